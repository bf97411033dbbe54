// `npm run backup -- --out <folder>`: a consistent backup of the server's database (same DATA_DIR / DATABASE_URL) and
// uploads into a new folder, with manifest.json; safe while the server runs. Exit 1 with the reason when refused.
import { backup, BackupError, MANIFEST_FILE, runCommand } from "./backup.ts";

function outFolder(args: string[]): string {
  const at = args.findIndex((a) => a === "--out" || a.startsWith("--out="));
  const out = at < 0 ? undefined : args[at]!.startsWith("--out=") ? args[at]!.slice(6) : args[at + 1];
  const extra = args.filter((_, i) => i !== at && !(i === at + 1 && args[at] === "--out"));
  if (!out || extra.length) throw new BackupError("Usage: npm run backup -- --out <folder>   (a new or empty folder)");
  return out;
}

await runCommand(async (config) => {
  const out = outFolder(process.argv.slice(2));
  const manifest = await backup(config, out, (line) => console.log(line));
  const counts = Object.entries(manifest.counts).map(([t, n]) => `${t} ${n}`).join(", ");
  console.log(`Backup written to ${out} (${MANIFEST_FILE}: schema ${manifest.schema_version}; ${counts})`);
});
