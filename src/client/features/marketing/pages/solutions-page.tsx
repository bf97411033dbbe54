// Solutions page (spec 2.6): the device, village clinics, the Soil Didi programme and the digital platform.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { ClosingCta } from "../solutions/closing-cta.tsx";
import { SolutionBlock } from "../solutions/solution-block.tsx";
import { solutions } from "../solutions/solutions-content.ts";
import { SolutionsJourney } from "../solutions/solutions-journey.tsx";
import { SolutionsOverview } from "../solutions/solutions-overview.tsx";

const blockTones = ["white", "soil", "tint", "white"] as const;

export default function SolutionsPage() {
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("solutions.hero.badge")}
        title={t("solutions.hero.title")}
        subtitle={t("solutions.hero.subtitle")}
        ctaText={t("solutions.hero.cta")}
        ctaLink="#overview"
        secondaryCtaText={t("solutions.hero.secondaryCta")}
        secondaryCtaLink="/find-clinic"
      />
      <SolutionsOverview />
      {solutions.map((s, i) => (
        <SolutionBlock key={s.id} solution={s} flip={i % 2 === 1} tone={blockTones[i % blockTones.length] ?? "white"} />
      ))}
      <SolutionsJourney />
      <ClosingCta
        title={t("solutions.closing.title")}
        text={t("solutions.closing.text")}
        links={[
          { text: t("solutions.closing.talk"), to: "/contact" },
          { text: t("solutions.closing.findClinic"), to: "/find-clinic" },
        ]}
      />
    </>
  );
}
