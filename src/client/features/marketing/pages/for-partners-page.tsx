// Partner page (spec 2.8): collaboration models, impact, stories, engagement models, collaborators and the partnership form.
import { DOWNLOADS } from "../../../../shared/constants.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { CollaborationModels } from "../partners/collaboration-models.tsx";
import { Collaborators } from "../partners/collaborators.tsx";
import { EngagementModels } from "../partners/engagement-models.tsx";
import { PartnerFormSection } from "../partners/partner-form.tsx";
import { PartnerImpact, SuccessStories } from "../partners/partner-impact.tsx";
import { leadFormAction } from "../../leads/lead-form-action.ts";

/** The page's form posted without JavaScript. */
export const action = leadFormAction("partner");

export default function ForPartnersPage() {
  return (
    <>
      <HeroBanner
        badge="FPOs · NGOs · CSR · Agri-business · Government"
        title="Partner With Us for Healthier Soils"
        subtitle="FPOs, NGOs, agri-businesses and government bodies: bring soil testing and crop advice to the farmers you serve, with a partner who measures every result."
        ctaText="Become a Partner"
        ctaLink="#partner-form"
        secondaryCtaText="Download Partner Proposal (PDF)"
        secondaryCtaLink={DOWNLOADS.partnerProposal}
      />
      <CollaborationModels />
      <PartnerImpact />
      <SuccessStories />
      <EngagementModels />
      <Collaborators />
      <PartnerFormSection />
    </>
  );
}
