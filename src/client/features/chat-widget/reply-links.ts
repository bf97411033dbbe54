// Splits a reply into plain text, the site's own page paths (such as /find-clinic), web addresses (https://…) and
// Indian phone numbers (+91 94150 44413), so each becomes a link; and names each link in words a visitor reads, rather
// than a raw path.
import { publicRoutes, type PublicRouteKey } from "../../../shared/public-routes.ts";

export type ReplyPart =
  | { kind: "text"; text: string }
  | { kind: "link"; path: string }
  | { kind: "url"; href: string }
  /** `text` as written ("+91 94150 44413"), `href` its digits to dial ("tel:+919415044413"). */
  | { kind: "phone"; text: string; href: string };

// A path starts after the start of the text, a space or an opening bracket, and holds lower-case words joined by / or -,
// optionally with a #section. A lone "/" (the home page) counts only after "label: ", as in "More: Home: /".
const PATH = /(^|[\s(])(\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?(?:#[a-z0-9-]+)?)(?=$|[\s).,;:!?|])/g;
// A web address: http(s)://host…, up to a space or a closing bracket or quote; sentence punctuation at its end stays text.
const URL_PATTERN = /(^|[\s(])(https?:\/\/[^\s<>"'()]+?)(?=[.,;:!?]*(?:$|[\s)"']))/g;

// An Indian phone number (Hindi review W-5): +91 and ten digits (a mobile, or a landline with its STD code) in groups
// split by single spaces or hyphens; a mobile's ten digits starting 6-9, whole or as 5 + 5, with an optional 0 in
// front; a toll-free 1800 or 1860 number (1800-180-1551, 1800 116 117). Never a part of a longer number or of a word,
// nor after ₹, a hyphen or a point: not a PIN code (6 digits), a price (₹300-500), a year or a range (45-60).
const PHONE =
  /(?<![\p{L}\p{M}\p{N}₹+\-/.])(?:\+91[ \u00a0-]?[1-9](?:[ \u00a0-]?\d){9}|0?[6-9]\d{4}[ \u00a0-]?\d{5}|18[06]0[ \u00a0-]?\d{3}[ \u00a0-]?\d{3,4})(?![\p{L}\p{M}\p{N}]|[-/.,]\p{N})/gu;

/** The number to dial for a phone PHONE found: its digits, an Indian number with +91 ("tel:+919415044413"). */
function phoneHref(text: string): string | null {
  const digits = text.replace(/\D/g, "");
  if (/^18[06]0/.test(text)) return `tel:${digits}`;
  // Two round figures joined by a hyphen are a range of amounts ("60000-70000"), not a mobile's 5 + 5.
  if (/^0?\d{5}-\d{5}$/.test(text) && text.split("-").some((half) => half.endsWith("00"))) return null;
  return `tel:+91${digits.slice(-10)}`;
}

interface Match {
  start: number;
  part: ReplyPart;
  length: number;
}

export function splitReply(text: string): ReplyPart[] {
  const found: Match[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const [, before = "", href = ""] = match;
    if (!safeUrl(href)) continue;
    found.push({ start: (match.index ?? 0) + before.length, part: { kind: "url", href }, length: href.length });
  }
  for (const match of text.matchAll(PATH)) {
    const [, before = "", path = ""] = match;
    const start = (match.index ?? 0) + before.length;
    if (path === "/" && !text.slice(0, start).endsWith(": ")) continue;
    if (found.some((f) => f.part.kind === "url" && start >= f.start && start < f.start + f.length)) continue;
    found.push({ start, part: { kind: "link", path }, length: path.length });
  }
  for (const match of text.matchAll(PHONE)) {
    const start = match.index ?? 0;
    const [number = ""] = match;
    const href = phoneHref(number);
    if (!href || found.some((f) => start < f.start + f.length && f.start < start + number.length)) continue;
    found.push({ start, part: { kind: "phone", text: number, href }, length: number.length });
  }
  found.sort((a, b) => a.start - b.start);
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const f of found) {
    if (f.start > last) parts.push({ kind: "text", text: text.slice(last, f.start) });
    parts.push(f.part);
    last = f.start + f.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** Only http and https addresses with a host become links (never javascript: or data:). */
function safeUrl(href: string): URL | null {
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** The message id of each public page's link name. */
export const routeLinkIds = new Map<string, `route.${PublicRouteKey}.link`>(publicRoutes.map((r) => [r.path, `route.${r.key}.link`]));
const words = (slug: string) => {
  const text = slug.replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * How a site path reads as a link: the page's name from the public route table ('/find-clinic' → 'Find a Clinic'),
 * a blog post's slug in words ('/blog/soil-ph-basics' → 'Blog: Soil ph basics'), a #section after the page's name; an
 * unknown path stays as it is.
 */
export function pathLabel(path: string, pageName: (path: string) => string | undefined): string {
  const [page = "", section] = path.split("#");
  const known = pageName(page || "/");
  const blogPost = /^\/blog\/([a-z0-9-]+)$/.exec(page);
  const name = known ?? (blogPost ? `${pageName("/blog") ?? "Blog"}: ${words(blogPost[1]!)}` : null);
  if (!name) return path;
  return section ? `${name}: ${words(section)}` : name;
}

/** How a web address reads as a link: its host, without "www." ('https://www.icar.org.in/x' → 'icar.org.in'). */
export function urlLabel(href: string): string {
  return safeUrl(href)?.hostname.replace(/^www\./, "") ?? href;
}

/** A titled link under an assistant reply, checked: a page of this site or a web address. */
export type TitledLink = { kind: "page"; label: string; path: string } | { kind: "web"; label: string; href: string };

// A page of this site: lower-case path words, an optional query and #section; never "//host" (another site).
const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?(?:\?[\w=&%.+-]*)?(?:#[\w-]+)?$/;
const MAX_LINKS = 2;
const LABEL_MAX = 80;

/**
 * The assistant's titled links as the bubble may show them: at most two, each with a label, and a site path or an
 * http(s) address. Anything else is dropped, since the links also come back from the browser's storage, where an
 * older widget left none and anything could have been written.
 */
export function titledLinks(links: unknown): TitledLink[] {
  if (!Array.isArray(links)) return [];
  const out: TitledLink[] = [];
  for (const link of links as unknown[]) {
    if (out.length === MAX_LINKS) break;
    if (!link || typeof link !== "object") continue;
    const { label: rawLabel, path } = link as { label?: unknown; path?: unknown };
    const label = typeof rawLabel === "string" ? rawLabel.replace(/\s+/g, " ").trim().slice(0, LABEL_MAX) : "";
    if (!label || typeof path !== "string") continue;
    if (SITE_PATH.test(path)) out.push({ kind: "page", label, path });
    else if (safeUrl(path)) out.push({ kind: "web", label, href: path });
  }
  return out;
}
