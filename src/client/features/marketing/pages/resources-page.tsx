// Resources page (spec 2.12): searchable library, free PDF guides in English and Hindi, a short guide in plain Hindi,
// FAQ and sign-up prompts.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { DownloadCards } from "../resources/download-cards.tsx";
import { HindiSamplingGuide } from "../resources/hindi-sampling-guide.tsx";
import { ResourceFaq } from "../resources/resource-faq.tsx";
import { ResourceLibrary } from "../resources/resource-library.tsx";
import { StayUpdated } from "../resources/stay-updated.tsx";
import { Island } from "../../../app/island.tsx";

export default function ResourcesPage() {
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("resources.hero.badge")}
        title={t("resources.hero.title")}
        subtitle={t("resources.hero.subtitle")}
        ctaText={t("resources.hero.browse")}
        ctaLink="#library"
        secondaryCtaText={t("resources.hero.download")}
        secondaryCtaLink="#downloads"
      />
      <Island name="resource-library" component={ResourceLibrary} props={{}} />
      <DownloadCards />
      <HindiSamplingGuide />
      <ResourceFaq />
      <StayUpdated />
    </>
  );
}
