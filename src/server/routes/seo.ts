// robots.txt and sitemap.xml for search engines, built from the one table of public routes and the published posts;
// the blog's RSS feeds, one per language. The sitemap and the feeds show the blog, so they are kept like pages (the
// page cache): built once per blog version, compressed once, with ETag and 304, and built again after a post changes.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { publicRoutes } from "../../shared/public-routes.ts";
import { DEFAULT_LOCALE, localeInfo, localisedPath, SITE_LOCALES } from "../../shared/locales.ts";
import { blogFeedPath, blogLanguages, blogPostPath, type BlogLanguage } from "../../shared/schemas/blog-fields.ts";
import { categoryNames } from "../../client/features/blog/category-names.ts";
import { serverText } from "../i18n.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { recentPublishedPosts } from "../services/blog.ts";
import { seoRouteDocs } from "../openapi/seo-routes.ts";
import { sendPageEntry } from "../services/page-cache.ts";

/** Posts in each RSS feed, newest first. */
export const FEED_SIZE = 20;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

const XML = "application/xml; charset=utf-8";
const RSS = "application/rss+xml; charset=utf-8";

const seo: FastifyPluginAsync<{ site: SiteConfig }> = async (app, { site }) => {
  const abs = (path: string) => escapeXml(`${site.siteUrl}${path}`);

  /**
   * A document built from the published posts: from the page cache while no post changed (the web plugin sets it up in
   * production), else built for this request, as in development and in API tests without the web build.
   */
  async function sendKept(req: FastifyRequest, reply: FastifyReply, contentType: string, build: () => Promise<string>) {
    const cache = app.pageCache;
    if (!cache) return reply.type(contentType).header("cache-control", "no-cache").send(await build());
    const found = await cache.page(req.url.split("?")[0]!, async () => ({ kind: "page", status: 200, html: await build(), shows: new Set(["blog"] as const), contentType }));
    // Only a render that failed to be kept comes back uncached; the document is the same, sent for this request alone.
    if ("kind" in found) {
      const rendered = found.rendered;
      return reply.header("x-page-cache", "miss").type(contentType).header("cache-control", "no-cache").send(rendered.kind === "page" ? rendered.html : "");
    }
    return sendPageEntry(req, reply, found);
  }

  app.get("/robots.txt", { schema: seoRouteDocs.robots }, async (_req, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
  });

  // Every page in every language, each naming all its versions and x-default (English), as Google reads hreflang from
  // sitemaps; a post is written in one language and is listed once, at its own language's address.
  async function sitemap(): Promise<string> {
    const alternates = (path: string) =>
      [
        ...SITE_LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${abs(localisedPath(l, path))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(localisedPath(DEFAULT_LOCALE, path))}"/>`,
      ].join("\n");
    const pages = publicRoutes.flatMap((r) =>
      SITE_LOCALES.map((l) => `  <url>\n    <loc>${abs(localisedPath(l, r.path))}</loc>\n${alternates(r.path)}\n  </url>`),
    );
    const posts = (await recentPublishedPosts(app.db)).map(
      (p) => `  <url>\n    <loc>${abs(blogPostPath(p))}</loc>\n    <lastmod>${p.updated_at.slice(0, 10)}</lastmod>\n  </url>`,
    );
    const body = [...pages, ...posts].join("\n");
    return [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
      body,
      "</urlset>",
      "",
    ].join("\n");
  }

  app.get("/sitemap.xml", { schema: seoRouteDocs.sitemap }, (req, reply) => sendKept(req, reply, XML, sitemap));

  async function feed(language: BlogLanguage): Promise<string> {
    const items = (await recentPublishedPosts(app.db, { limit: FEED_SIZE, language })).map((p) => {
      const link = abs(blogPostPath(p));
      return [
        "    <item>",
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeXml(p.excerpt)}</description>`,
        `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
        `      <category>${escapeXml(serverText(language, categoryNames[p.category]))}</category>`,
        `      <pubDate>${new Date(p.published_at ?? p.created_at).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    });
    return [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
      "  <channel>",
      `    <title>${escapeXml(`${site.brand} ${serverText(language, "route.blog.link")}`)}</title>`,
      `    <link>${abs(localisedPath(language, "/blog"))}</link>`,
      `    <description>${escapeXml(serverText(language, "route.blog.description"))}</description>`,
      // RSS wants an RFC 1766 code: the language as written in India (en-in, hi-in).
      `    <language>${localeInfo(language).intl.slice(0, 2)}-in</language>`,
      `    <atom:link href="${abs(blogFeedPath(language))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      "  </channel>",
      "</rss>",
      "",
    ].join("\n");
  }

  for (const language of blogLanguages) {
    app.get(blogFeedPath(language), { schema: seoRouteDocs.feed(language) }, (req, reply) => sendKept(req, reply, RSS, () => feed(language)));
  }

  app.get("/manifest.webmanifest", { schema: seoRouteDocs.manifest }, async (_req, reply) => {
    reply.type("application/manifest+json").header("cache-control", "public, max-age=3600");
    return {
      name: site.brand,
      short_name: site.brand,
      description: site.tagline,
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: site.themeColor,
      icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    };
  });
};
export default seo;
