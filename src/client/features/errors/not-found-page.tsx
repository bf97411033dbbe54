// 404 page: shown for any unknown path, with HTTP status 404.
import { HeroBanner } from "../../components/hero-banner.tsx";

export default function NotFoundPage() {
  return (
    <HeroBanner
      title="Page not found"
      subtitle="The page you asked for does not exist or has moved. Try the home page, or find a soil clinic near you."
      ctaText="Go to Home"
      ctaLink="/"
      secondaryCtaText="Find a Clinic"
      secondaryCtaLink="/find-clinic"
    />
  );
}
