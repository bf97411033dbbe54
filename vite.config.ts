// Vite builds the browser bundle (dist/client) and the server-render bundle (dist/server).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";
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

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
  // In the browser zod must run jitless (see lib/zod-jitless.ts); the server keeps its faster compiled checks.
  resolve: isSsrBuild ? {} : { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "src/client/lib/zod-jitless.ts") }] },
  // Lingui compiles each JSON catalog into a small module at build time; a broken message fails the build.
  plugins: [react(), tailwindcss(), lingui({ failOnCompileError: true }), precompress()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
  },
}));
