// Soil intelligence page (spec 2.11): beyond NPK – indicators, comparison, a demo dashboard, process, features and stories,
// with the page's contents under the hero (the page is very long on a phone).
import heroScene from "../../../assets/soil-intelligence/hero-soil-scene.svg";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { PageContents } from "../../../components/page-contents.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { ClosingCta } from "../solutions/closing-cta.tsx";
import { ComparisonPanel } from "../soil-intelligence/comparison-panel.tsx";
import { DemoDashboard } from "../soil-intelligence/demo-dashboard.tsx";
import { IndicatorGroups } from "../soil-intelligence/indicator-groups.tsx";
import { IntelligenceFeatures, IntelligenceProcess } from "../soil-intelligence/intelligence-process.tsx";
import { SuccessStories } from "../soil-intelligence/success-stories.tsx";
import { Island } from "../../../app/island.tsx";

/** Self-hosted loop rendered from the same scene as the poster image. */
const HERO_VIDEO = "/media/soil-intelligence-loop.webm";

const CLOSING_ID = "get-started";

export default function SoilIntelligencePage() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("intelligence.hero.badge")}
        title={t("intelligence.hero.title")}
        subtitle={t("intelligence.hero.subtitle")}
        ctaText={t("intelligence.hero.cta")}
        ctaLink="#indicators"
        secondaryCtaText={t("intelligence.hero.secondaryCta")}
        secondaryCtaLink="#demo-dashboard"
        imageUrl={heroScene}
        videoUrl={HERO_VIDEO}
      >
        <p className="text-sm text-brand-100">{t("intelligence.hero.videoCredit", { brand: site.brand })}</p>
      </HeroBanner>
      <PageContents
        title={t("intelligence.contents.title")}
        entries={[
          { id: CLOSING_ID, label: t("intelligence.contents.next"), primary: true },
          { id: "indicators", label: t("intelligence.contents.indicators") },
          { id: "comparison", label: t("intelligence.contents.comparison") },
          { id: "demo-dashboard", label: t("intelligence.contents.dashboard") },
          { id: "process", label: t("intelligence.contents.process") },
          { id: "features", label: t("intelligence.contents.features") },
          { id: "success-stories", label: t("intelligence.contents.stories") },
        ]}
      />
      <IndicatorGroups />
      <ComparisonPanel />
      <Island name="demo-dashboard" component={DemoDashboard} props={{}} />
      <IntelligenceProcess />
      <IntelligenceFeatures />
      <SuccessStories />
      <ClosingCta
        id={CLOSING_ID}
        title={t("intelligence.closing.title")}
        text={t("intelligence.closing.text")}
        links={[
          { text: t("intelligence.closing.test"), to: "/find-clinic" },
          { text: t("intelligence.closing.partner"), to: "/for-partners" },
          { text: t("intelligence.closing.expert"), to: "/contact" },
          { text: t("intelligence.closing.allSolutions"), to: "/solutions" },
        ]}
      />
    </>
  );
}
