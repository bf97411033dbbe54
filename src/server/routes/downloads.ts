// GET /downloads/<name>.pdf (and /downloads/<language>/<name>.pdf, the guides in the site's other languages): the free
// guides and the partner proposal, generated on first request and kept in memory.
import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { SiteConfig } from "../../shared/site-config.ts";
import { downloadFileName, pdfDownloads } from "../pdf/catalog.ts";
import { renderPdf } from "../pdf/pdf-writer.ts";
import { TAGS, fileResponse, noContent } from "../openapi/common.ts";

interface RenderedPdf {
  body: Buffer;
  etag: string;
}

const downloads: FastifyPluginAsync<{ site: SiteConfig }> = async (app, { site }) => {
  // The content depends only on the site config, so each document is rendered once for the life of the process.
  const cache = new Map<string, Promise<RenderedPdf>>();
  const rendered = (path: string, build: () => Promise<Buffer>): Promise<RenderedPdf> => {
    let entry = cache.get(path);
    if (!entry) {
      entry = build().then((body) => ({ body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` }));
      // A failed render is not cached, so the next request tries again.
      entry.catch(() => cache.delete(path));
      cache.set(path, entry);
    }
    return entry;
  };

  for (const download of pdfDownloads) {
    const fileName = downloadFileName(download, site);
    const schema = {
      summary: `The PDF ${fileName}`,
      description: "Generated on first request and kept; sent as an attachment with an ETag and a day's caching.",
      tags: [TAGS.files],
      response: {
        200: fileResponse("application/pdf", "The PDF file.", z.string().meta({ format: "binary" })),
        304: noContent("Not modified: If-None-Match has the current ETag."),
      },
    };
    app.get(download.path, { schema }, async (req, reply) => {
      const pdf = await rendered(download.path, () => renderPdf(download.content(site), site, download.language));
      reply
        .header("cache-control", "public, max-age=86400")
        .header("etag", pdf.etag)
        .header("content-disposition", `attachment; filename="${fileName}"`);
      if (req.headers["if-none-match"] === pdf.etag) return reply.code(304).send();
      return reply.type("application/pdf").header("content-length", pdf.body.length).send(pdf.body);
    });
  }
};
export default downloads;
