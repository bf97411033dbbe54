// For farmers page (spec 2.7).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function ForFarmersPage() {
  return (
    <HeroBanner
      title="Test Your Soil. Save Money. Grow More."
      subtitle="A soil test tells you exactly what your field needs. Farmers who test save up to ₹1000 per acre on fertilizer and harvest 10-30% more."
      ctaText="Find a Clinic Near You"
      ctaLink="/find-clinic"
    />
  );
}
