// `npm run lighthouse`: Lighthouse 12 (mobile settings) on the public pages, printed as a table of the four scores.
// Without BASE_URL it builds the app into a private folder and starts its own production server, like the browser tests.
// Usage: npm run lighthouse [-- /path ...]
// env: BASE_URL, RUNS (median of N runs, default 1), CHROMIUM_PATH, REPORT_DIR (keep each run's full JSON report there)
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build } from "vite";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
// The browser tests' Chromium flags, so both measure the same browser set-up.
import { CHROMIUM_ARGS } from "../e2e/support.ts";

const root = path.resolve(import.meta.dirname, "..");

const DEFAULT_PATHS = [
  "/",
  "/about",
  "/solutions",
  "/for-farmers",
  "/soil-intelligence",
  "/resources",
  "/privacy-policy",
  "/terms-of-service",
  "/sitemap",
  "/contact",
  "/for-partners",
  "/csr",
  "/start-clinic",
  "/find-clinic",
  "/blog",
  "/blog/organic-carbon-the-number-on-your-soil-report-that-matters-most",
];

const CATEGORIES = [
  { id: "performance", label: "Performance" },
  { id: "accessibility", label: "Accessibility" },
  { id: "best-practices", label: "Best Practices" },
  { id: "seo", label: "SEO" },
] as const;

type Scores = Record<(typeof CATEGORIES)[number]["id"], number | null>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Builds into node_modules/.lighthouse-builds (never the shared dist/) and serves it; returns the address and a stop function. */
async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const work = fs.mkdtempSync(path.join(root, "node_modules", ".lighthouse-builds-"));
  const distDir = path.join(work, "dist");
  const configFile = path.join(root, "vite.config.ts");
  console.error("Building the app for measurement...");
  await build({ configFile, logLevel: "error", build: { outDir: path.join(distDir, "client") } });
  await build({ configFile, logLevel: "error", build: { ssr: "entry-server.tsx", outDir: path.join(distDir, "server"), emptyOutDir: true } });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // SITE_URL matches the address served, so canonical links point at the page being measured.
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: path.join(work, "data"),
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: baseUrl,
  });
  const app = await buildApp(config, { distDir, logger: { level: "warn" } });
  await app.listen({ host: "127.0.0.1", port });
  return {
    baseUrl,
    stop: async () => {
      await app.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run in a fresh browser, so no cache or service state carries over between pages. */
async function audit(url: string, reportName: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: CATEGORIES.map((c) => c.id),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.REPORT_DIR) {
      fs.mkdirSync(process.env.REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return s === null || s === undefined ? null : Math.round(s * 100);
    };
    return { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART and the like): such a run is repeated. */
async function auditWithRetry(url: string, reportName: string, attempts = 3): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, reportName);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.error(`  run failed (${(err as Error).message.split("\n")[0]}), trying again`);
    }
  }
}

function median(values: (number | null)[]): number | null {
  const xs = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid]! : Math.round((xs[mid - 1]! + xs[mid]!) / 2);
}

function table(rows: { path: string; scores: Scores }[]): string {
  const header = `| Page | ${CATEGORIES.map((c) => c.label).join(" | ")} |`;
  const rule = `|---|${CATEGORIES.map(() => "---:").join("|")}|`;
  const body = rows.map((r) => `| ${r.path} | ${CATEGORIES.map((c) => r.scores[c.id] ?? "n/a").join(" | ")} |`);
  return [header, rule, ...body].join("\n");
}

async function main() {
  const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));
  const runs = Math.max(1, Number(process.env.RUNS ?? 1) || 1);
  const server = process.env.BASE_URL ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ""), stop: async () => {} } : await startServer();
  try {
    const rows: { path: string; scores: Scores }[] = [];
    for (const p of paths.length ? paths : DEFAULT_PATHS) {
      const all: Scores[] = [];
      for (let i = 0; i < runs; i++) {
        console.error(`Measuring ${p} (${i + 1}/${runs})...`);
        all.push(await auditWithRetry(`${server.baseUrl}${p}`, `${p.replace(/\W+/g, "_") || "home"}-${i + 1}`));
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c.id, median(all.map((s) => s[c.id]))])) as Scores;
      rows.push({ path: p, scores });
    }
    console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile scores for ${server.baseUrl}\n`);
    console.log(table(rows));
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
