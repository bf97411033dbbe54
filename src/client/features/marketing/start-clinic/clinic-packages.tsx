// The two clinic packages with price and GST note, EMI and partner discounts, delivery and partner options (spec 9).
import { CLINIC_BUSINESS } from "../../../../shared/constants.ts";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { CheckList } from "../partners/check-list.tsx";
import { packages } from "./start-clinic-content.ts";

function PackageCard({ pkg }: { pkg: (typeof packages)[number] }) {
  const headingId = `package-${pkg.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${pkg.popular ? "shadow-xl ring-2 ring-brand-700" : "border border-stone-200 shadow-sm"}`}
    >
      {pkg.popular && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-harvest-400 px-4 py-1 text-sm font-bold text-stone-900">Most Popular</p>
      )}
      <h3 id={headingId} className="heading-3 text-2xl">
        {pkg.name}
      </h3>
      <p className="mt-1 text-stone-600">{pkg.summary}</p>
      <p className="mt-5">
        <span className="text-4xl font-extrabold text-stone-900">{pkg.price}</span> <span className="font-medium text-stone-600">{pkg.gstNote}</span>
      </p>
      <CheckList items={pkg.features} className="mt-6 flex-1" />
      <a href="#interest-form" className={buttonClass(pkg.popular ? "primary" : "outline", "md", "mt-8")}>
        Choose {pkg.name}
      </a>
    </article>
  );
}

export function ClinicPackages() {
  return (
    <Section id="packages" tone="tint" eyebrow="Packages" title="Pick your clinic package" intro="Both packages include the device, training, software and a year of support.">
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
        {packages.map((p) => (
          <PackageCard key={p.id} pkg={p} />
        ))}
      </div>
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="card">
          <h3 className="heading-3">Easy to pay, delivered to you</h3>
          <CheckList
            className="mt-4"
            items={[
              { icon: "rupee", text: "EMI options, so you can pay from what the clinic earns" },
              { icon: "people", text: "Discounts for members of our partner FPOs, NGOs and CSR programmes" },
              { icon: "truck", text: "Pan-India delivery with 1-year support" },
            ]}
          />
        </div>
        <div className="card">
          <h3 className="heading-3">Partner options</h3>
          <CheckList items={CLINIC_BUSINESS.partnerOptions} className="mt-4" />
        </div>
      </div>
    </Section>
  );
}
