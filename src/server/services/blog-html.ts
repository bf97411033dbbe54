// The one gate for a blog post's HTML: only a safe subset is ever stored, so pages can render the stored body as it is.
// The gate also writes the responsive markup of uploaded pictures itself (a <picture> with AVIF and WebP sources and
// srcset), from the picture's address alone: what arrives with it is dropped, so nothing else can use those attributes.
import sanitizeHtml from "sanitize-html";
import { SITE_IMAGE_PATH, uploadSrcset } from "../../shared/schemas/blog-fields.ts";

const ALLOWED_TAGS = [
  "p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "blockquote", "img", "code", "pre", "br", "hr",
  "table", "caption", "thead", "tbody", "tr", "th", "td",
];

const SIZE = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    p: ["class"],
    img: ["src", "alt", "width", "height", "loading"],
    th: [{ name: "scope", values: ["col", "row"] }, "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  // Links may go to web pages and e-mail; pictures only to paths on this site (checked in transformTags.img), which is
  // all the CSP's img-src allows for them.
  // A card linking to a page of this site (the editor's "Link card"): a paragraph with this one class.
  allowedClasses: { p: ["link-card"] },
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

/** How wide an uploaded picture in a post is shown: the article's column (48rem), or the whole screen below that. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

/**
 * Every uploaded picture (its widest JPEG, /uploads/<id>/<width>.jpg) as a <picture>: AVIF, then WebP, then the JPEGs.
 * The sanitiser's output is regular (attributes in its order, double-quoted and escaped), so a pattern finds them.
 */
const UPLOADED_IMG = /<img src="(\/uploads\/[0-9a-f]{32}\/\d{1,4}\.jpg)"([^>]*?)\s*\/?>/g;

function responsivePictures(html: string): string {
  return html.replace(UPLOADED_IMG, (whole, src: string, rest: string) => {
    const [avif, webp, jpg] = (["avif", "webp", "jpg"] as const).map((f) => uploadSrcset(src, f));
    if (!avif || !webp || !jpg) return whole;
    const sizes = `sizes="${BODY_IMAGE_SIZES}"`;
    return (
      `<picture><source type="image/avif" srcset="${avif}" ${sizes} /><source type="image/webp" srcset="${webp}" ${sizes} />` +
      `<img src="${src}"${rest} srcset="${jpg}" ${sizes} /></picture>`
    );
  });
}

export function sanitizeBlogHtml(dirty: string): string {
  return responsivePictures(sanitizeHtml(dirty, OPTIONS).trim());
}

/** True when sanitised HTML still shows something: text, or a picture. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;/g, " ").trim() !== "";
}
