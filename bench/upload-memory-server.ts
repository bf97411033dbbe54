// The API server alone (no web pages, so no build is needed) in its own process, for bench/upload-memory.ts to load
// with picture uploads and read the memory of: configured from the environment as src/server/main.ts is.
import { buildApp } from "../src/server/app.ts";
import { loadConfig, prepareFolders } from "../src/server/config.ts";

const config = loadConfig(process.env);
prepareFolders(config);
const app = await buildApp(config, { web: false });
const stop = () => void app.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
await app.listen({ port: config.port, host: config.host });
