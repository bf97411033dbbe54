// Soil intelligence page (spec 2.11).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function SoilIntelligencePage() {
  return (
    <HeroBanner
      title="Soil Intelligence: Beyond NPK"
      subtitle="Healthy soil is alive. We read its biology, structure and carbon, add satellite data and AI, and turn it all into advice you can use this season."
    />
  );
}
