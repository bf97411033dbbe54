// Serves the React app: hashed static assets with long-lived caching, and server-rendered HTML for every page. In
// production a public page is rendered once per content version and kept, compressed, in memory (services/page-cache.ts).
// In development the same rendering goes through Vite's dev server, with hot reload, and nothing is kept.
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
import { readVersions, type ContentName } from "../services/content-version.ts";
import { contentOfApiPath, freshReads, PageCache, pageKey, sendPageEntry, type Rendered } from "../services/page-cache.ts";
import { pagePreloader } from "../preload.ts";
import { withFirstTapScript } from "../first-tap.ts";
import { pageRouteDocs } from "../openapi/pages.ts";

export interface WebOptions {
  dev: boolean;
  site: SiteConfig;
  /** Folder holding client/ and server/ of a production build. */
  distDir: string;
  /** Serve the test-only pseudo-language; off, its paths are not found. */
  pseudoLocale?: boolean;
  /** Bytes of rendered pages kept in memory (every encoding counted); PAGE_CACHE_BYTES when not given. */
  pageCacheBytes?: number;
}

/** 32 MiB: about 1,500 pages at 10 kB of brotli and 12 kB of gzip each, far more than the site has without queries. */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    /** The kept public pages; null in development. */
    pageCache: PageCache | null;
    /**
     * A page rendered for one signed-in request and never kept (a blog post's preview, issue 30): the loaders' API
     * GETs of a path in `answers` get that body, others the API; noindex whatever the route says. Null for a redirect.
     */
    renderPrivatePage?: (url: string, answers: Record<string, unknown>) => Promise<string | null>;
  }
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

    /** The page at `url` rendered and filled into the shell, with the content its loaders read. */
    async function renderHtml(url: string, post?: PagePost): Promise<Rendered> {
      const { template, render } = await load(url);
      const shows = new Set<ContentName>();
      let unversioned = false;
      const recordingGet: ApiGet = (path) => {
        const name = contentOfApiPath(path);
        if (name) shows.add(name);
        else unversioned = true;
        return apiGet(path);
      };
      const result = await render({ url, site: opts.site, apiGet: recordingGet, post });
      if (result.kind === "redirect") return result;
      // A page with the chat button carries the inline script that keeps a tap on it before the page's scripts come.
      const html = withFirstTapScript(fillTemplate(template, { ...result, head: `${result.head}\n${preload(result.modules)}` }));
      return { kind: "page", status: result.status, html, shows: unversioned ? null : shows };
    }

    app.decorate("renderPrivatePage", async (url: string, answers: Record<string, unknown>) => {
      const { template, render } = await load(url);
      const get: ApiGet = async (path) => (Object.hasOwn(answers, path) ? { status: 200, body: answers[path] } : apiGet(path));
      const result = await render({ url, site: opts.site, apiGet: get, noindex: true });
      if (result.kind === "redirect") return null;
      return withFirstTapScript(fillTemplate(template, { ...result, head: `${result.head}\n${preload(result.modules)}` }));
    });

    /** A page rendered for this request alone: nothing kept here, and browsers and proxies must ask again each time. */
    function sendRendered(reply: FastifyReply, result: Rendered, cacheState: "miss" | "bypass") {
      reply.header("x-page-cache", cacheState);
      if (result.kind === "redirect") return reply.redirect(result.location, result.status);
      return reply.code(result.status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(result.html);
    }

    const pageCache = opts.dev
      ? null
      : new PageCache({
          maxBytes: opts.pageCacheBytes ?? PAGE_CACHE_BYTES,
          readVersions: freshReads(() => readVersions(app.db)),
          onVersionError: (err) => app.log.warn({ err }, "content versions could not be read; page rendered without keeping it"),
        });
    app.decorate("pageCache", pageCache);

    /** The page a test-only language gets unless switched on: the site's 404 page. */
    function hiddenPage(url: URL): string | null {
      return !opts.pseudoLocale && localeInfo(localeOfPath(url.pathname)).hidden ? `/not-found${url.pathname}` : null;
    }

    async function renderPage(req: FastifyRequest, reply: FastifyReply, post?: PagePost) {
      const url = new URL(req.url, opts.site.siteUrl);
      return sendRendered(reply, await renderHtml(hiddenPage(url) ?? url.pathname + url.search, post), "bypass");
    }

    /**
     * A GET of a page: from the kept pages when it is current, else rendered under its key (its path and the parameters
     * it reads, so any other parameter changes nothing) and kept.
     */
    async function servePage(req: FastifyRequest, reply: FastifyReply) {
      const url = new URL(req.url, opts.site.siteUrl);
      const key = hiddenPage(url) ? null : pageKey(url);
      if (!pageCache || key === null) return renderPage(req, reply);
      const found = await pageCache.page(key, (pageUrl) => renderHtml(pageUrl));
      if ("kind" in found) return sendRendered(reply, found.rendered, "miss");
      return sendPageEntry(req, reply, found);
    }

    function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
      return reply.code(404).send(apiNotFoundBody(req.method, req.url));
    }

    // Pages are a real wildcard route rather than the not-found handler, so that route hooks
    // (compression above all) apply to the HTML too; files and API routes are more specific and win.
    app.get("/*", { schema: pageRouteDocs.page }, async (req, reply) => (req.url.startsWith("/api/") ? apiNotFound(req, reply) : servePage(req, reply)));

    // A lead form posted without JavaScript (or before it loaded) goes to its own page, whose route action stores it
    // through the API in process as the visitor's own address (so the per-address rate limit counts the visitor) and
    // answers with a page. The form body is read as text only here: API routes keep taking JSON alone.
    await app.register(async (forms) => {
      forms.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_req, body, done) => done(null, body));
      forms.post("/*", { schema: pageRouteDocs.form }, async (req, reply) => {
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
  { name: "web", dependencies: ["security", "db"] },
);
