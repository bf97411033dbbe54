// Privacy policy (spec 2.14): static legal text, first published March 2024 and last changed as PRIVACY_LAST_UPDATED says.
import { useSiteConfig } from "../../../app/site-config.tsx";
import { LegalPage, PRIVACY_LAST_UPDATED } from "../legal/legal-document.tsx";
import { privacyIntro, privacySections } from "../legal/privacy-policy-sections.tsx";

export default function PrivacyPolicyPage() {
  const site = useSiteConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="How we collect, use and protect your personal information, and the rights you have over it."
      readLabel="Read the policy"
      intro={privacyIntro(site)}
      sections={privacySections(site)}
      lastUpdated={PRIVACY_LAST_UPDATED}
    />
  );
}
