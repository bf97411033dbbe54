// Part 3: fuzz every endpoint. The routes are enumerated from the app itself; each input is a mutated valid request
// (wrong types, huge strings, NUL and other control characters, lone surrogates, deep nesting, `$&`, injection strings),
// a bad query string, a bad content type or a bad id. 5xx and requests left without an answer must be 0; every one is
// saved with its input for reproduction (`--replay <file>`). A second, small run with the default rate limits checks
// that 429s are clean.
import fs from "node:fs";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { json, send, type AddressPool, type Outcome, type RawRequest, type Target } from "./http.ts";
import { createDatabase, makeWorkDir, resultsDir, signInAdmin, startServer, stopServer, validLead, type DbKind, type PartResult, type ServerProcess } from "./harness.ts";
import { genericBody, guessCredential, pagePaths, templateFor, type EndpointTemplate, type FuzzFixtures } from "./fuzz-endpoints.ts";
import { deepJson, nastyId, nastyQuery, nastyString, nastyValue, pctEncode, Rng } from "./random.ts";

export interface FuzzOptions {
  inputs: number;
  seed: number;
  distDir: string;
  addresses: AddressPool;
  concurrency: number;
}

interface Endpoint {
  key: string;
  method: string;
  url: string;
  template: EndpointTemplate;
  known: boolean;
}

/** Every route the production app registers (HEAD twins and static files folded away), in a stable order. */
export async function enumerateRoutes(distDir: string): Promise<{ endpoints: Endpoint[]; staticFiles: string[] }> {
  const routes: { method: string; url: string }[] = [];
  const onRoute = (r: RouteOptions) => {
    for (const m of [r.method].flat()) routes.push({ method: m, url: r.url });
  };
  const dataDir = makeWorkDir("routes");
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent", DIST_DIR: distDir });
  const app = await buildApp(config, { distDir, logger: false, onRoute });
  await app.ready();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const clientDir = path.join(distDir, "client");
  const staticFiles: string[] = [];
  const endpoints = new Map<string, Endpoint>();
  for (const r of routes) {
    if (r.method === "HEAD" || r.method === "OPTIONS") continue;
    if (r.method === "GET" && !r.url.includes(":") && !r.url.endsWith("*") && fs.existsSync(path.join(clientDir, r.url)) && fs.statSync(path.join(clientDir, r.url)).isFile()) {
      staticFiles.push(r.url);
      continue;
    }
    const key = `${r.method} ${r.url}`;
    const template = templateFor(r.method, r.url);
    endpoints.set(key, { key, method: r.method, url: r.url, known: !!template, template: template ?? { credential: guessCredential(r.url) } });
  }
  if (staticFiles.length) {
    endpoints.set("GET (static files)", { key: "GET (static files)", method: "GET", url: "(static)", known: true, template: { credential: "none" } });
  }
  return { endpoints: [...endpoints.values()].sort((a, b) => a.key.localeCompare(b.key)), staticFiles };
}

const badContentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/json; charset=utf-16",
  "application/JSON",
  "application/json, text/html",
  "application/vnd.api+json",
  "application/xml",
  "*/*",
  "",
];

function badToken(rng: Rng, real: string): string {
  return rng.pick([
    "",
    "Bearer",
    "Bearer ",
    `Bearer ${real}x`,
    `Bearer ${real.slice(0, -5)}`,
    `Basic ${Buffer.from("admin:admin").toString("base64")}`,
    "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
    `Bearer ${"a".repeat(5000)}`,
    `bearer ${real}`,
    `Bearer ${real} ${real}`,
  ]);
}

/** Mutates a valid body: one to three fields get hostile values, or the whole body is replaced. */
function mutateBody(rng: Rng, template: unknown): { body: Buffer; note: string } {
  const r = rng.next();
  if (r < 0.1) {
    const raw = rng.pick([
      "",
      "{",
      '{"name": "x",}',
      "nul\u0000l",
      "[" .repeat(10_000),
      '{"a":' + "[".repeat(100_000),
      "\ufeff" + JSON.stringify(template),
      JSON.stringify(template).slice(0, -3),
      '{"__proto__": {"polluted": true}}',
      '{"name": "\\ud800"}',
      '{"name": "\\u0000"}',
    ]);
    return { body: Buffer.from(raw, "utf8"), note: "broken JSON" };
  }
  if (r < 0.14) return { body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]), note: "invalid UTF-8" };
  if (r < 0.25) {
    if (rng.chance(0.3)) return { body: Buffer.from(deepJson(rng.pick([1000, 5000, 20_000]), rng.chance(0.5)), "utf8"), note: "deep nesting" };
    const whole = rng.pick<unknown>([[template], "a string", 42, null, true, Array.from({ length: 5000 }, () => 1)]);
    return { body: Buffer.from(JSON.stringify(whole) ?? "null", "utf8"), note: "wrong top-level type" };
  }
  const obj: Record<string, unknown> = template && typeof template === "object" ? structuredClone(template as Record<string, unknown>) : {};
  const keys = Object.keys(obj);
  const n = rng.int(1, 3);
  const changed: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = keys.length && rng.chance(0.85) ? rng.pick(keys) : rng.pick(["extra", "__proto__", "constructor", "id", "status", "sender_type", "role", nastyString(rng).slice(0, 40)]);
    if (rng.chance(0.08)) {
      delete obj[key];
      changed.push(`-${key}`);
    } else if (rng.chance(0.3) && typeof obj[key] === "string") {
      // A valid value with something hostile inside it: the likeliest way past a type check.
      const s = obj[key] as string;
      const at = rng.int(0, s.length);
      obj[key] = s.slice(0, at) + nastyString(rng).slice(0, 3000) + s.slice(at);
      changed.push(`~${key}`);
    } else {
      obj[key] = nastyValue(rng);
      changed.push(key);
    }
  }
  return { body: Buffer.from(JSON.stringify(obj), "utf8"), note: `fields ${changed.join(",")}` };
}

function toForm(body: Buffer): Buffer {
  try {
    const v = JSON.parse(body.toString("utf8")) as unknown;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      return Buffer.from(
        Object.entries(v)
          .map(([k, x]) => `${pctEncode(k)}=${pctEncode(typeof x === "string" ? x : JSON.stringify(x) ?? "")}`)
          .join("&"),
      );
    }
  } catch {
    // not JSON: sent as it is
  }
  return body;
}

export interface FuzzInput {
  endpoint: string;
  note: string;
  request: RawRequest;
}

/** Input number i of a run: drawn from its own generator, so one input can be rebuilt from the seed and its number. */
export function makeInput(seed: number, i: number, ep: Endpoint, f: FuzzFixtures, staticFiles: string[]): FuzzInput {
  const rng = new Rng((seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0);
  const t = ep.template;
  const notes: string[] = [];
  // Path: real ids most of the time, hostile ones otherwise.
  let urlPath = ep.url;
  if (ep.url === "(static)") urlPath = rng.pick(staticFiles);
  else if (ep.url.endsWith("*")) urlPath = rng.chance(0.7) ? rng.pick(t.pages ?? pagePaths) : "/" + rng.pick([nastyId(rng), `blog/${nastyId(rng)}`, "blog/" + rng.pick(f.postSlugs), `%2e%2e/${nastyId(rng)}`, "a".repeat(3000)]);
  const real = t.params?.(f) ?? {};
  urlPath = urlPath.replace(/:(\w+)/g, (_m, name: string) => {
    const pool = real[name];
    if (pool?.length && rng.chance(0.6)) return pool[rng.int(0, pool.length - 1)]!;
    notes.push(`bad :${name}`);
    return nastyId(rng);
  });
  let query = t.baseQuery?.(rng) ?? "";
  if (rng.chance(ep.method === "GET" ? 0.55 : 0.2)) {
    const q = nastyQuery(rng, t.query ?? []);
    query = query ? `${query}&${q.slice(1)}` : q;
    notes.push("bad query");
  }
  const headers: Record<string, string> = { accept: rng.pick(["application/json", "text/html", "*/*"]) };
  if (t.credential === "admin") {
    const token = t.token?.(f) ?? f.adminToken;
    if (rng.chance(0.88)) headers.authorization = `Bearer ${token}`;
    else {
      const v = badToken(rng, token);
      if (v) headers.authorization = v;
      notes.push("bad token");
    }
  } else if (t.credential === "visitor") {
    if (rng.chance(0.85)) headers.authorization = `Bearer ${f.visitor.token}`;
    else {
      const v = badToken(rng, f.visitor.token);
      if (v) headers.authorization = v;
      notes.push("bad token");
    }
  }
  let body: Buffer | undefined;
  const wantsBody = t.body !== undefined || (!ep.known && ["POST", "PUT", "PATCH"].includes(ep.method));
  if (wantsBody || rng.chance(0.03)) {
    const template = t.body ? t.body(rng, f) : genericBody(rng);
    const valid = rng.chance(0.1);
    const m = valid ? { body: Buffer.from(JSON.stringify(template)), note: "valid body" } : mutateBody(rng, template);
    body = m.body;
    notes.push(m.note);
    const pageForm = t.form ?? (!ep.url.startsWith("/api/") && ep.method === "POST");
    if (pageForm && rng.chance(0.7)) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = toForm(body);
      notes.push("form-encoded");
    } else if (rng.chance(0.88)) headers["content-type"] = "application/json";
    else {
      const ct = rng.pick(badContentTypes);
      if (ct) headers["content-type"] = ct;
      notes.push(`content-type ${ct || "(none)"}`);
      if (ct === "application/x-www-form-urlencoded") body = toForm(body);
    }
  }
  return { endpoint: ep.key, note: notes.join("; ") || "plain", request: { method: ep.method, path: urlPath + query, headers, body, timeoutMs: 30_000 } };
}

interface Tally {
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s429: number;
  s5xx: number;
  noAnswer: number;
  /** API 4xx whose body is not `{ error: { code, message } }`. */
  unclear: number;
  /** How often each 4xx answer came, to see what the inputs mostly ran into. */
  answers: Map<string, number>;
  /** Time spent waiting for answers. */
  ms: number;
}

interface Failure {
  index: number;
  endpoint: string;
  note: string;
  status: number | null;
  error?: string;
  response?: string;
  request: { method: string; path: string; headers: Record<string, string>; bodyBase64?: string; bodyPreview?: string };
}

function errorMessage(body: Buffer): string {
  try {
    const v = JSON.parse(body.toString("utf8")) as { error?: { message?: unknown } };
    return typeof v.error?.message === "string" ? v.error.message.slice(0, 70) : body.toString("utf8").slice(0, 40);
  } catch {
    return body.toString("utf8").replace(/\s+/g, " ").slice(0, 40);
  }
}

function clearError(body: Buffer): boolean {
  try {
    const v = JSON.parse(body.toString("utf8")) as { error?: { code?: unknown; message?: unknown } };
    return typeof v.error?.code === "string" && typeof v.error.message === "string" && v.error.message.length > 0;
  } catch {
    return false;
  }
}

/** Creates what the fuzz points at: the admin, a few leads, posts and chats. */
async function fixtures(target: Target, addresses: AddressPool): Promise<FuzzFixtures> {
  const adminToken = await signInAdmin(target, { setup: true, localAddress: addresses.next() });
  const opts = { token: adminToken, localAddress: addresses.next() };
  await json(target, "PUT", "/api/v1/agent/presence", { online: true }, opts);
  const leadIds: string[] = [];
  for (let i = 0; i < 3; i++) leadIds.push((await json<{ id: string }>(target, "POST", "/api/v1/leads", validLead("fixture", i), { expect: 201, localAddress: addresses.next() })).id);
  const postIds: string[] = [];
  const postSlugs: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { post } = await json<{ post: { id: string; slug: string } }>(
      target,
      "POST",
      "/api/v1/admin/blog/posts",
      { title: `Fixture post ${i}`, excerpt: "An excerpt.", content: "<p>Body</p>", author: "Run", category: "Technology", status: "published" },
      { ...opts, expect: 201 },
    );
    postIds.push(post.id);
    postSlugs.push(post.slug);
  }
  const chat = () =>
    json<{ sessionId: string; visitorToken: string }>(target, "POST", "/api/v1/chat/sessions", { userName: "Fuzz Visitor", userEmail: "fuzz@example.in", userType: "farmer" }, { expect: 201, localAddress: addresses.next() });
  const visitor = await chat();
  const held = await chat();
  await json(target, "POST", `/api/v1/agent/sessions/${held.sessionId}/take`, undefined, opts);
  const spareToken = await signInAdmin(target, { setup: false, localAddress: addresses.next() });
  return { adminToken, spareToken, leadIds, postIds, postSlugs, visitor: { sessionId: visitor.sessionId, token: visitor.visitorToken }, agentSessionId: held.sessionId };
}

/** A chat waiting for an agent (the fuzz may have just set the admin offline, so it is put online again first). */
async function waitingChat(target: Target, f: FuzzFixtures, addresses: AddressPool): Promise<{ sessionId: string; visitorToken: string }> {
  for (let attempt = 0; ; attempt++) {
    await json(target, "PUT", "/api/v1/agent/presence", { online: true }, { token: f.adminToken, localAddress: addresses.next() });
    const chat = await json<{ sessionId: string; visitorToken: string; status: string }>(target, "POST", "/api/v1/chat/sessions", { userName: "Fuzz Visitor", userEmail: "fuzz@example.in", userType: "farmer" }, { expect: 201, localAddress: addresses.next() });
    if (chat.status === "waiting" || attempt >= 4) return chat;
  }
}

/**
 * Keeps the fixtures usable: a fresh open chat now and then, and one the admin holds. The fuzz runs alongside and may
 * end or take a chat first; then the old fixtures stay and the next refresh tries again.
 */
async function refreshFixtures(target: Target, f: FuzzFixtures, addresses: AddressPool): Promise<void> {
  try {
    const visitor = await waitingChat(target, f, addresses);
    f.visitor = { sessionId: visitor.sessionId, token: visitor.visitorToken };
    const held = await waitingChat(target, f, addresses);
    await json(target, "POST", `/api/v1/agent/sessions/${held.sessionId}/take`, undefined, { token: f.adminToken, localAddress: addresses.next() });
    f.agentSessionId = held.sessionId;
  } catch (err) {
    console.log(`  (fixtures not refreshed this time: ${(err as Error).message.slice(0, 160)})`);
  }
}

function failureRecord(index: number, input: FuzzInput, o: Outcome): Failure {
  const body = input.request.body === undefined ? undefined : Buffer.isBuffer(input.request.body) ? input.request.body : Buffer.from(input.request.body);
  return {
    index,
    endpoint: input.endpoint,
    note: input.note,
    status: o.ok ? o.res.status : null,
    error: o.ok ? undefined : o.error,
    response: o.ok ? o.res.body.toString("utf8").slice(0, 500) : undefined,
    request: {
      method: input.request.method,
      path: input.request.path,
      headers: input.request.headers ?? {},
      bodyBase64: body?.toString("base64"),
      bodyPreview: body ? JSON.stringify(body.toString("utf8").slice(0, 300)) : undefined,
    },
  };
}

async function fuzzServer(server: ServerProcess, kind: DbKind, opts: FuzzOptions, endpoints: Endpoint[], staticFiles: string[]) {
  const target = server.target;
  const f = await fixtures(target, opts.addresses);
  const tallies = new Map<string, Tally>(endpoints.map((e) => [e.key, { s2xx: 0, s3xx: 0, s4xx: 0, s429: 0, s5xx: 0, noAnswer: 0, unclear: 0, answers: new Map(), ms: 0 }]));
  const failures: Failure[] = [];
  let next = 0;
  let refreshing: Promise<void> | null = null;
  const REFRESH_EVERY = 250;
  async function worker() {
    while (next < opts.inputs) {
      const i = next++;
      if (i > 0 && i % REFRESH_EVERY === 0) refreshing = refreshFixtures(target, f, opts.addresses);
      if (refreshing) await refreshing;
      const ep = endpoints[i % endpoints.length]!;
      const input = makeInput(opts.seed, i, ep, f, staticFiles);
      input.request.localAddress = opts.addresses.next();
      const o = await send(target, input.request);
      const t = tallies.get(ep.key)!;
      t.ms += o.ms;
      if (!o.ok) {
        t.noAnswer++;
        failures.push(failureRecord(i, input, o));
        continue;
      }
      const s = o.res.status;
      if (s >= 500) {
        t.s5xx++;
        failures.push(failureRecord(i, input, o));
      } else if (s === 429) t.s429++;
      else if (s >= 400) {
        t.s4xx++;
        if (ep.url.startsWith("/api/") && !clearError(o.res.body)) t.unclear++;
        const answer = `${s} ${errorMessage(o.res.body)}`;
        t.answers.set(answer, (t.answers.get(answer) ?? 0) + 1);
      } else if (s >= 300) t.s3xx++;
      else t.s2xx++;
      // A successful sign-out, leave, end or delete used up a fixture; make a new one before going on.
      if (s < 300 && ep.key === "POST /api/v1/auth/logout") f.spareToken = await signInAdmin(target, { setup: false, localAddress: opts.addresses.next() });
      if (s < 300 && (ep.key === "PUT /api/v1/agent/presence" || ep.key.endsWith("/:id/end") || ep.key.endsWith("/:id/leave") || ep.key.startsWith("DELETE "))) {
        refreshing = refreshFixtures(target, f, opts.addresses);
      }
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  if (refreshing) await refreshing;
  return { tallies, failures, kind, fixtures: f };
}

/** The default limits: a burst from one address must turn into clean 429s (JSON error, Retry-After), never a 5xx. */
async function rateLimitCheck(kind: DbKind, distDir: string, addresses: AddressPool): Promise<{ lines: string[]; pass: boolean }> {
  const db = await createDatabase(kind, "limits");
  const server = await startServer(db, distDir, { LOG_LEVEL: "warn" });
  try {
    const target = server.target;
    const address = addresses.next();
    const bursts: [string, string, () => unknown, number, string][] = [
      ["leads", "/api/v1/leads", () => validLead("limit", 1), 14, ""],
      ["chat sessions", "/api/v1/chat/sessions", () => ({ userName: "Asha", userEmail: "asha@example.in", userType: "farmer" }), 13, ""],
      ["assistant", "/api/v1/assistant", () => ({ message: "hello" }), 23, ""],
      ["sign-in", "/api/v1/auth/token", () => ({ email: "nobody@example.in", password: "wrong-password" }), 14, "?grant_type=password"],
    ];
    const lines: string[] = [];
    let pass = true;
    for (const [name, p, body, count, q] of bursts) {
      let limited = 0;
      let noJson = 0;
      let noRetryAfter = 0;
      let s5xx = 0;
      for (let i = 0; i < count; i++) {
        const o = await send(target, { method: "POST", path: p + q, headers: { "content-type": "application/json" }, body: JSON.stringify(body()), localAddress: address });
        if (!o.ok || o.res.status >= 500) s5xx++;
        else if (o.res.status === 429) {
          limited++;
          if (!clearError(o.res.body)) noJson++;
          if (!o.res.headers["retry-after"]) noRetryAfter++;
        }
      }
      lines.push(`${kind} default limits: ${count} ${name} from one address → ${limited}× 429 (${noJson} without the JSON error body, ${noRetryAfter} without Retry-After), ${s5xx} 5xx or no answer`);
      if (s5xx || noJson || noRetryAfter || (name === "leads" && limited === 0)) pass = false;
    }
    return { lines, pass };
  } finally {
    await stopServer(server);
    await db.drop();
  }
}

async function fuzzOn(kind: DbKind, opts: FuzzOptions, routes: Awaited<ReturnType<typeof enumerateRoutes>>): Promise<PartResult> {
  const db = await createDatabase(kind, "fuzz");
  const started = Date.now();
  try {
    const server = await startServer(db, opts.distDir, {
      LEAD_RATE_LIMIT_PER_MINUTE: "10000",
      SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000",
      SIGN_IN_FAILED_LIMIT_PER_EMAIL: "1000",
      LOG_LEVEL: "warn",
    });
    let result: Awaited<ReturnType<typeof fuzzServer>>;
    let alive: Outcome;
    let errorLogs: string[];
    try {
      result = await fuzzServer(server, kind, opts, routes.endpoints, routes.staticFiles);
    } finally {
      alive = await send(server.target, { method: "GET", path: "/healthz", timeoutMs: 10_000 });
      errorLogs = server.errorLogs;
      await stopServer(server);
    }
    const { tallies, failures, fixtures: used } = result;
    const total = [...tallies.values()].reduce((a, t) => a + t.s2xx + t.s3xx + t.s4xx + t.s429 + t.s5xx + t.noAnswer, 0);
    const s5xx = failures.filter((x) => x.status !== null).length;
    const noAnswer = failures.length - s5xx;
    const lines = [
      `${kind}: ${total} inputs to ${routes.endpoints.length} endpoints (seed ${opts.seed}) in ${((Date.now() - started) / 1000).toFixed(0)} s: 5xx ${s5xx}, no answer ${noAnswer}; server error log lines ${errorLogs.length}; alive afterwards: ${alive.ok && alive.res.status === 200 ? "yes" : "NO"}`,
      `${kind}: | endpoint | inputs | 2xx | 3xx | 4xx | 429 | 5xx | no answer | API 4xx not in the error shape | mean ms | commonest 4xx |`,
      ...routes.endpoints.map((e) => {
        const t = tallies.get(e.key)!;
        const n = t.s2xx + t.s3xx + t.s4xx + t.s429 + t.s5xx + t.noAnswer;
        const top = [...t.answers].sort((a, b) => b[1] - a[1])[0];
        return `${kind}: | ${e.key}${e.known ? "" : " (no template)"} | ${n} | ${t.s2xx} | ${t.s3xx} | ${t.s4xx} | ${t.s429} | ${t.s5xx} | ${t.noAnswer} | ${t.unclear} | ${n ? Math.round(t.ms / n) : 0} | ${top ? `${top[1]}× ${top[0].replace(/\|/g, "/")}` : ""} |`;
      }),
    ];
    if (failures.length) {
      fs.mkdirSync(resultsDir, { recursive: true });
      const file = path.join(resultsDir, `fuzz-failures-${kind}-seed${opts.seed}.json`);
      fs.writeFileSync(file, JSON.stringify({ kind, seed: opts.seed, fixtures: used, failures, serverErrorLogs: errorLogs.slice(0, 50) }, null, 1));
      const byEndpoint = new Map<string, Failure[]>();
      for (const x of failures) byEndpoint.set(x.endpoint, [...(byEndpoint.get(x.endpoint) ?? []), x]);
      lines.push(`${kind}: failing inputs saved to ${path.relative(process.cwd(), file)} (replay: npm run reliability -- --replay ${path.relative(process.cwd(), file)})`);
      for (const [ep, list] of byEndpoint) {
        lines.push(`${kind}:   ${ep}: ${list.length} failing`);
        for (const x of list.slice(0, 4)) {
          lines.push(`${kind}:     #${x.index} ${x.status ?? x.error} ${x.request.method} ${x.request.path.slice(0, 120)} [${x.note}] body ${x.request.bodyPreview?.slice(0, 160) ?? "(none)"}`);
        }
      }
    }
    const limits = await rateLimitCheck(kind, opts.distDir, opts.addresses);
    lines.push(...limits.lines);
    const unknown = routes.endpoints.filter((e) => !e.known).map((e) => e.key);
    if (unknown.length) lines.push(`${kind}: routes fuzzed without a tailored template (add one in reliability/fuzz-endpoints.ts): ${unknown.join(", ")}`);
    const pass = failures.length === 0 && alive.ok && alive.res.status === 200 && limits.pass && total >= opts.inputs;
    return { name: `fuzz-${kind}`, pass, lines };
  } finally {
    await db.drop();
  }
}

export async function fuzzPart(kinds: DbKind[], opts: FuzzOptions): Promise<PartResult[]> {
  const routes = await enumerateRoutes(opts.distDir);
  const results: PartResult[] = [];
  for (const kind of kinds) results.push(await fuzzOn(kind, opts, routes));
  return results;
}

/** `--replay <file>`: sends the saved failing inputs again to a fresh server on the same database kind. */
export async function replay(file: string, distDir: string, addresses: AddressPool): Promise<boolean> {
  const saved = JSON.parse(fs.readFileSync(file, "utf8")) as { kind: DbKind; fixtures?: FuzzFixtures; failures: Failure[] };
  const db = await createDatabase(saved.kind, "replay");
  const server = await startServer(db, distDir, { LEAD_RATE_LIMIT_PER_MINUTE: "10000", SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000", LOG_LEVEL: "warn" });
  let still = 0;
  try {
    // The saved tokens and ids belonged to the first run: fresh fixtures here take their places, role for role.
    const f = await fixtures(server.target, addresses);
    const swaps: [string, string][] = [];
    if (saved.fixtures) {
      const o = saved.fixtures;
      swaps.push([o.adminToken, f.adminToken], [o.spareToken, f.spareToken], [o.visitor.sessionId, f.visitor.sessionId], [o.visitor.token, f.visitor.token], [o.agentSessionId, f.agentSessionId]);
      o.leadIds.forEach((id, i) => swaps.push([id, f.leadIds[i]!]));
      o.postIds.forEach((id, i) => swaps.push([id, f.postIds[i]!]));
      o.postSlugs.forEach((slug, i) => swaps.push([slug, f.postSlugs[i]!]));
    }
    // Ids and tokens are ASCII, so a byte-for-byte (latin1) swap leaves every other byte of a body as it was.
    const swap = (text: string) => swaps.reduce((t, [from, to]) => t.split(from).join(to), text);
    for (const x of saved.failures) {
      const headers = Object.fromEntries(Object.entries(x.request.headers).map(([k, v]) => [k, swap(v)]));
      const body = x.request.bodyBase64 ? Buffer.from(swap(Buffer.from(x.request.bodyBase64, "base64").toString("latin1")), "latin1") : undefined;
      const o = await send(server.target, { method: x.request.method, path: swap(x.request.path), headers, body, localAddress: addresses.next() });
      const status = o.ok ? String(o.res.status) : o.error;
      if (!o.ok || o.res.status >= 500) still++;
      console.log(`#${x.index} ${x.request.method} ${x.request.path.slice(0, 100)} → ${status} (was ${x.status ?? x.error})`);
    }
  } finally {
    await stopServer(server);
    await db.drop();
  }
  console.log(`${still} of ${saved.failures.length} inputs still fail`);
  for (const line of server.errorLogs.slice(0, 5)) console.log(`server error log: ${line.slice(0, 600)}`);
  return still === 0;
}
