// Home page (spec 2.4): hero, partners, the soil crisis, a field's journey, the science, farmers' words, press, and a last call.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { AsSeenOn } from "../home/as-seen-on.tsx";
import { FarmerVoices } from "../home/farmer-voices.tsx";
import { heroFigures } from "../home/home-content.ts";
import { PartnerStrip } from "../home/partner-strip.tsx";
import { SoilCrisis } from "../home/soil-crisis.tsx";
import { SoilJourney } from "../home/soil-journey.tsx";
import { SoilScience } from "../home/soil-science.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";
import { Island } from "../../../app/island.tsx";

export default function HomePage() {
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("home.hero.badge")}
        title={t("home.hero.title")}
        subtitle={t("home.hero.subtitle")}
        ctaText={t("home.hero.cta")}
        ctaLink="/find-clinic"
        secondaryCtaText={t("home.hero.secondaryCta")}
        secondaryCtaLink="/for-farmers"
      >
        <FigureGrid
          figures={heroFigures.map((f) => ({ value: t(f.value), label: t(f.label) }))}
          tone="hero"
          className="max-w-2xl !grid-cols-3 !gap-3"
        />
      </HeroBanner>
      <Island name="partner-strip" component={PartnerStrip} props={{}} />
      <SoilCrisis />
      <SoilJourney />
      <SoilScience />
      <Island name="farmer-voices" component={FarmerVoices} props={{}} />
      <Island name="as-seen-on" component={AsSeenOn} props={{}} />
      <ClosingCta
        title={t("home.closing.title")}
        text={t("home.closing.text")}
        links={[
          { text: t("home.closing.findClinic"), to: "/find-clinic" },
          { text: t("home.closing.contact"), to: "/contact" },
        ]}
      />
    </>
  );
}
