// Terms of service (spec 2.14): static legal text, last updated March 2024.
import { LegalPage } from "../legal/legal-document.tsx";
import { termsOfService } from "../legal/terms-of-service-content.ts";

export default function TermsOfServicePage() {
  return <LegalPage title="route.terms-of-service.link" subtitle="terms.subtitle" readLabel="terms.read" text={termsOfService} englishPath="/terms-of-service" />;
}
