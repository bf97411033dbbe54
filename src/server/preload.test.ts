import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPreloader, pagePreloader, type Manifest } from "./preload.ts";

// A small build: the entry imports the router and the layout; the about page imports the router (already loaded by
// the entry), a card and the map, which imports its stylesheet; the catalogs are chunks of their own.
const manifest: Manifest = {
  "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_router-R.js", "_layout-L.js"] },
  "_router-R.js": { file: "assets/router-R.js" },
  "_layout-L.js": { file: "assets/layout-L.js", imports: ["_router-R.js"] },
  "features/about-page.tsx": { file: "assets/about-page-P.js", imports: ["_router-R.js", "_card-C.js", "_map-M.js"] },
  "_card-C.js": { file: "assets/card-C.js", imports: ["_router-R.js"] },
  "_map-M.js": { file: "assets/map-M.js", imports: ["_map-style.css"] },
  "_map-style.css": { file: "assets/map-style.css" },
  "i18n/locales/about/hi.json?lingui": { file: "assets/hi-H.js" },
};

const hrefs = (links: string) => [...links.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);

describe("page preloads", () => {
  it("lists a page's module, what it imports and its catalogs, but nothing index.html loads already", () => {
    const preload = createPreloader(manifest);
    expect(hrefs(preload(["features/about-page.tsx", "i18n/locales/about/hi.json?lingui"]))).toEqual([
      "/assets/about-page-P.js",
      "/assets/card-C.js",
      "/assets/map-M.js",
      "/assets/hi-H.js",
    ]);
  });

  it("finds a module that shares a chunk with others through the build's module map", () => {
    const preload = createPreloader(manifest, { "components/site-header.tsx": "_layout-L.js", "features/card.tsx": "_card-C.js" });
    expect(hrefs(preload(["features/card.tsx"]))).toEqual(["/assets/card-C.js"]);
    // Its chunk is in the shell already: nothing to add.
    expect(preload(["components/site-header.tsx"])).toBe("");
  });

  it("leaves out stylesheets, which a modulepreload cannot load", () => {
    expect(createPreloader(manifest)(["_map-M.js"])).not.toContain(".css");
  });

  it("gives nothing for modules the build does not have (a page without its own chunk, a development build)", () => {
    const preload = createPreloader(manifest);
    expect(preload(["features/unknown-page.tsx"])).toBe("");
    expect(preload([])).toBe("");
  });

  it("reads the manifest of a production build, and preloads nothing in development", async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-preload-"));
    try {
      fs.mkdirSync(path.join(clientDir, ".vite"));
      fs.writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(manifest));
      expect(hrefs((await pagePreloader(clientDir))(["features/about-page.tsx"]))).toContain("/assets/about-page-P.js");
      expect((await pagePreloader(undefined))(["features/about-page.tsx"])).toBe("");
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it("says which file is missing when a build has no manifest", async () => {
    await expect(pagePreloader(path.join(os.tmpdir(), "mm-no-such-build"))).rejects.toThrow(/No build manifest at .*manifest\.json/);
  });
});
