// The scrolling band of partner logos under the hero (spec 2.4).
import { LogoStrip } from "../../../components/logo-strip.tsx";
import { partnerLogos } from "./home-content.ts";

export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-heading" className="border-b border-stone-200 bg-white py-10 sm:py-12">
      <h2 id="partners-heading" className="container-page text-center text-sm font-semibold tracking-wider text-stone-600 uppercase">
        Working with farmer groups, universities and foundations across India
      </h2>
      <LogoStrip label="Our partners" items={partnerLogos} itemKey={(l) => l.name} className="mt-8" />
    </section>
  );
}
