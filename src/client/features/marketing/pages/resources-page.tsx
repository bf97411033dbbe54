// Resources page (spec 2.12): searchable library, free PDF guides, a Hindi guide, FAQ and sign-up prompts.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { DownloadCards } from "../resources/download-cards.tsx";
import { HindiSamplingGuide } from "../resources/hindi-sampling-guide.tsx";
import { ResourceFaq } from "../resources/resource-faq.tsx";
import { ResourceLibrary } from "../resources/resource-library.tsx";
import { StayUpdated } from "../resources/stay-updated.tsx";

export default function ResourcesPage() {
  return (
    <>
      <HeroBanner
        badge="Free for every farmer"
        title="Learn, Download, Grow"
        subtitle="Free guides, videos and booklets on soil testing, fertilizers and good farming practice, in English and Hindi."
        ctaText="Browse the library"
        ctaLink="#library"
        secondaryCtaText="Download free guides"
        secondaryCtaLink="#downloads"
      />
      <ResourceLibrary />
      <DownloadCards />
      <HindiSamplingGuide />
      <ResourceFaq />
      <StayUpdated />
    </>
  );
}
