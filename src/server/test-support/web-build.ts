// A production build of the web bundles for API tests that serve pages: made once per test file in a private folder
// inside node_modules (so the server bundle resolves its packages, and the shared dist/ is never touched), removed
// afterwards. TEST_DIST_DIR names an existing build to use instead (a quicker run while working on a test).
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "../../..");

/** Time a build may take on a busy machine: the beforeAll that calls webBuild passes it as its timeout. */
export const WEB_BUILD_TIMEOUT_MS = 300_000;

export async function webBuild(): Promise<{ distDir: string; remove: () => void }> {
  if (process.env.TEST_DIST_DIR) return { distDir: path.resolve(process.env.TEST_DIST_DIR), remove: () => undefined };
  const buildsDir = path.join(root, "node_modules", ".api-web-builds");
  fs.mkdirSync(buildsDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(buildsDir, "run-"));
  const distDir = path.join(work, "dist");
  const configFile = path.join(root, "vite.config.ts");
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, logLevel: "warn", build: { outDir: path.join(distDir, "client") } });
    await build({ configFile, logLevel: "warn", build: { ssr: "entry-server.tsx", outDir: path.join(distDir, "server"), emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { distDir, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}
