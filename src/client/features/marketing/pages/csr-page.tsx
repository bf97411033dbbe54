// CSR page (spec 2.9): impact figures, approach and stories, dashboard preview, partnership models and the CSR form.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { CsrApproach } from "../csr/csr-approach.tsx";
import { CsrDashboardPreview } from "../csr/csr-dashboard-preview.tsx";
import { CsrFormSection } from "../csr/csr-form.tsx";
import { CsrImpact } from "../csr/csr-impact.tsx";
import { CsrModels } from "../csr/csr-models.tsx";
import { leadFormAction } from "../../leads/lead-form-action.ts";

/** The page's form posted without JavaScript. */
export const action = leadFormAction("csr");

export default function CsrPage() {
  return (
    <>
      <HeroBanner
        badge="CSR programmes under Schedule VII"
        title="CSR That Grows From the Ground Up"
        subtitle="Fund soil clinics and farmer training that pay back season after season, with impact you can count: farmers reached, tests done, fertilizer saved."
        ctaText="Partner With Us"
        ctaLink="#contact-form"
        secondaryCtaText="See Our Impact"
        secondaryCtaLink="#impact-metrics"
      />
      <CsrImpact />
      <CsrApproach />
      <CsrDashboardPreview />
      <CsrModels />
      <CsrFormSection />
    </>
  );
}
