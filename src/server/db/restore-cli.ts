// `npm run restore -- <folder>`: restores a backup made by `npm run backup` into an empty DATA_DIR (SQLite) or an empty
// database (DATABASE_URL), after checking it whole. Refuses, writing nothing, with exit code 1 and the reason.
import { BackupError, restore, runCommand } from "./backup.ts";

await runCommand(async (config) => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith("-")) throw new BackupError("Usage: npm run restore -- <backup folder>");
  const { manifest, location, pending } = await restore(config, args[0]!, (line) => console.log(line));
  console.log(`Restored the backup of ${manifest.created_at} (schema ${manifest.schema_version}, ${manifest.uploads.files} upload files) to ${location}.`);
  console.log(
    pending.length
      ? `Start the server on it: it applies ${pending.length} newer migration(s) (${pending.join(", ")}) at start, or run npm run migrate first.`
      : "Start the server on it.",
  );
});
