// 404 page: shown for any unknown path, with HTTP status 404.
import { HeroBanner } from "../../components/hero-banner.tsx";
import { useT } from "../../i18n/use-t.ts";

export default function NotFoundPage() {
  const t = useT();
  return (
    <HeroBanner
      title={t("notFound.title")}
      subtitle={t("notFound.text")}
      ctaText={t("notFound.home")}
      ctaLink="/"
      secondaryCtaText={t("notFound.findClinic")}
      secondaryCtaLink="/find-clinic"
    />
  );
}
