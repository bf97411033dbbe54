// The OpenAPI document: every route the server registers appears in it with its request and answers, and it has the
// structure of an OpenAPI 3 document. A route added without a schema fails here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import type { OpenAPIV3_1 } from "openapi-types";
import { createTestApp, testDatabases, type TestApp } from "./test-support/test-app.ts";
import { CHAT_API } from "../shared/schemas/chat.ts";
import { API_DOCS_PATH, OPENAPI_PATH } from "./plugins/openapi.ts";

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;

/** Routes that are not part of the API: the document and its viewer. */
const isDocumentation = (url: string) => url === OPENAPI_PATH || url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_][\w]*)/g, "{$1}");

describe.each(testDatabases)("OpenAPI document on %s", (kind) => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  const routes: { method: string; url: string; websocket: boolean }[] = [];

  beforeAll(async () => {
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        // HEAD is answered by Fastify for every GET, the same route without a body.
        if (method === "HEAD" && route.exposeHeadRoute !== true && (route as { isHeadRoute?: boolean }).isHeadRoute !== false) continue;
        if (isDocumentation(route.url)) continue;
        // A folder of files served by @fastify/static (uploaded pictures) is a file tree, not an operation; it hides itself.
        if (route.url.endsWith("/*") && route.schema?.hide === true) continue;
        const socket = route as { websocket?: boolean; wsHandler?: unknown };
        routes.push({ method, url: route.url, websocket: Boolean(socket.websocket || socket.wsHandler) });
      }
    };
    t = await createTestApp(kind, {}, { onRoute });
    const res = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenAPIV3_1.Document>();
  });
  afterAll(async () => t?.close());

  const operation = (method: string, url: string) =>
    doc.paths?.[openapiPath(url)]?.[method.toLowerCase() as (typeof METHODS)[number]] as OpenAPIV3_1.OperationObject | undefined;

  it("sees the server's routes, the chat socket among them", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: "GET", url: CHAT_API.socket, websocket: true });
  });

  it("lists every registered route with its method", () => {
    const missing = routes.filter((r) => !operation(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it("is structurally an OpenAPI 3 document: version, info, and answers for every operation", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      expect(path.startsWith("/"), path).toBe(true);
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, answer] of Object.entries(op.responses ?? {})) {
          expect(status, `${method} ${path}`).toMatch(/^([1-5]\d\d|default)$/);
          expect((answer as OpenAPIV3_1.ResponseObject).description, `${method} ${path} ${status}`).toBeTruthy();
        }
        // Every {name} in the path is a declared path parameter.
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
          expect(params.some((p) => p.in === "path" && p.name === name), `${method} ${path}: parameter ${name}`).toBe(true);
        }
      }
    }
  });

  it("describes every operation: a summary, a group, and the answers it gives (not Fastify's placeholder)", () => {
    const undescribed = routes
      .filter((r) => {
        const op = operation(r.method, r.url);
        if (!op) return false;
        const answers = Object.entries(op.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
        const described = answers.length > 0 && answers.every(([, a]) => a.description !== "Default Response");
        return !op.summary || !op.tags?.length || !described;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(undescribed).toEqual([]);
  });

  it("refers to schemas that exist", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of new Set(refs)) expect(doc.components?.schemas?.[ref], ref).toBeDefined();
  });

  it("serves the browsable documentation from this server, showing this server's document", async () => {
    const page = await t.app.inject({ method: "GET", url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const sources: string[] = [];
    for (const src of scripts) {
      expect(src.startsWith("http"), src).toBe(false);
      const file = await t.app.inject({ method: "GET", url: new URL(src, `http://localhost${API_DOCS_PATH}`).pathname });
      expect(file.statusCode, src).toBe(200);
      sources.push(file.body);
    }

    // The page's own script (Swagger UI's initializer) names the one document the viewer loads: `url`, relative to the
    // page's address with a slash added (its resolveUrl), and no `urls` list, which Swagger UI would show instead.
    const initializer = sources.find((body) => body.includes("SwaggerUIBundle(") && /\burl:/.test(body));
    expect(initializer, "no script starts Swagger UI with a url").toBeDefined();
    expect(initializer).not.toMatch(/\burls\b/);
    const named = [...initializer!.matchAll(/\burl:\s*(?:resolveUrl\()?["']([^"']+)["']/g)].map((m) => m[1]!);
    expect(named).toHaveLength(1);
    const shownUrl = new URL(named[0]!, `http://localhost${API_DOCS_PATH}/`);
    expect(shownUrl.host).toBe("localhost");
    const shown = await t.app.inject({ method: "GET", url: shownUrl.pathname });
    expect(shown.statusCode, shownUrl.pathname).toBe(200);
    const shownDoc = shown.json<OpenAPIV3_1.Document>();
    // It is this server's document (the one at OPENAPI_PATH), with every route the server has.
    expect(shownDoc).toEqual(doc);
    const missing = routes.filter((r) => !shownDoc.paths?.[openapiPath(r.url)]?.[r.method.toLowerCase() as (typeof METHODS)[number]]);
    expect(missing).toEqual([]);
    expect(Object.keys(shownDoc.paths ?? {})).toContain(CHAT_API.socket);
  });
});

/**
 * A stand-in for the web build: the page shell, an empty manifest and a server entry that renders one known page and the
 * not-found page for every other path, so the page routes are registered and answer without building the site.
 */
function stubWebBuild(): { distDir: string; remove: () => void } {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-stub-web-"));
  fs.mkdirSync(path.join(distDir, "client", ".vite"), { recursive: true });
  fs.mkdirSync(path.join(distDir, "server"), { recursive: true });
  fs.writeFileSync(path.join(distDir, "client", "index.html"), '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>');
  fs.writeFileSync(path.join(distDir, "client", ".vite", "manifest.json"), "{}");
  fs.writeFileSync(
    path.join(distDir, "server", "entry-server.js"),
    'export const render = async ({ url }) => ({ kind: "page", status: url === "/" ? 200 : 404, lang: "en", head: "", html: url === "/" ? "<p>Home</p>" : "<p>Not found</p>", data: "", modules: [] });\n',
  );
  return { distDir, remove: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}

describe.each(testDatabases)("OpenAPI document of the pages on %s", (kind) => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  const build = stubWebBuild();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { web: true, distDir: build.distDir });
    doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json<OpenAPIV3_1.Document>();
  });
  afterAll(async () => {
    await t?.close();
    build.remove();
  });

  const answers = (method: "get" | "post") => Object.keys((doc.paths?.["/{*}"]?.[method] as OpenAPIV3_1.OperationObject | undefined)?.responses ?? {});

  it("documents the page catch-all's not-found page and a form post of the wrong type, as the server answers them (security review)", async () => {
    expect(answers("get")).toEqual(expect.arrayContaining(["200", "404"]));
    expect(answers("post")).toEqual(expect.arrayContaining(["303", "400", "404", "415"]));

    const page = await t.app.inject({ method: "GET", url: "/0" });
    expect([page.statusCode, page.headers["content-type"]]).toEqual([404, "text/html; charset=utf-8"]);
    const apiPath = await t.app.inject({ method: "GET", url: "/api/v1/nothing-here" });
    expect([apiPath.statusCode, apiPath.json<{ error: { code: string } }>().error.code]).toEqual([404, "not_found"]);
    const json = await t.app.inject({ method: "POST", url: "/0", payload: { name: "Asha" } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: { code: "unsupported_media_type", message: "Send this page's form as application/x-www-form-urlencoded." } });
  });

  it("gives the page routes a summary and a group, like every operation", () => {
    for (const method of ["get", "post"] as const) {
      const op = doc.paths?.["/{*}"]?.[method] as OpenAPIV3_1.OperationObject;
      expect(op.summary, method).toBeTruthy();
      expect(op.tags, method).toEqual(["Pages (HTML)"]);
    }
  });
});
