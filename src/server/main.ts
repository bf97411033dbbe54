// Starts the server: read the environment, build the app (migrates and seeds), listen, drain and shut down gracefully.
import { loadConfig, ConfigError, prepareFolders, type AppConfig } from "./config.ts";
import { buildApp } from "./app.ts";
import { gracefulShutdown } from "./shutdown.ts";

let config: AppConfig;
try {
  config = loadConfig(process.env, { dev: process.argv.includes("--dev") });
  prepareFolders(config);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const app = await buildApp(config);

// SIGTERM or SIGINT: drain (/readyz answers 503 for SHUTDOWN_DRAIN_MS while everything else is served), then stop
// accepting, answer what was received, close chat sockets with 1001 and exit 0 (see shutdown.ts).
const shutdown = gracefulShutdown(app, config);
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, "could not start the server");
  process.exit(1);
}
