// deploy/nginx/mittimitra.conf as it is in the repository (only its ports and cache folder replaced), run by the
// machine's nginx as this user (no root: its own prefix, pid and logs in a temp folder) in front of two real instances
// (on PostgreSQL when TEST_DATABASE_URL is set, otherwise sharing one SQLite folder): pages through the proxy from
// both instances, the chat socket upgraded through it, the visitor's address reaching the app (X-Forwarded-For taken
// from the proxy only), compression done once, by the app, assets cached by the proxy, and an instance stopped with
// SIGTERM while requests keep coming through the proxy without one failing. .ci/run installs nginx-light.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../src/server/test-support/test-app.ts";
import { findNginx, startNginx, type Nginx } from "../src/server/test-support/nginx.ts";
import { get, logEntries, openAgentSocket, refused, signInFirstAdmin, startServerProcess, type ServerProcess } from "./server-process.ts";

const nginxBin = findNginx();
if (!nginxBin) console.warn("e2e/nginx-proxy.test.ts skipped: nginx is not installed (apt-get install nginx-light; .ci/run installs it).");

describe.skipIf(!nginxBin)("nginx with deploy/nginx/mittimitra.conf in front of two instances", () => {
  let work: string;
  let nginx: Nginx | undefined;
  let nginxPort: number;
  let proxyBase: string;
  const instances: ServerProcess[] = [];
  let dropDatabase = async () => {};

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "mm-nginx-"));
    const shared: Record<string, string> = {
      DATA_DIR: path.join(work, "data"),
      JWT_SECRET: "a-shared-secret-for-both-instances-0123456789",
      TRUST_PROXY: "127.0.0.1",
      SHUTDOWN_DRAIN_MS: "1500",
    };
    if (process.env.TEST_DATABASE_URL) {
      const db = await createPostgresDatabase();
      shared.DATABASE_URL = db.url;
      dropDatabase = db.drop;
    }
    // One after the other: the first migrates and seeds.
    for (let i = 0; i < 2; i++) instances.push(await startServerProcess(shared));

    nginx = await startNginx(nginxBin!, instances.map((s) => s.port), work);
    nginxPort = nginx.port;
    proxyBase = `http://127.0.0.1:${nginxPort}`;
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const s of instances) s.kill();
    await dropDatabase();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  /** The address an instance logged for the request whose URL is `url` (found in either instance's log). */
  const loggedAddress = async (url: string) => {
    let found: string | undefined;
    await expect
      .poll(() => (found = instances.flatMap((s) => logEntries(s)).find((e) => e.msg === "incoming request" && e.req?.url === url)?.req?.remoteAddress), { timeout: 10_000 })
      .toBeDefined();
    return found;
  };

  it("serves the site through the proxy, from both instances in turn", async () => {
    const page = await get(nginxPort, "/");
    expect(page.status).toBe(200);
    expect(page.body.toString()).toMatch(/^<!doctype html>/i);
    for (let i = 0; i < 6; i++) expect((await get(nginxPort, `/healthz?turn=${i}`)).status).toBe(200);
    for (const s of instances) {
      const seen = logEntries(s).filter((e) => e.msg === "incoming request" && e.req?.url?.startsWith("/healthz?turn="));
      expect(seen.length, `requests that reached the instance on port ${s.port}`).toBeGreaterThan(0);
    }
    expect((await get(nginxPort, "/metrics")).status, "the metrics are not served to the world").toBe(404);
  });

  it("gives the app the visitor's address, and takes X-Forwarded-For from the proxy only", async () => {
    const spoof = { "x-forwarded-for": "203.0.113.66" };
    // Through nginx from 127.0.0.2, claiming another address: the app sees 127.0.0.2, not nginx's and not the claim.
    expect((await get(nginxPort, "/healthz?from=proxy", { localAddress: "127.0.0.2", headers: spoof })).status).toBe(200);
    expect(await loggedAddress("/healthz?from=proxy")).toBe("127.0.0.2");
    // Straight to an instance from 127.0.0.3 (not the proxy's address): the header is ignored.
    expect((await get(instances[0]!.port, "/healthz?from=direct", { localAddress: "127.0.0.3", headers: spoof })).status).toBe(200);
    expect(await loggedAddress("/healthz?from=direct")).toBe("127.0.0.3");
  });

  it("compresses once, in the app: gzip through the proxy unpacks to the page; a small answer the app leaves alone stays plain", async () => {
    const page = await get(nginxPort, "/about", { headers: { "accept-encoding": "gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.body).toString()).toMatch(/^<!doctype html>/i);
    const small = await get(nginxPort, "/healthz", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: "ok" });
  });

  it("keeps the built assets in the proxy's cache, with the app's one-year max-age", async () => {
    const html = (await get(nginxPort, "/")).body.toString();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, "a script of the build in the page").toBeDefined();
    const first = await get(nginxPort, asset!, { headers: { "accept-encoding": "gzip" } });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    await expect.poll(async () => (await get(nginxPort, asset!, { headers: { "accept-encoding": "gzip" } })).headers["x-cache-status"]).toBe("HIT");
  });

  it("carries chat sockets, and loses no request while an instance drains and stops (SIGTERM)", async () => {
    const token = await signInFirstAdmin(proxyBase);
    // Two agent sockets through nginx (round robin puts them on either instance).
    const sockets = [];
    for (let i = 0; i < 2; i++) sockets.push(await openAgentSocket(`ws://127.0.0.1:${nginxPort}/api/v1/chat/ws`, token));

    // Pages and API reads through the proxy, one after the other, until the instance has stopped.
    const [stopping, staying] = instances as [ServerProcess, ServerProcess];
    const statuses: number[] = [];
    let stopped = false;
    const urls = ["/", "/api/v1/clinics", "/healthz", "/blog"];
    const traffic = (async () => {
      for (let i = 0; !stopped || i % urls.length !== 0; i++) statuses.push((await get(nginxPort, urls[i % urls.length]!)).status);
    })();
    stopping.child.kill("SIGTERM");
    expect(await stopping.exited).toBe(0);
    expect(await refused(stopping.port)).toBe(true);
    stopped = true;
    await traffic;
    expect(statuses.length).toBeGreaterThan(urls.length);
    expect(statuses.filter((s) => s !== 200), `${statuses.length} requests through nginx`).toEqual([]);

    // Each socket the stopped instance held was closed with 1001 (the others stay open); one opened now is carried by
    // the other instance.
    const held = logEntries(stopping).filter((e) => e.msg === "incoming request" && e.req?.url === "/api/v1/chat/ws").length;
    const codes = await Promise.all(sockets.map((s) => Promise.race([s.closed, new Promise((r) => setTimeout(() => r("open"), 2000))])));
    expect(codes.filter((c) => c === 1001)).toHaveLength(held);
    expect(codes.filter((c) => c !== 1001).every((c) => c === "open")).toBe(true);
    for (const s of sockets) s.terminate();
    const again = await openAgentSocket(`ws://127.0.0.1:${nginxPort}/api/v1/chat/ws`, token);
    again.terminate();
    expect(logEntries(staying).some((e) => e.msg === "incoming request" && e.req?.url === "/api/v1/chat/ws")).toBe(true);
  });
});
