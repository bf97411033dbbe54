// Terms of service (spec 2.14).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function TermsOfServicePage() {
  return (
    <HeroBanner
      title="Terms of Service"
      subtitle="The terms that apply when you use our website and services. Last updated March 2024."
    />
  );
}
