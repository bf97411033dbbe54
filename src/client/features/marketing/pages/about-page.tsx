// About page, 'Our Story' (spec 2.5): vision and mission, problems solved, three pillars, leadership, awards.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { AwardList } from "../about/award-list.tsx";
import { LeadershipTeam } from "../about/leadership-team.tsx";
import { ProblemsSolved } from "../about/problems-solved.tsx";
import { ThreePillars } from "../about/three-pillars.tsx";
import { VisionMission } from "../about/vision-mission.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";
import { Island } from "../../../app/island.tsx";

export default function AboutPage() {
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("about.hero.badge")}
        title={t("about.hero.title")}
        subtitle={t("about.hero.subtitle")}
        ctaText={t("about.hero.cta")}
        ctaLink="#vision"
        secondaryCtaText={t("about.hero.secondaryCta")}
        secondaryCtaLink="#team"
      />
      <VisionMission />
      <ProblemsSolved />
      <ThreePillars />
      <LeadershipTeam />
      <Island name="award-list" component={AwardList} props={{}} />
      <ClosingCta
        title={t("about.closing.title")}
        text={t("about.closing.text")}
        links={[
          { text: t("about.closing.findClinic"), to: "/find-clinic" },
          { text: t("about.closing.partner"), to: "/for-partners" },
        ]}
      />
    </>
  );
}
