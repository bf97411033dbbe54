// Starts the server: read the environment, build the app (migrates and seeds), listen, shut down gracefully.
import { loadConfig, ConfigError, type AppConfig } from "./config.ts";
import { buildApp } from "./app.ts";

let config: AppConfig;
try {
  config = loadConfig(process.env, { dev: process.argv.includes("--dev") });
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  const timer = setTimeout(() => {
    app.log.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
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
