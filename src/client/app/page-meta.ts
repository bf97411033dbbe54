// Per-page head tags (title, description, canonical URL, Open Graph), built from the matched route.
import type { UIMatch } from "react-router";
import { publicRoute, type PublicPath } from "../../shared/public-routes.ts";
import type { SiteConfig } from "../../shared/site-config.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; defaults to the current path. */
  path?: string;
  type?: "website" | "article";
  /** Ask search engines not to index (admin, 404). */
  noindex?: boolean;
  status?: number;
}

export interface RouteHandle {
  meta: (args: { data: unknown; pathname: string }) => PageMeta;
}

/** Route handle for a page listed in the public route table. */
export function publicHandle(path: PublicPath): RouteHandle {
  const r = publicRoute(path);
  return { meta: () => ({ title: r.title, description: r.description, path: r.path }) };
}

export function metaFromMatches(matches: UIMatch[], pathname: string): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const handle = m.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta({ data: m.data, pathname });
  }
  return { title: "", description: "" };
}

export function documentTitle(meta: PageMeta, site: SiteConfig): string {
  return meta.title ? `${meta.title} | ${site.brand}` : site.brand;
}

/** The picture shared with every page's link preview (a JPEG: link previews do not show SVG). */
const OG_IMAGE = {
  path: "/og-image.jpg",
  width: 1200,
  height: 630,
  alt: "Young crop plants growing from brown soil under the sun, with the words Healthy Soil, Richer Harvests",
};

interface HeadTag {
  tag: "meta" | "link";
  key: string;
  attrs: Record<string, string>;
}

/** The managed head tags; the same list is rendered on the server and updated on the client. */
export function headTags(meta: PageMeta, site: SiteConfig, pathname: string): HeadTag[] {
  const url = `${site.siteUrl}${meta.path ?? pathname}`;
  const title = documentTitle(meta, site);
  const tags: HeadTag[] = [
    { tag: "meta", key: "description", attrs: { name: "description", content: meta.description } },
    { tag: "link", key: "canonical", attrs: { rel: "canonical", href: url } },
    { tag: "meta", key: "og:title", attrs: { property: "og:title", content: title } },
    { tag: "meta", key: "og:description", attrs: { property: "og:description", content: meta.description } },
    { tag: "meta", key: "og:url", attrs: { property: "og:url", content: url } },
    { tag: "meta", key: "og:type", attrs: { property: "og:type", content: meta.type ?? "website" } },
    { tag: "meta", key: "og:site_name", attrs: { property: "og:site_name", content: site.brand } },
    { tag: "meta", key: "og:image", attrs: { property: "og:image", content: `${site.siteUrl}${OG_IMAGE.path}` } },
    { tag: "meta", key: "og:image:width", attrs: { property: "og:image:width", content: String(OG_IMAGE.width) } },
    { tag: "meta", key: "og:image:height", attrs: { property: "og:image:height", content: String(OG_IMAGE.height) } },
    { tag: "meta", key: "og:image:alt", attrs: { property: "og:image:alt", content: OG_IMAGE.alt } },
    { tag: "meta", key: "twitter:card", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", key: "robots", attrs: { name: "robots", content: meta.noindex ? "noindex" : "index, follow" } },
  ];
  return tags;
}

/** Tags that never change between pages. */
export function staticHeadTags(site: SiteConfig): HeadTag[] {
  return [
    { tag: "meta", key: "theme-color", attrs: { name: "theme-color", content: site.themeColor } },
    { tag: "meta", key: "application-name", attrs: { name: "application-name", content: site.brand } },
    { tag: "meta", key: "apple-mobile-web-app-title", attrs: { name: "apple-mobile-web-app-title", content: site.brand } },
    { tag: "meta", key: "mobile-web-app-capable", attrs: { name: "mobile-web-app-capable", content: "yes" } },
    { tag: "meta", key: "apple-mobile-web-app-capable", attrs: { name: "apple-mobile-web-app-capable", content: "yes" } },
    {
      tag: "meta",
      key: "apple-mobile-web-app-status-bar-style",
      attrs: { name: "apple-mobile-web-app-status-bar-style", content: "black-translucent" },
    },
  ];
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function renderHeadHtml(meta: PageMeta, site: SiteConfig, pathname: string): string {
  const tags = [...staticHeadTags(site), ...headTags(meta, site, pathname)];
  const html = tags.map(
    (t) =>
      `<${t.tag} data-head="${t.key}" ${Object.entries(t.attrs)
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(" ")}>`,
  );
  return [`<title>${escapeText(documentTitle(meta, site))}</title>`, ...html].join("\n    ");
}

/** Client side: bring the managed tags in line with the page after a navigation. */
export function applyHead(meta: PageMeta, site: SiteConfig, pathname: string): void {
  document.title = documentTitle(meta, site);
  for (const t of headTags(meta, site, pathname)) {
    let el = document.head.querySelector<HTMLElement>(`[data-head="${t.key}"]`);
    if (!el) {
      el = document.createElement(t.tag);
      el.dataset.head = t.key;
      document.head.appendChild(el);
    }
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
  }
}
