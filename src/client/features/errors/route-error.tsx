// What a public page shows when its data could not be loaded: the 404 page for something that does not exist,
// otherwise an explanation with a way to try again. It renders inside the site's header and footer.
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { HeroBanner } from "../../components/hero-banner.tsx";
import NotFoundPage from "./not-found-page.tsx";

export function RouteError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return (
    <HeroBanner
      title="This page could not be loaded"
      subtitle={`${detail ?? "Something went wrong on our side or with the connection."} Please try again in a moment.`}
      ctaText="Try again"
      onCtaClick={() => window.location.assign(pathname + search)}
      secondaryCtaText="Go to Home"
      secondaryCtaLink="/"
    />
  );
}
