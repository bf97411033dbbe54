// Per-page head tags (title, description, canonical URL, Open Graph), built from the matched route.
import type { UIMatch } from "react-router";
import { publicRoute, type PublicPath } from "../../shared/public-routes.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { DEFAULT_LOCALE, SITE_LOCALES, localeInfo, localisedPath, unlocalisedPath, type Locale } from "../../shared/locales.ts";
import type { Area } from "../i18n/areas.ts";
import type { Translate } from "../i18n/use-t.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path without the language prefix; defaults to the current path. */
  path?: string;
  /** The languages this page exists in (hreflang alternates); every site language unless said. */
  languages?: readonly Locale[];
  type?: "website" | "article";
  /** The link preview's picture: a path of this site (a JPEG or PNG); the site's own picture when not given. */
  image?: string;
  /** Ask search engines not to index (admin, 404). */
  noindex?: boolean;
  status?: number;
}

export interface RouteHandle {
  meta: (args: { data: unknown; pathname: string; t: Translate }) => PageMeta;
  /** The catalog area holding the page's texts (besides `common`). */
  area?: Area;
}

/** Route handle for a page listed in the public route table. */
export function publicHandle(path: PublicPath, area?: Area): RouteHandle {
  const r = publicRoute(path);
  return {
    area,
    meta: ({ t }) => ({ title: t(`route.${r.key}.title`), description: t(`route.${r.key}.description`), path: r.path }),
  };
}

export function metaFromMatches(matches: UIMatch[], pathname: string, t: Translate): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const handle = m.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta({ data: m.data, pathname, t });
  }
  return { title: "", description: "" };
}

/** The catalog areas the matched routes need, `common` first. */
export function areasOfMatches(matches: readonly { route: { handle?: unknown } }[]): Area[] {
  return ["common", ...matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.area ?? [])];
}

/**
 * "Title | Brand"; a title that already names the brand (an editor's meta title "… | MittiMitra", or "About
 * MittiMitra") is kept as it is, so the brand never shows twice.
 */
export function documentTitle(meta: PageMeta, site: SiteConfig): string {
  if (!meta.title) return site.brand;
  return meta.title.toLocaleLowerCase().includes(site.brand.toLocaleLowerCase()) ? meta.title : `${meta.title} | ${site.brand}`;
}

/** The picture shared with every page's link preview (a JPEG: link previews do not show SVG). */
const OG_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 };

/** Open Graph's locale ("hi_IN") from the language's Intl locale; the test-only pseudo-language reads as English. */
const ogLocale = (locale: Locale): string => {
  const info = localeInfo(locale);
  return info.hidden ? "en_IN" : info.intl.split("-").slice(0, 2).join("_");
};

interface HeadTag {
  tag: "meta" | "link";
  key: string;
  attrs: Record<string, string>;
}

/**
 * `hreflang` alternates: every language version of the page, and x-default pointing at English. Each version lists all
 * of them; noindex pages list none.
 */
function alternateTags(meta: PageMeta, site: SiteConfig, basePath: string): HeadTag[] {
  const languages = meta.languages ?? SITE_LOCALES;
  if (meta.noindex || languages.length < 2) return [];
  const href = (l: Locale) => `${site.siteUrl}${localisedPath(l, basePath)}`;
  return [
    ...languages.map((l) => ({ tag: "link" as const, key: `alternate:${l}`, attrs: { rel: "alternate", hreflang: l, href: href(l) } })),
    ...(languages.includes(DEFAULT_LOCALE)
      ? [{ tag: "link" as const, key: "alternate:x-default", attrs: { rel: "alternate", hreflang: "x-default", href: href(DEFAULT_LOCALE) } }]
      : []),
  ];
}

/** The link preview's picture: the page's own (its size unknown here, so not given), or the site's. */
function imageTags(meta: PageMeta, site: SiteConfig, t: Translate): HeadTag[] {
  if (meta.image) {
    return [
      { tag: "meta", key: "og:image", attrs: { property: "og:image", content: `${site.siteUrl}${meta.image}` } },
      { tag: "meta", key: "og:image:alt", attrs: { property: "og:image:alt", content: meta.title } },
    ];
  }
  return [
    { tag: "meta", key: "og:image", attrs: { property: "og:image", content: `${site.siteUrl}${OG_IMAGE.path}` } },
    { tag: "meta", key: "og:image:width", attrs: { property: "og:image:width", content: String(OG_IMAGE.width) } },
    { tag: "meta", key: "og:image:height", attrs: { property: "og:image:height", content: String(OG_IMAGE.height) } },
    { tag: "meta", key: "og:image:alt", attrs: { property: "og:image:alt", content: t("meta.ogImageAlt") } },
  ];
}

/** The managed head tags; the same list is rendered on the server and updated on the client. */
export function headTags(meta: PageMeta, site: SiteConfig, pathname: string, locale: Locale, t: Translate): HeadTag[] {
  const basePath = meta.path ?? unlocalisedPath(pathname);
  const url = `${site.siteUrl}${localisedPath(locale, basePath)}`;
  const title = documentTitle(meta, site);
  const tags: HeadTag[] = [
    { tag: "meta", key: "description", attrs: { name: "description", content: meta.description } },
    { tag: "link", key: "canonical", attrs: { rel: "canonical", href: url } },
    { tag: "meta", key: "og:title", attrs: { property: "og:title", content: title } },
    { tag: "meta", key: "og:description", attrs: { property: "og:description", content: meta.description } },
    { tag: "meta", key: "og:url", attrs: { property: "og:url", content: url } },
    { tag: "meta", key: "og:type", attrs: { property: "og:type", content: meta.type ?? "website" } },
    { tag: "meta", key: "og:site_name", attrs: { property: "og:site_name", content: site.brand } },
    ...imageTags(meta, site, t),
    { tag: "meta", key: "og:locale", attrs: { property: "og:locale", content: ogLocale(locale) } },
    { tag: "meta", key: "twitter:card", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", key: "robots", attrs: { name: "robots", content: meta.noindex ? "noindex" : "index, follow" } },
    ...alternateTags(meta, site, basePath),
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

export function renderHeadHtml(meta: PageMeta, site: SiteConfig, pathname: string, locale: Locale, t: Translate): string {
  const tags = [...staticHeadTags(site), ...headTags(meta, site, pathname, locale, t)];
  const html = tags.map(
    (t) =>
      `<${t.tag} data-head="${t.key}" ${Object.entries(t.attrs)
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(" ")}>`,
  );
  return [`<title>${escapeText(documentTitle(meta, site))}</title>`, ...html].join("\n    ");
}

/** Client side: bring the managed tags in line with the page after a navigation. */
export function applyHead(meta: PageMeta, site: SiteConfig, pathname: string, locale: Locale, t: Translate): void {
  document.title = documentTitle(meta, site);
  const tags = headTags(meta, site, pathname, locale, t);
  const keys = new Set(tags.map((tag) => tag.key));
  // Alternates the new page does not have (a blog post exists in one language) leave the head.
  for (const el of document.head.querySelectorAll<HTMLElement>('[data-head^="alternate:"]')) {
    if (!keys.has(el.dataset.head!)) el.remove();
  }
  for (const tag of tags) {
    let el = document.head.querySelector<HTMLElement>(`[data-head="${tag.key}"]`);
    if (!el) {
      el = document.createElement(tag.tag);
      el.dataset.head = tag.key;
      document.head.appendChild(el);
    }
    for (const [k, v] of Object.entries(tag.attrs)) el.setAttribute(k, v);
  }
}
