// Privacy policy (spec 2.14): static legal text, first published March 2024 and last changed as PRIVACY_LAST_UPDATED says.
import { LegalPage, PRIVACY_LAST_UPDATED } from "../legal/legal-document.tsx";
import { privacyPolicy } from "../legal/privacy-policy-content.ts";

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="route.privacy-policy.link"
      subtitle="privacy.subtitle"
      readLabel="privacy.read"
      text={privacyPolicy}
      englishPath="/privacy-policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
    />
  );
}
