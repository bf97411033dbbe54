// Partner page (spec 2.8).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function ForPartnersPage() {
  return (
    <HeroBanner
      title="Partner With Us for Healthier Soils"
      subtitle="FPOs, NGOs, agri-businesses and government bodies: bring soil testing and crop advice to the farmers you serve, with a partner who measures every result."
    />
  );
}
