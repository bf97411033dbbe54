// The OpenAPI description of the files for search engines and browsers (routes/seo.ts), one line per route there.
import { z } from "zod";
import { TAGS, fileResponse } from "./common.ts";

const tags = [TAGS.files];

export const seoRouteDocs = {
  robots: { summary: "robots.txt", tags, response: { 200: fileResponse("text/plain", "Crawl rules and the sitemap's address.") } },
  sitemap: {
    summary: "sitemap.xml",
    description: "Every public page in every language with its hreflang alternates, and the published posts.",
    tags,
    response: { 200: fileResponse("application/xml", "The sitemap.") },
  },
  feed: (language: string) => ({
    summary: `The blog's RSS feed (${language})`,
    tags,
    response: { 200: fileResponse("application/rss+xml", "The newest posts written in this language.") },
  }),
  manifest: {
    summary: "The web app manifest",
    tags,
    response: { 200: fileResponse("application/manifest+json", "Name, colours and icon for installing the site.", z.record(z.string(), z.unknown())) },
  },
};
