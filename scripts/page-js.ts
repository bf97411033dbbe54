// `npm run page-js`: the JavaScript each public page loads in Chromium before the visitor opens the chat, in bytes as
// sent with gzip (and brotli), split into the shell every page shares (the entry with React DOM) and the page's islands
// (the header and the chat button included), and whether any of it holds zod; beside it, the islands' texts that come
// in the page's data block (gzip, as their own JSON: inside the page they share its compression). Builds into a
// private folder and serves it, or measures an existing build: DIST_DIR=… npm run page-js. Prints a Markdown table
// (the one in docs/performance.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { publicRoutes } from "../src/shared/public-routes.ts";
import { launchBrowser } from "../e2e/support.ts";

const root = path.resolve(import.meta.dirname, "..");
/** Text that only zod's code holds. */
const ZOD_MARK = /\$ZodType|ZodError/;

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

async function privateBuild(work: string): Promise<string> {
  const distDir = path.join(work, "dist");
  const configFile = path.join(root, "vite.config.ts");
  // Vite bundles React's development build unless NODE_ENV says production; measure what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, logLevel: "error", build: { outDir: path.join(distDir, "client") } });
    await build({ configFile, logLevel: "error", build: { ssr: "entry-server.tsx", outDir: path.join(distDir, "server"), emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return distDir;
}

/** A file's size as sent: the build's precompressed twin when there is one (files under 1 KB have none). */
function sizesOf(file: string): Sizes {
  const data = fs.readFileSync(file);
  const twin = (ext: string, make: () => Buffer) => (fs.existsSync(file + ext) ? fs.statSync(file + ext).size : make().length);
  return {
    raw: data.length,
    gzip: twin(".gz", () => zlib.gzipSync(data, { level: 9 })),
    br: twin(".br", () => zlib.brotliCompressSync(data)),
  };
}

/** What every public page loads: the entry, the islands' client (React DOM with it) and what they import statically. */
function shellFiles(clientDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  add("app/islands-client.tsx");
  return files;
}

async function firstPost(base: string, lang: string): Promise<string> {
  const page = (await (await fetch(`${base}/api/v1/blog/posts?lang=${lang}`)).json()) as { posts: { slug: string }[] };
  const slug = page.posts[0]?.slug;
  if (!slug) throw new Error(`No published ${lang} post to measure.`);
  return `${lang === "en" ? "" : `/${lang}`}/blog/${slug}`;
}

const kb = (n: number) => (n / 1024).toFixed(1);

const work = fs.mkdtempSync(path.join(root, "node_modules", ".page-js-"));
try {
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : await privateBuild(work);
  const clientDir = path.join(distDir, "client");
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: path.join(work, "data"), LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0" });
  const app = await buildApp(config, { distDir, logger: { level: "warn" } });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const browser = await launchBrowser();
  const shell = shellFiles(clientDir);
  try {
    const paths = [...publicRoutes.map((r) => r.path), await firstPost(base, "en"), "/hi", "/hi/contact", await firstPost(base, "hi")];
    console.log(`JavaScript loaded before the chat opens (KB as sent), Chromium, ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg()[0]!.toFixed(2)}`);
    console.log("| page | scripts | shell gzip | islands gzip | total gzip | total brotli | uncompressed | zod | texts in the page, gzip |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---|---:|");
    for (const p of paths) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("response", (res) => {
        const url = new URL(res.url());
        if (res.request().resourceType() === "script" && url.origin === new URL(base).origin) scripts.add(url.pathname);
      });
      const res = await page.goto(`${base}${p}`, { waitUntil: "networkidle" });
      if (!res?.ok()) throw new Error(`${p}: HTTP ${res?.status()}`);
      const messages = await page.evaluate(() => {
        const data = JSON.parse(document.getElementById("app-data")?.textContent || "{}") as { page?: { messages?: unknown } };
        return JSON.stringify(data.page?.messages ?? {});
      });
      await context.close();
      const total: Sizes = { raw: 0, gzip: 0, br: 0 };
      let shellGzip = 0;
      let zod = false;
      for (const s of scripts) {
        const file = path.join(clientDir, s);
        const sizes = sizesOf(file);
        total.raw += sizes.raw;
        total.gzip += sizes.gzip;
        total.br += sizes.br;
        if (shell.has(s)) shellGzip += sizes.gzip;
        zod ||= ZOD_MARK.test(fs.readFileSync(file, "utf8"));
      }
      console.log(
        `| ${p} | ${scripts.size} | ${kb(shellGzip)} | ${kb(total.gzip - shellGzip)} | ${kb(total.gzip)} | ${kb(total.br)} | ${kb(total.raw)} | ${zod ? "yes" : "no"} | ${kb(zlib.gzipSync(messages, { level: 9 }).length)} |`,
      );
    }
  } finally {
    await browser.close();
    await app.close();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
