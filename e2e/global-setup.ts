// Browser-test setup: builds the app into a private folder (so parallel runs never share dist/),
// starts the real server on a free port with a fresh SQLite database, and hands the address to the tests.
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";

const root = path.resolve(import.meta.dirname, "..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Inside the project, so the server bundle resolves its packages from node_modules.
  const buildsDir = path.join(root, "node_modules", ".e2e-builds");
  fs.mkdirSync(buildsDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(buildsDir, "run-"));
  const distDir = path.join(work, "dist");
  const dataDir = path.join(work, "data");
  const configFile = path.join(root, "vite.config.ts");
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, logLevel: "warn", build: { outDir: path.join(distDir, "client") } });
    await build({
      configFile,
      logLevel: "warn",
      build: { ssr: "entry-server.tsx", outDir: path.join(distDir, "server"), emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  // Every browser test sends its leads and sign-ins from the one loopback address, so the per-address limits are raised;
  // a test that asks the assistant many questions gives each its own X-Forwarded-For address, which the loopback proxy
  // is trusted to set (the browser sends none, so its requests keep the loopback address).
  // The pseudo-language is served too, so a test can find texts that skip the catalogs. PORT 0 picks a free port, which
  // SITE_URL's default (http://localhost:$PORT) cannot follow, so the site address is given.
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0", SITE_URL: "http://localhost:3000", TRUST_PROXY: "127.0.0.1", LEAD_RATE_LIMIT_PER_MINUTE: "1000", SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "1000", PSEUDO_LOCALE: "1" });
  // Chat sockets ping every 3 s here (15 s in production), so a stalled socket is noticed within seconds in the tests;
  // every visitor shares the loopback address, so the chat limits on sending and starting chats (and on the pages a
  // visitor reports while its socket is down) are raised too.
  const app = await buildApp(config, {
    distDir,
    logger: { level: "warn" },
    chatTiming: { socketPingMs: 3000 },
    chatRateLimits: { sendMessage: 1000, createSession: 100, readMessages: 1000, socket: 300, page: 1000 },
  });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  project.provide("baseUrl", address);
  project.provide("dataDir", dataDir);
  project.provide("distDir", distDir);

  return async () => {
    await app.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
