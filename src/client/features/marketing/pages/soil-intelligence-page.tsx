// Soil intelligence page (spec 2.11): beyond NPK – indicators, comparison, a demo dashboard, process, features and stories.
import heroScene from "../../../assets/soil-intelligence/hero-soil-scene.svg";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";
import { ComparisonPanel } from "../soil-intelligence/comparison-panel.tsx";
import { DemoDashboard } from "../soil-intelligence/demo-dashboard.tsx";
import { IndicatorGroups } from "../soil-intelligence/indicator-groups.tsx";
import { IntelligenceFeatures, IntelligenceProcess } from "../soil-intelligence/intelligence-process.tsx";
import { SuccessStories } from "../soil-intelligence/success-stories.tsx";

/** Self-hosted loop rendered from the same scene as the poster image. */
const HERO_VIDEO = "/media/soil-intelligence-loop.webm";

export default function SoilIntelligencePage() {
  const site = useSiteConfig();
  return (
    <>
      <HeroBanner
        badge="Beyond NPK"
        title="Soil Intelligence: Beyond NPK"
        subtitle="Healthy soil is alive. We read its biology, structure and carbon, add satellite data and AI, and turn it all into advice you can use this season."
        ctaText="Explore the Indicators"
        ctaLink="#indicators"
        secondaryCtaText="Try the Demo Dashboard"
        secondaryCtaLink="#demo-dashboard"
        imageUrl={heroScene}
        videoUrl={HERO_VIDEO}
      >
        <p className="text-sm text-brand-100">Video: animated soil profile by the {site.brand} design team.</p>
      </HeroBanner>
      <IndicatorGroups />
      <ComparisonPanel />
      <DemoDashboard />
      <IntelligenceProcess />
      <IntelligenceFeatures />
      <SuccessStories />
      <ClosingCta
        title="Put soil intelligence to work"
        text="Test your field at a clinic near you, bring soil intelligence to the farmers you serve, or ask our agronomists how it fits your crop."
        links={[
          { text: "Test Your Soil", to: "/find-clinic" },
          { text: "Partner With Us", to: "/for-partners" },
          { text: "Talk to an Expert", to: "/contact" },
          { text: "See All Solutions", to: "/solutions" },
        ]}
      />
    </>
  );
}
