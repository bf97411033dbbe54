// Solutions page (spec 2.6).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function SolutionsPage() {
  return (
    <HeroBanner
      title="Solutions for Every Field"
      subtitle="A portable testing device, soil clinics in your district, trained Soil Didis in your village and a digital platform that turns soil data into advice for your crop."
    />
  );
}
