// Resources page (spec 2.12).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function ResourcesPage() {
  return (
    <HeroBanner
      title="Learn, Download, Grow"
      subtitle="Free guides, videos and booklets on soil testing, fertilizers and good farming practice, in English and Hindi."
    />
  );
}
