// Vite builds the browser bundle (dist/client) and the server-render bundle (dist/server).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { defineConfig, type Plugin, type Rollup } from "vite";

type RollupLog = Rollup.RollupLog;
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { lingui } from "@lingui/vite-plugin";

/** Writes .br and .gz next to each text asset of the browser build, so the server never compresses per request. */
function precompress(): Plugin {
  let outDir = "";
  let ssr = false;
  return {
    name: "mm-precompress",
    apply: "build",
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
      ssr = !!c.build.ssr;
    },
    closeBundle() {
      if (ssr) return;
      const assets = path.join(outDir, "assets");
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json|txt|html)$/.test(name)) continue;
        const file = path.join(assets, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * What the first paint needs goes first. The stylesheet first in the head: it blocks the first paint, and named after a
 * dozen module preloads (the entry's, and the server's for the page's islands) it is requested last and shares a slow
 * line with all of them. The scripts at low fetch priority: the page arrives rendered and they only wake its islands,
 * so on a slow line the stylesheet and the hero picture come before them (a browser holds low-priority requests back
 * while the head's render-blocking ones load). The server's island preloads say the same (src/server/preload.ts).
 */
function paintFirst(): Plugin {
  return {
    name: "mm-paint-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html.replace(/(<script type="module"|<link rel="modulepreload")([^>]*)>/g, (_all, tag: string, attrs: string) => `${tag}${attrs} fetchpriority="low">`);
        for (const sheet of sheets) out = out.replace(sheet, "");
        return out.replace(/(<meta name="viewport"[^>]*>)/, (meta) => `${meta}${sheets.join("")}`);
      },
    },
  };
}

/**
 * Writes .vite/module-chunks.json beside Vite's manifest: for each source module (by its path under the root, as the
 * manifest names modules), the manifest key of the chunk that holds it. Vite's manifest names only chunks that stand
 * for a module of their own; an island's module that another module also imports statically (the header, which the
 * admin client's route table imports too) sits in a shared chunk, and the server must still preload it.
 */
function moduleChunks(): Plugin {
  let root = "";
  return {
    name: "mm-module-chunks",
    apply: "build",
    configResolved(c) {
      root = c.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        // Vite's own key for the chunk: its module's path, or "_" and the file's name for a chunk without one.
        const key = chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId) : `_${path.basename(chunk.fileName)}`;
        // Packages too ("../../node_modules/…"), so a test can tell where the router went.
        for (const id of chunk.moduleIds) if (path.isAbsolute(id)) map[path.relative(root, id).split("?")[0]!] = key;
      }
      this.emitFile({ type: "asset", fileName: ".vite/module-chunks.json", source: JSON.stringify(map) });
    },
  };
}

/**
 * Build notices that need no action, kept out of a newcomer's way:
 * - a module that an island list or route table loads on demand and another module imports directly: on purpose, the
 *   public pages wake islands by dynamic import (app/islands.ts) while the server render and the admin layout import
 *   the same components, and moduleChunks() above tells the server which chunk holds each;
 * - a comment in a package (zod) that Rollup drops as a misplaced annotation.
 */
function expectedNotice(warning: RollupLog): boolean {
  if (warning.plugin === "vite:reporter" && /is dynamically imported by .* but also statically imported by/s.test(warning.message)) return true;
  return warning.code === "INVALID_ANNOTATION" && !!warning.id?.includes("/node_modules/");
}

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
  // In the browser zod must run jitless (see lib/zod-jitless.ts); the server keeps its faster compiled checks.
  resolve: isSsrBuild ? {} : { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "src/client/lib/zod-jitless.ts") }] },
  // Lingui compiles each JSON catalog into a small module at build time; a broken message fails the build.
  plugins: [react(), tailwindcss(), lingui({ failOnCompileError: true }), precompress(), ...(isSsrBuild ? [] : [moduleChunks(), paintFirst()])],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): no polyfill on every page.
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn(warning, warn) {
        if (!expectedNotice(warning)) warn(warning);
      },
    },
  },
}));
