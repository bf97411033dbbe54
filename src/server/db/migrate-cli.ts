// `npm run migrate`: applies pending migrations to the configured database and exits.
import { loadConfig, ConfigError, prepareFolders } from "../config.ts";
import { openDatabase } from "./dialect.ts";
import { migrateToLatest } from "./migrate.ts";

try {
  const config = loadConfig();
  if (!config.databaseUrl) prepareFolders(config);
  const { db, location } = openDatabase(config);
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied ${applied.join(", ")} to ${location}` : `${location} is up to date`);
  await db.destroy();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
