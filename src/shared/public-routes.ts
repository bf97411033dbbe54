// Every public page of spec 2.1: its path, whether the header lists it, and its sitemap group. Titles, descriptions
// and labels are texts of the common catalog (`route.<key>.title|description|nav|link`). The router, the page head,
// /sitemap, /sitemap.xml, the header and the footer all read this one table.

export type SitemapGroup = "main" | "solutions" | "users" | "legal";

export interface PublicRoute {
  path: string;
  /** Its name in message ids: `route.<key>.title`. */
  key: string;
  /** Listed in the header navigation. */
  nav: boolean;
  group: SitemapGroup;
}

export const publicRoutes = [
  { path: "/", key: "home", nav: true, group: "main" },
  { path: "/about", key: "about", nav: true, group: "main" },
  { path: "/solutions", key: "solutions", nav: true, group: "solutions" },
  { path: "/for-farmers", key: "for-farmers", nav: true, group: "users" },
  { path: "/for-partners", key: "for-partners", nav: true, group: "users" },
  { path: "/csr", key: "csr", nav: true, group: "users" },
  { path: "/find-clinic", key: "find-clinic", nav: true, group: "solutions" },
  { path: "/start-clinic", key: "start-clinic", nav: false, group: "solutions" },
  { path: "/resources", key: "resources", nav: true, group: "main" },
  { path: "/soil-intelligence", key: "soil-intelligence", nav: true, group: "solutions" },
  // Beyond the spec's header list: where a visitor looks for news and for a phone number (docs/decisions.md).
  { path: "/blog", key: "blog", nav: true, group: "main" },
  { path: "/contact", key: "contact", nav: true, group: "main" },
  { path: "/privacy-policy", key: "privacy-policy", nav: false, group: "legal" },
  { path: "/terms-of-service", key: "terms-of-service", nav: false, group: "legal" },
  { path: "/sitemap", key: "sitemap", nav: false, group: "legal" },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof publicRoutes)[number]["path"];
export type PublicRouteKey = (typeof publicRoutes)[number]["key"];

export type PublicRouteEntry = (typeof publicRoutes)[number];

export function isPublicPath(path: string): path is PublicPath {
  return publicRoutes.some((r) => r.path === path);
}

export function publicRoute(path: PublicPath): PublicRouteEntry {
  const route = publicRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown public route ${path}`);
  return route;
}

export const START_CLINIC_PATH = "/start-clinic" satisfies PublicPath;

export const sitemapGroups: SitemapGroup[] = ["main", "solutions", "users", "legal"];
