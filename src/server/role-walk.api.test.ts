// The role walk (issue 27): every operation in the OpenAPI document the app serves, asked by an admin, an agent, an
// editor and someone signed out. Every signed-in route must declare its roles; each answer must be what this file's
// own table expects (401 signed out, 403 with a sentence naming the role, or let through). A route added later that
// is not in the table is expected to be admin-only, the default to declare.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import type { OpenAPIV3_1 } from "openapi-types";
import { ROLES, type Role } from "../shared/schemas/auth.ts";
import { createTestApp, testDatabases, type TestApp } from "./test-support/test-app.ts";
import { teamOfEveryRole, type SignedInUser } from "./test-support/team-roles.ts";
import { OPENAPI_PATH } from "./plugins/openapi.ts";
import { routeRule } from "./plugins/auth.ts";

type Caller = Role | "signed-out";
const CALLERS: Caller[] = [...ROLES, "signed-out"];

/** Signed in, any role: the user's own account. */
const ANY_ROLE = ["GET /api/v1/auth/user", "PUT /api/v1/auth/user", "PATCH /api/v1/auth/user", "POST /api/v1/auth/logout"];

/** Agents too: the live chat, conversations and leads (view, status, spam, notes), the dashboard, canned replies (no delete). */
const AGENTS_TOO = [
  "GET /api/v1/admin/dashboard",
  "GET /api/v1/admin/leads",
  "GET /api/v1/admin/leads/{id}",
  "PATCH /api/v1/admin/leads/{id}",
  "PUT /api/v1/admin/leads/{id}/spam",
  "DELETE /api/v1/admin/leads/{id}/spam",
  "POST /api/v1/admin/leads/{id}/notes",
  "GET /api/v1/admin/leads/{id}/history",
  "GET /api/v1/admin/conversations",
  "GET /api/v1/admin/conversations/{id}",
  "GET /api/v1/admin/conversations/{id}/photos/{photoId}/{file}",
  "PUT /api/v1/admin/conversations/{id}/labels",
  "GET /api/v1/admin/labels",
  "GET /api/v1/admin/chat-assignment",
  "GET /api/v1/admin/chat-ratings",
  "GET /api/v1/admin/canned-replies",
  "POST /api/v1/admin/canned-replies",
  "PATCH /api/v1/admin/canned-replies/{id}",
];

/** Editors too: the blog and its pictures. */
const EDITORS_TOO = [
  "GET /api/v1/admin/blog/posts",
  "POST /api/v1/admin/blog/posts",
  "GET /api/v1/admin/blog/posts/{id}",
  "PUT /api/v1/admin/blog/posts/{id}",
  "DELETE /api/v1/admin/blog/posts/{id}",
  "GET /api/v1/admin/blog/posts/{id}/revisions",
  "GET /api/v1/admin/blog/posts/{id}/revisions/{revisionId}",
  "GET /api/v1/admin/blog/posts/{id}/preview-page",
  "POST /api/v1/admin/blog/posts/{id}/revisions/{revisionId}/restore",
  "POST /api/v1/admin/blog/preview",
  "POST /api/v1/admin/uploads",
  "GET /api/v1/admin/uploads",
];

/** Editors too, by the rule of another change (issue 28): the assistant's knowledge bank is content, like the blog. */
const KNOWLEDGE = /^[A-Z]+ \/api\/v1\/admin\/knowledge(\/|$)/;

const isProtectedPath = (path: string) => /^\/api\/v1\/(admin|agent)(\/|$)/.test(path);

/** Who this file expects may use an operation: "public", or the roles. */
function expected(key: string, path: string): Role[] | "public" {
  if (ANY_ROLE.includes(key)) return [...ROLES];
  if (AGENTS_TOO.includes(key)) return ["admin", "agent"];
  if (EDITORS_TOO.includes(key) || KNOWLEDGE.test(key)) return ["admin", "editor"];
  if (path.startsWith("/api/v1/agent/")) return ["admin", "agent"];
  if (isProtectedPath(path)) return ["admin"];
  return "public";
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");

describe.each(testDatabases)("the role walk over the OpenAPI document on %s", (kind) => {
  let t: TestApp;
  let team: Record<Role, SignedInUser>;
  const registered = new Map<string, RouteOptions>();
  const operations: { key: string; method: string; path: string }[] = [];

  beforeAll(async () => {
    // The route options are read after start-up: a plugin may set a route's config after the app's own onRoute hooks ran.
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.set(`${method} ${route.url.replace(/:([A-Za-z_]\w*)/g, "{$1}")}`, route);
    };
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000" }, { onRoute });
    team = await teamOfEveryRole(t.app);
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json<OpenAPIV3_1.Document>();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) if (item?.[method]) operations.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path });
    }
  });
  afterAll(async () => t?.close());

  it("finds the whole API in the document, the team and audit endpoints among it", () => {
    expect(operations.length).toBeGreaterThan(90);
    const keys = operations.map((o) => o.key);
    expect(keys).toEqual(expect.arrayContaining(["PATCH /api/v1/admin/users/{id}", "GET /api/v1/admin/audit", "GET /api/v1/admin/leads/export", "POST /api/v1/admin/uploads"]));
  });

  it("has a declared rule for every signed-in route, and the rule this file expects", () => {
    const problems: string[] = [];
    for (const { key, path } of operations) {
      const route = registered.get(key);
      if (!route) {
        problems.push(`${key}: in the document but not registered`);
        continue;
      }
      const rule = routeRule(route.url, route.config);
      if (rule === null) problems.push(`${key}: signed-in without declared roles`);
      else expect([key, rule === "public" ? rule : [...rule].sort()]).toEqual([key, ((e) => (e === "public" ? e : [...e].sort()))(expected(key, path))]);
    }
    expect(problems).toEqual([]);
  });

  it("tells an agent plainly why a lead export is refused", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/admin/leads/export", headers: team.agent.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: "role_forbidden", message: "Your role (agent) cannot export leads." });
  });
  it("answers every operation for every role as the table says: 401 signed out, 403 naming the role, or through", async () => {
    const headersOf = (caller: Caller) => (caller === "signed-out" ? {} : team[caller].headers);
    // Sign-out ends the caller's session, so it is asked last.
    const ordered = [...operations].sort((a, b) => Number(a.key === "POST /api/v1/auth/logout") - Number(b.key === "POST /api/v1/auth/logout"));
    const wrong: string[] = [];
    let checks = 0;
    let refusedRole = 0;
    for (const { key, method, path } of ordered) {
      const rule = expected(key, path);
      for (const caller of CALLERS) {
        const res = await t.app.inject({
          method: method as "GET",
          url: concrete(path),
          headers: headersOf(caller),
          ...(["POST", "PUT", "PATCH"].includes(method) ? { payload: {} } : {}),
        });
        checks += 1;
        const code = String(res.headers["content-type"] ?? "").includes("json") ? (res.json<{ error?: { code?: string; message?: string } }>().error ?? {}) : {};
        const roleRefusal = res.statusCode === 403 && (code.code === "role_forbidden" || code.code === "no_role_rule");
        const sessionRefusal = res.statusCode === 401 && code.code === "unauthorized" && code.message === "Please sign in to continue.";
        let ok: boolean;
        if (rule === "public") ok = !roleRefusal && !sessionRefusal;
        else if (caller === "signed-out") ok = sessionRefusal;
        else if (rule.includes(caller)) ok = res.statusCode !== 401 && !roleRefusal;
        else {
          ok = res.statusCode === 403 && code.code === "role_forbidden" && new RegExp(`^Your role \\(${caller}\\) cannot [a-z].+\\.$`).test(code.message ?? "");
          refusedRole += 1;
        }
        if (!ok) wrong.push(`${key} as ${caller}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The figures docs/reliability.md quotes.
    console.info(`${kind}: ${operations.length} operations × ${CALLERS.length} callers = ${checks} requests, ${refusedRole} refused for the role`);
  });
});
