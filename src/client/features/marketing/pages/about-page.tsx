// About page, 'Our Story' (spec 2.5): vision and mission, problems solved, three pillars, leadership, awards.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { AwardList } from "../about/award-list.tsx";
import { LeadershipTeam } from "../about/leadership-team.tsx";
import { ProblemsSolved } from "../about/problems-solved.tsx";
import { ThreePillars } from "../about/three-pillars.tsx";
import { VisionMission } from "../about/vision-mission.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";

export default function AboutPage() {
  return (
    <>
      <HeroBanner
        badge="About us"
        title="Our Story"
        subtitle="We started with one question from a farmer in Karnataka: why does my field give less every year when I put in more fertilizer? The answer was in the soil."
        ctaText="Our Vision and Mission"
        ctaLink="#vision"
        secondaryCtaText="Meet the Team"
        secondaryCtaLink="#team"
      />
      <VisionMission />
      <ProblemsSolved />
      <ThreePillars />
      <LeadershipTeam />
      <AwardList />
      <ClosingCta
        title="Grow with us"
        text="Test your soil at a clinic near you, or work with us to bring soil clinics to the farmers you serve."
        links={[
          { text: "Find a Clinic", to: "/find-clinic" },
          { text: "Partner With Us", to: "/for-partners" },
        ]}
      />
    </>
  );
}
