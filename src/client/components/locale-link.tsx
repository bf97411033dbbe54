// Links between public pages stay in the page's language: `<Link to="/about">` on a Hindi page goes to /hi/about.
// Public code imports Link and NavLink from here (eslint bans react-router's in those folders). On public pages they
// are plain links (a page load, which the page cache answers; the browser runs no router there); the admin client,
// which routes in the browser, provides React Router's through RouterLinksProvider.
import { createContext, forwardRef, useCallback, useContext, type ForwardRefExoticComponent, type Ref, type RefAttributes } from "react";
import type { LinkProps, NavigateOptions, NavLinkProps, To } from "react-router";
import { localisedPath, type Locale } from "../../shared/locales.ts";
import { useLocale } from "../i18n/use-t.ts";
import { usePageLoad, usePageLocation } from "../app/page-context.tsx";

/** A site path (or `{ pathname, search, hash }`) in a language. */
export function localisedTo(locale: Locale, to: To): To {
  if (typeof to === "string") return localisedPath(locale, to);
  return to.pathname ? { ...to, pathname: localisedPath(locale, to.pathname) } : to;
}

/** The href of a `to`. */
export function hrefOf(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

/** Paths in the page's language, for code that builds hrefs or navigates itself. */
export function useLocalisedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localisedPath(locale, path), [locale]);
}

export interface RouterLinks {
  Link: ForwardRefExoticComponent<LinkProps & RefAttributes<HTMLAnchorElement>>;
  NavLink: ForwardRefExoticComponent<NavLinkProps & RefAttributes<HTMLAnchorElement>>;
  useNavigate: () => (to: To, options?: NavigateOptions) => void;
}

const RouterLinksContext = createContext<RouterLinks | null>(null);

/** Set by a client that routes in the browser (admin): links and navigation then go through its router. */
export const RouterLinksProvider = RouterLinksContext.Provider;

function usePlainNavigate(): (to: To) => void {
  const load = usePageLoad();
  return useCallback((to: To) => load(hrefOf(to)), [load]);
}

/** `navigate("/find-clinic?state=x")` to the page in the current language. */
export function useLocaleNavigate(): (to: To, options?: NavigateOptions) => void {
  const locale = useLocale();
  const router = useContext(RouterLinksContext);
  // Which hook runs never changes for a component: the provider is set once, above the whole app.
  const navigate = (router?.useNavigate ?? usePlainNavigate)();
  return useCallback((to: To, options?: NavigateOptions) => void navigate(localisedTo(locale, to), options), [locale, navigate]);
}

/** Props of React Router's links that a plain link does not put on the element. */
type RouterOnly = "to" | "replace" | "state" | "preventScrollReset" | "relative" | "reloadDocument" | "viewTransition" | "discover" | "prefetch";

function routerProps<P extends Partial<LinkProps>>(props: P): Omit<P, RouterOnly> {
  const { to: _to, replace: _r, state: _s, preventScrollReset: _p, relative: _rel, reloadDocument: _d, viewTransition: _v, discover: _di, prefetch: _pf, ...rest } = props;
  return rest;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale();
  const router = useContext(RouterLinksContext);
  if (router) return <router.Link ref={ref} to={localisedTo(locale, to)} {...props} />;
  return <a ref={ref} href={hrefOf(localisedTo(locale, to))} {...routerProps(props)} />;
});

/** Whether a link to `target` is the page shown, as React Router's NavLink decides it (case aside). */
export function isActivePath(pathname: string, target: string, end: boolean): boolean {
  const path = pathname.toLowerCase();
  const to = target.toLowerCase().replace(/(.)\/+$/, "$1");
  if (path === to) return true;
  return !end && to !== "/" && path.startsWith(to) && path.charAt(to.length) === "/";
}

function PlainNavLink({ to, end = false, caseSensitive: _c, className, style, children, ...props }: NavLinkProps, ref: Ref<HTMLAnchorElement>) {
  const { pathname } = usePageLocation();
  const href = hrefOf(to);
  const isActive = isActivePath(pathname, href.split(/[?#]/)[0] ?? href, end);
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <a
      ref={ref}
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined}
      style={typeof style === "function" ? style(state) : style}
      {...routerProps(props)}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
}

const PlainNavLinkRef = forwardRef(PlainNavLink);

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const locale = useLocale();
  const router = useContext(RouterLinksContext);
  const Component = router?.NavLink ?? PlainNavLinkRef;
  return <Component ref={ref} to={localisedTo(locale, to)} {...props} />;
});
