// robots.txt and sitemap.xml for search engines, built from the one table of public routes and the published posts;
// the blog's RSS feed.
import type { FastifyPluginAsync } from "fastify";
import { publicRoutes } from "../../shared/public-routes.ts";
import { routeText } from "../route-text.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { recentPublishedPosts } from "../services/blog.ts";

/** Posts in the RSS feed, newest first. */
export const FEED_SIZE = 20;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

const seo: FastifyPluginAsync<{ site: SiteConfig }> = async (app, { site }) => {
  app.get("/robots.txt", async (_req, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
  });

  app.get("/sitemap.xml", async (_req, reply) => {
    const pages = publicRoutes.map((r) => `  <url><loc>${escapeXml(`${site.siteUrl}${r.path}`)}</loc></url>`);
    const posts = (await recentPublishedPosts(app.db)).map(
      (p) => `  <url><loc>${escapeXml(`${site.siteUrl}/blog/${p.slug}`)}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod></url>`,
    );
    const body = [...pages, ...posts].join("\n");
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });

  app.get("/blog/rss.xml", async (_req, reply) => {
    const items = (await recentPublishedPosts(app.db, FEED_SIZE)).map((p) => {
      const link = escapeXml(`${site.siteUrl}/blog/${p.slug}`);
      return [
        "    <item>",
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeXml(p.excerpt)}</description>`,
        `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
        `      <category>${escapeXml(p.category)}</category>`,
        `      <pubDate>${new Date(p.published_at ?? p.created_at).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    });
    const feedUrl = escapeXml(`${site.siteUrl}/blog/rss.xml`);
    reply.type("application/rss+xml; charset=utf-8").header("cache-control", "public, max-age=600");
    return [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
      "  <channel>",
      `    <title>${escapeXml(`${site.brand} Blog`)}</title>`,
      `    <link>${escapeXml(`${site.siteUrl}/blog`)}</link>`,
      `    <description>${escapeXml(routeText("/blog", "description"))}</description>`,
      "    <language>en-in</language>",
      `    <atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`,
      ...items,
      "  </channel>",
      "</rss>",
      "",
    ].join("\n");
  });

  app.get("/manifest.webmanifest", async (_req, reply) => {
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
