// Privacy policy (spec 2.14).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function PrivacyPolicyPage() {
  return (
    <HeroBanner
      title="Privacy Policy"
      subtitle="How we collect, use and protect your personal information. Last updated March 2024."
    />
  );
}
