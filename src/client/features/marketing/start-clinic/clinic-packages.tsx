// The two clinic packages with price and GST note, EMI and partner discounts, delivery and partner options (spec 9).
import { buttonClass } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { CheckList } from "../partners/check-list.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { listText, packages, partnerOptions, paymentPoints } from "./start-clinic-content.ts";

function PackageCard({ pkg }: { pkg: (typeof packages)[number] }) {
  const headingId = `package-${pkg.id}`;
  const t = useT();
  const name = t(pkg.name);
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${pkg.popular ? "shadow-xl ring-2 ring-brand-700" : "border border-stone-200 shadow-sm"}`}
    >
      {pkg.popular && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-harvest-400 px-4 py-1 text-sm font-bold text-stone-900">{t("startClinic.packages.popular")}</p>
      )}
      <h3 id={headingId} className="heading-3 text-2xl">
        {name}
      </h3>
      <p className="mt-1 text-stone-600">{t(pkg.summary)}</p>
      <p className="mt-5">
        <span className="text-4xl font-extrabold text-stone-900">{pkg.price}</span> <span className="font-medium text-stone-600">{t(pkg.gstNote)}</span>
      </p>
      <CheckList items={pkg.features.map((f) => listText(t, f))} className="mt-6 flex-1" />
      <a href="#interest-form" className={buttonClass(pkg.popular ? "primary" : "outline", "md", "mt-8")}>
        {t("startClinic.packages.choose", { name })}
      </a>
    </article>
  );
}

export function ClinicPackages() {
  const t = useT();
  return (
    <Section
      id="packages"
      tone="tint"
      eyebrow={t("startClinic.packages.eyebrow")}
      title={t("startClinic.packages.title")}
      intro={t("startClinic.packages.intro")}
    >
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
        {packages.map((p) => (
          <PackageCard key={p.id} pkg={p} />
        ))}
      </div>
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="card">
          <h3 className="heading-3">{t("startClinic.packages.pay.title")}</h3>
          <CheckList className="mt-4" items={paymentPoints.map((p) => ({ icon: p.icon, text: t(p.text) }))} />
        </div>
        <div className="card">
          <h3 className="heading-3">{t("startClinic.packages.partners.title")}</h3>
          <CheckList items={partnerOptions.map((o) => t(o))} className="mt-4" />
        </div>
      </div>
    </Section>
  );
}
