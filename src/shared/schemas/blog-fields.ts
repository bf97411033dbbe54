// The blog post's fixed choices, limits, slug rule and API paths, free of zod so public pages can use them cheaply.
import { DEFAULT_LOCALE, SITE_LOCALES, localisedPath, type Locale } from "../locales.ts";

export const blogCategories = ["Soil Science", "Organic Farming", "Technology", "Success Stories"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/**
 * The languages a post is written in: the site's languages, one per post, each shown on its language's blog (/blog,
 * /hi/blog, /mr/blog). A language added to the site gets its blog and feed with it.
 */
export const blogLanguages = SITE_LOCALES as readonly [Locale, ...Locale[]];
export type BlogLanguage = Locale;
export const DEFAULT_BLOG_LANGUAGE: BlogLanguage = DEFAULT_LOCALE;

/** The posts a page in a language lists: its own language's (English on a test-only language's page). */
export function blogLanguageOf(locale: Locale): BlogLanguage {
  return blogLanguages.includes(locale) ? locale : DEFAULT_BLOG_LANGUAGE;
}

/** A language's RSS feed: /blog/rss.xml (English, the address it always had) and /hi/blog/rss.xml. */
export const blogFeedPath = (language: BlogLanguage) => localisedPath(language, "/blog/rss.xml");

/** A post's address on its own language's blog: /blog/slug or /hi/blog/slug. */
export const blogPostPath = (post: { slug: string; language: BlogLanguage }) => localisedPath(post.language, `/blog/${post.slug}`);

/** A scheduled post has a publish time (publish_at) and goes live at it by the server's publishing timer. */
export const blogStatuses = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const BLOG_LIMITS = {
  titleMax: 160,
  slugMax: 100,
  excerptMax: 300,
  authorMax: 100,
  /** Characters of HTML; a long article with tables is a fraction of this. */
  contentMax: 100_000,
  tagsMax: 8,
  tagMax: 30,
  imageUrlMax: 500,
  searchMax: 100,
  /** Search engines show about 60 characters of a title and 155 of a description; a little more is allowed. */
  metaTitleMax: 90,
  metaDescriptionMax: 200,
} as const;

/** Posts a page of the public list shows (a 3 × 3 grid), and rows a page of the admin table shows. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_ADMIN_PAGE_SIZE = 25;

export const BLOG_API = {
  posts: "/api/v1/blog/posts",
  adminPosts: "/api/v1/admin/blog/posts",
  adminPreview: "/api/v1/admin/blog/preview",
  adminUploads: "/api/v1/admin/uploads",
} as const;

/** A post's revisions, and the restore of one (a new save with its fields). */
export const revisionsUrl = (postId: string) => `${BLOG_API.adminPosts}/${encodeURIComponent(postId)}/revisions`;
export const restoreUrl = (postId: string, revisionId: string) => `${revisionsUrl(postId)}/${encodeURIComponent(revisionId)}/restore`;
/** One revision with the fields it kept, for comparing it with the post (issue 30). */
export const revisionUrl = (postId: string, revisionId: string) => `${revisionsUrl(postId)}/${encodeURIComponent(revisionId)}`;
/** The post as its public page shows it, saved draft or not, for signed-in editors only (issue 30): HTML. */
export const previewPageUrl = (postId: string) => `${BLOG_API.adminPosts}/${encodeURIComponent(postId)}/preview-page`;
/** The admin screen that shows that preview. */
export const previewScreenPath = (postId: string) => `/admin/blog/preview/${encodeURIComponent(postId)}`;

/** Lower-case letters and digits in words joined by single hyphens: "testing-soil-in-kharif-2026". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where a post's pictures (its image_url and <img> in its body) may come from: a path on this site, "/blog/x.svg",
 * never "//host" or "/\host" (which browsers read as another site), and no spaces or backslashes. The CSP's img-src
 * 'self' allows exactly these, so a picture the editor accepts always shows.
 */
export const SITE_IMAGE_PATH = /^\/(?![/\\])[^\s\\]*$/;
export const SITE_IMAGE_PATH_MESSAGE = "Image URL must be a path on this site, such as /blog/soil-sampling.svg.";

/** What a post's address is made of when its title has no Latin letters or digits (a Hindi title, say). */
export const FALLBACK_SLUG = "post";

/**
 * The address part made from a title: accents dropped, apostrophes removed, everything else that is not a letter or
 * digit becomes one hyphen. Cut at a word boundary so that a "-2" suffix still fits within the limit.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const room = BLOG_LIMITS.slugMax - 4;
  if (slug.length <= room) return slug || FALLBACK_SLUG;
  const cut = slug.slice(0, room);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > room / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** Illustrations drawn for the blog and served from /blog/; an editor can pick one as a post's picture. */
export const blogIllustrations = [
  { url: "/blog/soil-sampling.svg", label: "Taking a soil sample in a field" },
  { url: "/blog/organic-carbon.svg", label: "Dark soil with roots, compost and earthworms" },
  { url: "/blog/micronutrients.svg", label: "Leaves showing zinc, iron and boron shortage" },
  { url: "/blog/ragi-harvest.svg", label: "A farmer with a ragi harvest" },
] as const;

/**
 * Uploaded pictures: each is re-encoded to the widths below (never wider than the original) in AVIF, WebP and JPEG and
 * served from /uploads/<id>/<width>.<format>. A post refers to one by its widest JPEG; every other file's address, and
 * so a srcset, follows from that one address, without asking the server which widths exist.
 */
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;
const UPLOAD_MAX_WIDTH = Math.max(...UPLOAD_WIDTHS);
export const UPLOAD_FORMATS = ["avif", "webp", "jpg"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOADS_PATH = "/uploads/";

/** The widths written for a picture `width` pixels wide: the standard ones below it and at most 1,600, no upscaling. */
export function uploadWidths(width: number): number[] {
  const widest = Math.min(width, UPLOAD_MAX_WIDTH);
  return [...UPLOAD_WIDTHS.filter((w) => w < widest), widest];
}

/** The widest JPEG of an upload, the address a post keeps: /uploads/<32 hex>/<width>.jpg. */
const UPLOAD_SRC = /^\/uploads\/([0-9a-f]{32})\/(\d{1,4})\.jpg$/;

export const uploadFile = (id: string, width: number, format: UploadFormat) => `${UPLOADS_PATH}${id}/${width}.${format}`;

/** The srcset of an upload in one format, from its widest JPEG's address; null for any other address. */
export function uploadSrcset(src: string, format: UploadFormat): string | null {
  const m = UPLOAD_SRC.exec(src);
  if (!m) return null;
  return uploadWidths(Number(m[2]))
    .map((w) => `${uploadFile(m[1]!, w, format)} ${w}w`)
    .join(", ");
}

/** What search engines and link previews see of a post: its SEO fields, or the post's own title, excerpt and picture. */
export function postSeo(post: {
  title: string;
  excerpt: string;
  image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  social_image_url: string | null;
}) {
  return {
    title: post.meta_title || post.title,
    description: post.meta_description || post.excerpt,
    image: post.social_image_url || post.image_url,
  };
}
