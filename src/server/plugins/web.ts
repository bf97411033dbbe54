// Serves the React app: hashed static assets with long-lived caching, and server-rendered HTML for every page.
// In development the same rendering goes through Vite's dev server, with hot reload.
import fs from "node:fs/promises";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SiteConfig } from "../../shared/site-config.ts";
import type { PagePost, RenderFn } from "../../client/entry-server.tsx";
import type { ApiGet, ApiPost } from "../../client/app/api-data.ts";
import { apiNotFoundBody } from "../errors.ts";
import { callInProcess } from "../in-process.ts";
import { localeInfo, localeOfPath } from "../../shared/locales.ts";
import { pagePreloader } from "../preload.ts";

export interface WebOptions {
  dev: boolean;
  site: SiteConfig;
  /** Folder holding client/ and server/ of a production build. */
  distDir: string;
  /** Serve the test-only pseudo-language; off, its paths are not found. */
  pseudoLocale?: boolean;
}

const root = path.resolve(import.meta.dirname, "../../..");

/** How a plain HTML form posts. */
const FORM_TYPE = "application/x-www-form-urlencoded";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const SLOTS = { "<!--app-head-->": "head", "<!--app-html-->": "html", "<!--app-data-->": "data" } as const;

/**
 * The page shell with the rendered parts in its three slots, in one pass: the parts go in as they are (a replacement
 * string would read "$&" or "$'" in a post as patterns), and a part that contains a slot marker is not filled again.
 */
export function fillTemplate(template: string, parts: Record<(typeof SLOTS)[keyof typeof SLOTS] | "lang", string>): string {
  return template
    .replace('<html lang="en">', () => `<html lang="${parts.lang}">`)
    .replace(/<!--app-(?:head|html|data)-->/g, (marker) => parts[SLOTS[marker as keyof typeof SLOTS]]);
}

export default fp<WebOptions>(
  async (app, opts) => {
    let load: (url: string) => Promise<{ template: string; render: RenderFn }>;

    if (opts.dev) {
      const { createServer } = await import("vite");
      const middie = (await import("@fastify/middie")).default;
      const vite = await createServer({
        configFile: path.join(root, "vite.config.ts"),
        server: { middlewareMode: true },
        appType: "custom",
      });
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook("onClose", async () => vite.close());
      load = async (url) => {
        const raw = await fs.readFile(path.join(root, "src/client/index.html"), "utf8");
        const template = await vite.transformIndexHtml(url, raw);
        const mod = (await vite.ssrLoadModule("/entry-server.tsx")) as { render: RenderFn };
        return { template, render: mod.render };
      };
    } else {
      const clientDir = path.join(opts.distDir, "client");
      const template = await fs.readFile(path.join(clientDir, "index.html"), "utf8");
      const serverEntry = path.join(opts.distDir, "server", "entry-server.js");
      const { render } = (await import(serverEntry)) as { render: RenderFn };
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: false,
        cacheControl: false,
        // The build writes .br and .gz beside each asset; they are sent as they are.
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        },
      });
      load = async () => ({ template, render });
    }

    const preload = await pagePreloader(opts.dev ? undefined : path.join(opts.distDir, "client"));

    /** The page loaders' view of the public API: the server's own routes, called in process. */
    const apiGet: ApiGet = async (path) => {
      const res = await callInProcess(app, { method: "GET", url: path, headers: { accept: "application/json" } });
      let body: unknown = null;
      try {
        body = res.json();
      } catch {
        body = null;
      }
      return { status: res.statusCode, body };
    };

    /** The public API as the visitor who posted a form reaches it: their address and browser, in process. */
    const apiPostAs =
      (req: FastifyRequest): ApiPost =>
      async (path, body) => {
        const res = await callInProcess(app, {
          method: "POST",
          url: path,
          remoteAddress: req.ip,
          headers: { accept: "application/json", "content-type": "application/json", "user-agent": req.headers["user-agent"] ?? "" },
          payload: JSON.stringify(body),
        });
        return { status: res.statusCode, body: parseJson(res.body) };
      };

    async function renderPage(req: FastifyRequest, reply: FastifyReply, post?: PagePost) {
      const url = new URL(req.url, opts.site.siteUrl);
      const { template, render } = await load(req.url);
      // A test-only language is not a page of the site unless switched on: its paths get the site's 404 page.
      const hidden = !opts.pseudoLocale && localeInfo(localeOfPath(url.pathname)).hidden;
      const page = hidden ? `/not-found${url.pathname}` : url.pathname + url.search;
      const result = await render({ url: page, site: opts.site, apiGet, post });
      if (result.kind === "redirect") return reply.redirect(result.location, result.status);
      const html = fillTemplate(template, { ...result, head: `${result.head}\n${preload(result.modules)}` });
      return reply
        .code(result.status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(html);
    }

    function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
      return reply.code(404).send(apiNotFoundBody(req.method, req.url));
    }

    // Pages are a real wildcard route rather than the not-found handler, so that route hooks
    // (compression above all) apply to the HTML too; files and API routes are more specific and win.
    app.get("/*", async (req, reply) => (req.url.startsWith("/api/") ? apiNotFound(req, reply) : renderPage(req, reply)));

    // A lead form posted without JavaScript (or before it loaded) goes to its own page, whose route action stores it
    // through the API in process as the visitor's own address (so the per-address rate limit counts the visitor) and
    // answers with a page. The form body is read as text only here: API routes keep taking JSON alone.
    await app.register(async (forms) => {
      forms.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_req, body, done) => done(null, body));
      forms.post("/*", async (req, reply) => {
        if (req.url.startsWith("/api/")) return apiNotFound(req, reply);
        if (typeof req.body !== "string") {
          return reply.code(415).send({ error: { code: "unsupported_media_type", message: `Send this page's form as ${FORM_TYPE}.` } });
        }
        return renderPage(req, reply, { body: req.body, contentType: FORM_TYPE, apiPost: apiPostAs(req) });
      });
    });

    app.setNotFoundHandler(async (req, reply) => {
      if (req.url.startsWith("/api/")) return apiNotFound(req, reply);
      return reply.code(405).send({ error: { code: "method_not_allowed", message: "Only GET is allowed here." } });
    });
  },
  { name: "web", dependencies: ["security"] },
);
