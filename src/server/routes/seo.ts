// robots.txt and sitemap.xml for search engines, built from the one table of public routes.
import type { FastifyPluginAsync } from "fastify";
import { publicRoutes } from "../../shared/public-routes.ts";
import type { SiteConfig } from "../../shared/site-config.ts";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

const seo: FastifyPluginAsync<{ site: SiteConfig }> = async (app, { site }) => {
  app.get("/robots.txt", async (_req, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
  });

  app.get("/sitemap.xml", async (_req, reply) => {
    const urls = publicRoutes.map((r) => `${site.siteUrl}${r.path === "/" ? "/" : r.path}`);
    const body = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join("\n");
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
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
