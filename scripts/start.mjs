// `npm start`: builds what is missing or older than its sources (the web bundles with Vite, the server with esbuild),
// then runs the compiled server with plain `node`. `node scripts/start.mjs migrate` (npm run migrate) runs the compiled
// migrations instead, and `backup --out <folder>` / `restore <folder>` (npm run backup / restore) the backup tools;
// `node scripts/start.mjs build` (npm run build) builds everything and exits.
// The build goes to DIST_DIR (default ./dist), where the server also looks for it.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(root, process.env.DIST_DIR || "dist");
const command = process.argv[2] ?? "serve";
/** Commands that run a compiled program other than the server, with the arguments after the command. */
const TOOLS = ["migrate", "backup", "restore"];
if (!["serve", "build", ...TOOLS].includes(command)) {
  console.error(`Unknown command ${command}: use serve (the default), migrate, backup, restore or build.`);
  process.exit(1);
}
const force = command === "build";

/** What the web bundles are built from; the server's list lives in build-server.mjs. */
const WEB_INPUTS = ["src/client", "src/shared", "vite.config.ts", "package-lock.json"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), st.mtimeMs);
}

/** Whether the build whose stamp is `stamp` is missing or older than one of its inputs. */
function stale(stamp, inputs) {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return built < Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
}

const installed = (pkg) => fs.existsSync(path.join(root, "node_modules", pkg, "package.json"));

/**
 * Build tools are devDependencies: an install without them (npm prune --omit=dev after `npm run build`) runs the
 * build it has, even when a source looks newer than it, but cannot make one.
 */
function canBuild(pkg, stamp, what) {
  if (installed(pkg)) return true;
  if (!force && fs.existsSync(stamp)) {
    console.warn(`${what} may be older than the sources, and ${pkg} (a devDependency) is not installed to redo it: running the build there is.`);
    return false;
  }
  console.error(`${what} is needed, and ${pkg} (a devDependency) is not installed.`);
  console.error("Run `npm install` (with dev dependencies) and try again, or build before leaving them out: `npm run build`.");
  process.exit(1);
}

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const webStamp = path.join(distDir, ".build-stamp");
// The migrations, backup and restore need no web bundles.
if (!TOOLS.includes(command) && (force || stale(webStamp, WEB_INPUTS)) && canBuild("vite", webStamp, "The web build")) {
  console.log("Building the web app…");
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  run(process.execPath, [vite, "build", "--logLevel", "warn", "--outDir", path.join(distDir, "client")]);
  run(process.execPath, [vite, "build", "--logLevel", "warn", "--ssr", "entry-server.tsx", "--outDir", path.join(distDir, "server")]);
  fs.writeFileSync(webStamp, new Date().toISOString());
}

const serverDir = path.join(distDir, "node");
const serverStamp = path.join(serverDir, ".build-stamp");
// The input list comes from the build script, which needs esbuild to load.
const serverBuild = installed("esbuild") ? await import("./build-server.mjs") : undefined;
const serverStale = force || !serverBuild || stale(serverStamp, serverBuild.SERVER_INPUTS);
if (serverStale && canBuild("esbuild", serverStamp, "The server build")) {
  console.log("Compiling the server…");
  await serverBuild.buildServer(serverDir);
  fs.writeFileSync(serverStamp, new Date().toISOString());
}

if (command === "build") process.exit(0);

const program = TOOLS.includes(command) ? [`${command}.js`, ...process.argv.slice(3)] : ["main.js"];
const child = spawn(process.execPath, ["--enable-source-maps", path.join(serverDir, program[0]), ...program.slice(1)], {
  cwd: root,
  stdio: "inherit",
  // Two malloc arenas rather than eight per core: sharp's worker threads otherwise each keep an arena of freed picture
  // memory, and the server's RSS stays up long after a burst of uploads (issue 27). Set MALLOC_ARENA_MAX to choose.
  env: { MALLOC_ARENA_MAX: "2", ...process.env, DIST_DIR: distDir },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
