// CSR page (spec 2.9).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function CsrPage() {
  return (
    <HeroBanner
      title="CSR That Grows From the Ground Up"
      subtitle="Fund soil clinics and farmer training that pay back season after season, with impact you can count: farmers reached, tests done, fertilizer saved."
      ctaText="Partner With Us"
      ctaLink="#contact-form"
      secondaryCtaText="See Our Impact"
      secondaryCtaLink="#impact-metrics"
    />
  );
}
