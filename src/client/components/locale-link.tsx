// Links between public pages stay in the page's language: `<Link to="/about">` on a Hindi page goes to /hi/about.
// Public code imports Link and NavLink from here (eslint bans react-router's in those folders).
import { forwardRef, useCallback } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import { localisedPath, type Locale } from "../../shared/locales.ts";
import { useLocale } from "../i18n/use-t.ts";

/** A site path (or `{ pathname, search, hash }`) in a language. */
export function localisedTo(locale: Locale, to: To): To {
  if (typeof to === "string") return localisedPath(locale, to);
  return to.pathname ? { ...to, pathname: localisedPath(locale, to.pathname) } : to;
}

/** Paths in the page's language, for code that builds hrefs or navigates itself. */
export function useLocalisedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localisedPath(locale, path), [locale]);
}

/** `navigate("/find-clinic?state=x")` to the page in the current language. */
export function useLocaleNavigate(): (to: To, options?: NavigateOptions) => void {
  const locale = useLocale();
  const navigate = useNavigate();
  return useCallback((to: To, options?: NavigateOptions) => void navigate(localisedTo(locale, to), options), [locale, navigate]);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterLink ref={ref} to={localisedTo(locale, to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterNavLink ref={ref} to={localisedTo(locale, to)} {...props} />;
});
