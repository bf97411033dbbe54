// Partner page (spec 2.8): collaboration models, impact, stories, engagement models, collaborators and the partnership form.
import { DOWNLOADS } from "../../../../shared/constants.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { CollaborationModels } from "../partners/collaboration-models.tsx";
import { Collaborators } from "../partners/collaborators.tsx";
import { EngagementModels } from "../partners/engagement-models.tsx";
import { PartnerFormSection } from "../partners/partner-form-section.tsx";
import { PartnerImpact, SuccessStories } from "../partners/partner-impact.tsx";
import { leadFormAction } from "../../leads/lead-form-action.ts";

/** The page's form posted without JavaScript. */
export const action = leadFormAction("partner");

export default function ForPartnersPage() {
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("partners.hero.badge")}
        title={t("partners.hero.title")}
        subtitle={t("partners.hero.subtitle")}
        ctaText={t("partners.hero.cta")}
        ctaLink="#partner-form"
        secondaryCtaText={t("partners.hero.proposal")}
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
