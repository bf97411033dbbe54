// The scrolling band of partner logos under the hero (spec 2.4).
import { LogoStrip } from "../../../components/logo-strip.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { partnerLogos } from "./home-content.ts";

export function PartnerStrip() {
  const t = useT();
  return (
    <section aria-labelledby="partners-heading" className="border-b border-stone-200 bg-white py-10 sm:py-12">
      <h2 id="partners-heading" className="container-page text-center text-sm font-semibold tracking-wider text-stone-600 uppercase">
        {t("home.partners.heading")}
      </h2>
      <LogoStrip label={t("home.partners.label")} items={partnerLogos} itemKey={(l) => l.name} className="mt-8" />
    </section>
  );
}
