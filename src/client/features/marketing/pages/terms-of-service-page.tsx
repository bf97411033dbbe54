// Terms of service (spec 2.14): static legal text, last updated March 2024.
import { useSiteConfig } from "../../../app/site-config.tsx";
import { LegalPage } from "../legal/legal-document.tsx";
import { termsIntro, termsSections } from "../legal/terms-of-service-sections.tsx";

export default function TermsOfServicePage() {
  const site = useSiteConfig();
  return (
    <LegalPage
      title="Terms of Service"
      subtitle="The terms for using our website, soil-testing services, live chat and free guides."
      readLabel="Read the terms"
      intro={termsIntro(site)}
      sections={termsSections(site)}
    />
  );
}
