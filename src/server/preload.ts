// `<link rel="modulepreload">` for a page's own chunks, from Vite's build manifest. index.html already preloads the
// entry's imports (Vite writes those), but the modules of the page's islands and what they import are only found once
// the entry runs; named in the page, the browser fetches them all at once instead of one round trip after another.
// They wait in a template until the first paint (see below).
import fs from "node:fs/promises";
import path from "node:path";
import { PRELOADS_ID } from "../shared/preloads.ts";

/** The part of a Vite manifest entry the preloads need. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** A source module's path → the manifest key of the chunk holding it (.vite/module-chunks.json, vite.config.ts). */
export type ModuleChunks = Record<string, string>;

/** Turns a page's modules (manifest names) into preload links; the same modules give the same links, worked out once. */
export type Preloader = (modules: readonly string[]) => string;

export function createPreloader(manifest: Manifest, moduleChunks: ModuleChunks = {}): Preloader {
  /** Adds the files of a module and of everything it imports statically, transitively. */
  const collect = (key: string, files: Set<string>, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files, seen);
  };
  const shell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, shell);

  // Keyed by the modules, which come from the route table, not from the request: a handful of entries.
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join("\n");
    let links = cache.get(key);
    if (links === undefined) {
      const files = new Set<string>();
      for (const m of modules) collect(manifest[m] ? m : (moduleChunks[m] ?? m), files);
      links = [...files]
        .filter((f) => !shell.has(f) && f.endsWith(".js"))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" fetchpriority="low">`)
        .join("\n");
      // Inert in a template until the entry moves them into the head right after the first paint
      // (entry-client.tsx): fetched before it, they would share a slow line with the stylesheet.
      if (links) links = `<template id="${PRELOADS_ID}">${links}</template>`;
      cache.set(key, links);
    }
    return links;
  };
}

/** The preloader of a production build's client folder; none in development, where Vite serves modules one by one. */
export async function pagePreloader(clientDir: string | undefined): Promise<Preloader> {
  if (!clientDir) return () => "";
  const file = path.join(clientDir, ".vite", "manifest.json");
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch {
    throw new Error(`No build manifest at ${file}: build the web app again (npm run build).`);
  }
  // Older builds have no module map: their island modules are then found by the manifest alone.
  const chunks = await fs.readFile(path.join(clientDir, ".vite", "module-chunks.json"), "utf8").catch(() => "{}");
  return createPreloader(JSON.parse(text) as Manifest, JSON.parse(chunks) as ModuleChunks);
}
