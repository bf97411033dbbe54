// For farmers page (spec 2.7, in its order): why to test, farmers' results, the three steps with the sampling guide, and where to go.
import { Trans } from "@lingui/react";
import { telHref } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { FarmerProcess } from "../farmers/farmer-process.tsx";
import { FarmerTestimonials } from "../farmers/farmer-testimonials.tsx";
import { heroFigures, heroValues } from "../farmers/farmers-content.ts";
import { ReasonsToTest } from "../farmers/reasons-to-test.tsx";
import { SamplingGuide } from "../farmers/sampling-guide.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";

export default function ForFarmersPage() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("farmers.hero.badge")}
        title={t("farmers.hero.title")}
        subtitle={t("farmers.hero.subtitle", heroValues)}
        ctaText={t("farmers.hero.cta")}
        ctaLink="/find-clinic"
        secondaryCtaText={t("farmers.hero.secondaryCta")}
        secondaryCtaLink="#sampling"
      >
        <FigureGrid
          figures={heroFigures.map((f) => ({ value: t(f.value), label: t(f.label) }))}
          tone="hero"
          className="max-w-2xl !grid-cols-3 !gap-3"
        />
      </HeroBanner>
      <ReasonsToTest />
      <FarmerTestimonials />
      <FarmerProcess />
      <SamplingGuide />
      <ClosingCta
        title={t("farmers.closing.title")}
        text={t("farmers.closing.text")}
        links={[
          { text: t("farmers.closing.findClinic"), to: "/find-clinic" },
          { text: t("farmers.closing.contact"), to: "/contact" },
        ]}
      >
        <p>
          <Trans
            id="farmers.closing.call"
            values={{ phone: site.phones[0] }}
            components={{ phone: <a href={telHref(site.phones[0])} className="font-semibold text-white underline underline-offset-4" /> }}
          />
        </p>
      </ClosingCta>
    </>
  );
}
