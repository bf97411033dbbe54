// What a public page shows when its data could not be loaded: the 404 page for something that does not exist,
// otherwise an explanation with a way to try again. It renders inside the site's header and footer.
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { HeroBanner } from "../../components/hero-banner.tsx";
import NotFoundPage from "./not-found-page.tsx";
import { useT } from "../../i18n/use-t.ts";

export function RouteError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <HeroBanner
      title={t("routeError.title")}
      subtitle={t("routeError.text")}
      ctaText={t("routeError.retry")}
      onCtaClick={() => window.location.assign(pathname + search)}
      secondaryCtaText={t("notFound.home")}
      secondaryCtaLink="/"
    />
  );
}
