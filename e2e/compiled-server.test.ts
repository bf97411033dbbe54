// The server as `npm start` runs it: compiled by scripts/build-server.mjs and started with plain node (no tsx). What
// the bundle must still find beside its sources is checked through the site: the catalogs (a Hindi page and a Hindi
// answer of the assistant), the PDF fonts (a Hindi guide), the PIN code data (a nearest-clinic search), the migrations.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildServer } from "../scripts/build-server.mjs";
import { productionEnv } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "..");

let work: string;
let serverDir: string;
let child: ChildProcessWithoutNullStreams;
let base: string;
let output = "";

/** The environment of a production start, without anything the test runner set. */
const env = (dataDir: string) => productionEnv({ DATA_DIR: dataDir, DIST_DIR: inject("distDir") });

beforeAll(async () => {
  // Inside the project, as `npm start`'s dist/ is, so the bundle finds node_modules and the sources.
  fs.mkdirSync(path.join(root, "node_modules", ".e2e-builds"), { recursive: true });
  work = fs.mkdtempSync(path.join(root, "node_modules", ".e2e-builds", "compiled-"));
  serverDir = await buildServer(path.join(work, "node"));
  child = spawn(process.execPath, ["--enable-source-maps", path.join(serverDir, "main.js")], { cwd: root, env: env(path.join(work, "data")) });
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
  for (const until = Date.now() + 45_000; !listening.test(output); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`the compiled server did not start:\n${output}`);
  }
  base = output.match(listening)![1]!;
});

afterAll(async () => {
  // The last test stops the server with SIGTERM; when a test before it failed, it may still be running.
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("is plain JavaScript run by node, with no TypeScript loader", () => {
    const main = fs.readFileSync(path.join(serverDir, "main.js"), "utf8");
    // Every module of src/ is inside; imports left are packages and node's own.
    expect(main).not.toMatch(/(from |import\()"\.{1,2}\//);
    expect(main).not.toMatch(/(from |import\()"tsx/);
    expect(fs.existsSync(path.join(serverDir, "main.js.map"))).toBe(true);
  });

  it("serves the English and Hindi pages with their texts", async () => {
    const en = await fetch(`${base}/about`);
    expect(en.status).toBe(200);
    expect(await en.text()).toMatch(/<h1 id="hero-title"[^>]*>.+<\/h1>/);
    const hi = await fetch(`${base}/hi/about`);
    expect(hi.status).toBe(200);
    const html = await hi.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toMatch(/[\u0900-\u097F]{3,}/);
  });

  it("writes a Hindi PDF guide with the Devanagari font read from the source tree", async () => {
    const res = await fetch(`${base}/downloads/hi/soil-health-booklet.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(pdf.startsWith("%PDF")).toBe(true);
    expect(pdf).toMatch(/NotoSansDevanagari/);
  });

  it("finds the nearest clinics from the packaged PIN code data", async () => {
    const res = await fetch(`${base}/api/v1/clinics?near=411001`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { near: { label: string }; clinics: { distanceKm: number }[] };
    expect(body.near.label).toContain("Pune");
    expect(body.clinics.length).toBeGreaterThan(0);
  });

  it("answers the assistant in Hindi from the Hindi catalogs", async () => {
    const res = await fetch(`${base}/api/v1/assistant`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "मिट्टी जांच की कीमत क्या है?" }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response: string }).response).toMatch(/[\u0900-\u097F]{3,}/);
  });

  it("serves the API document, Swagger UI's files from node_modules, and metrics to this machine", async () => {
    const doc = await fetch(`${base}/api/openapi.json`);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    expect((await fetch(`${base}/api/docs`)).status).toBe(200);
    const bundle = await fetch(`${base}/api/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("nodejs_eventloop_lag_seconds");
  });

  it("runs the migrations on their own (npm run migrate)", () => {
    const dataDir = path.join(work, "migrate-data");
    const run = () => spawnSync(process.execPath, [path.join(serverDir, "migrate.js")], { cwd: root, env: env(dataDir), encoding: "utf8" });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Applied 2026-11-22-initial, /);
    const again = run();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("is up to date");
  });

  it("backs up and restores on their own (npm run backup / restore)", () => {
    const tool = (name: string, dataDir: string, ...args: string[]) =>
      spawnSync(process.execPath, [path.join(serverDir, `${name}.js`), ...args], { cwd: root, env: env(dataDir), encoding: "utf8" });
    const out = path.join(work, "backup");
    const made = tool("backup", path.join(work, "migrate-data"), "--out", out);
    expect(made.status, made.stderr).toBe(0);
    expect(fs.existsSync(path.join(out, "manifest.json"))).toBe(true);
    const restored = tool("restore", path.join(work, "restored-data"), out);
    expect(restored.status, restored.stderr).toBe(0);
    expect(fs.existsSync(path.join(work, "restored-data", "mittimitra.db"))).toBe(true);
    const again = tool("restore", path.join(work, "restored-data"), out);
    expect([again.status, again.stderr]).toEqual([1, expect.stringContaining("already holds a database")]);
  });

  // Under load, through `npm start`'s wrapper, in e2e/shutdown.test.ts; here the plain stop of an idle server.
  it("stops on SIGTERM: logs that it stopped and exits 0", async () => {
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain('"signal":"SIGTERM"');
    expect(output).toContain('"msg":"stopped"');
  });
});
