// Starts the server: read the environment, build the app (migrates and seeds), listen, shut down gracefully.
import { loadConfig, ConfigError, prepareFolders, type AppConfig } from "./config.ts";
import { buildApp } from "./app.ts";

let config: AppConfig;
try {
  config = loadConfig(process.env, { dev: process.argv.includes("--dev") });
  prepareFolders(config);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const app = await buildApp(config);

let closing = false;
/**
 * SIGTERM or SIGINT: stop accepting connections, answer every request already received (pages, API calls, leads whose
 * body is still arriving), close chat sockets with 1001, then close the database and exit 0. A close that outlasts
 * SHUTDOWN_GRACE_MS exits 1, naming the connections still open.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, "shutting down: finishing in-flight requests");
  const timer = setTimeout(() => {
    app.server.getConnections((_err, open) => {
      app.log.error({ openConnections: open }, `shutdown took longer than ${config.shutdownGraceMs} ms; exiting`);
      process.exit(1);
    });
  }, config.shutdownGraceMs);
  timer.unref();
  try {
    await app.close();
  } catch (err) {
    app.log.error({ err }, "shutdown failed");
    process.exit(1);
  }
  app.log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, "could not start the server");
  process.exit(1);
}
