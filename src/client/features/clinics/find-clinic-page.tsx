// Clinic finder (spec 2.10).
import { HeroBanner } from "../../components/hero-banner.tsx";

export default function FindClinicPage() {
  return (
    <HeroBanner
      title="Find a Soil Clinic Near You"
      subtitle="Search by clinic name, district or state, choose the tests you need, and see every clinic on the map."
      ctaText="Start a Clinic"
      ctaLink="/start-clinic"
    />
  );
}
