// The one gate for a blog post's HTML: only a safe subset is ever stored, so pages can render the stored body as it is.
import sanitizeHtml from "sanitize-html";
import { SITE_IMAGE_PATH } from "../../shared/schemas/blog-fields.ts";

const ALLOWED_TAGS = [
  "p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "blockquote", "img", "code", "pre", "br", "hr",
  "table", "caption", "thead", "tbody", "tr", "th", "td",
];

const SIZE = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: [{ name: "scope", values: ["col", "row"] }, "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  // Links may go to web pages and e-mail; pictures only to paths on this site (checked in transformTags.img), which is
  // all the CSP's img-src allows for them.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Script, style and the like go with everything inside them; other unknown tags leave their text.
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's title is its only h1; pasted text keeps its emphasis under the tags we allow.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    // Text pasted from other editors often comes in <div>s: keep its paragraphs apart.
    div: "p",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...(attribs.title ? { title: attribs.title } : {}), rel: "noopener" },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.src && SITE_IMAGE_PATH.test(attribs.src) ? { src: attribs.src } : {}),
        alt: attribs.alt ?? "",
        ...(SIZE.test(attribs.width ?? "") ? { width: attribs.width! } : {}),
        ...(SIZE.test(attribs.height ?? "") ? { height: attribs.height! } : {}),
        loading: "lazy",
      },
    }),
  },
  // A picture whose address was refused is dropped; a link whose address was refused keeps its text only.
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") return !frame.attribs.src;
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    return false;
  },
  nestingLimit: 30,
};

export function sanitizeBlogHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS).trim();
}

/** True when sanitised HTML still shows something: text, or a picture. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;/g, " ").trim() !== "";
}
