// Compiles the server (src/server, src/shared and the few client modules it imports) into plain JavaScript, so
// production runs `node` on it instead of compiling TypeScript at every start. `node scripts/build-server.mjs [outDir]`.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** The programs the build makes: the server, and `npm run migrate`'s migrations, backup and restore without a server. */
export const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  migrate: "src/server/db/migrate-cli.ts",
  backup: "src/server/db/backup-cli.ts",
  restore: "src/server/db/restore-cli.ts",
};

/** What the build reads: a change to any of these makes `npm start` build again. */
export const SERVER_INPUTS = ["src", "scripts/build-server.mjs", "tsconfig.json", "package-lock.json"];

/**
 * Modules that read files beside their source (the catalogs, the PDF fonts) or resolve packages from there ask
 * import.meta for their own place. A bundle has one place for all of them, so each file's own source path is written
 * in, relative to the bundle: the compiled server reads those files from the source tree it was built from.
 */
const sourcePlaces = {
  name: "mm-source-places",
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!args.path.startsWith(path.join(root, "src") + path.sep)) return undefined;
      const text = await fs.promises.readFile(args.path, "utf8");
      if (!text.includes("import.meta.")) return undefined;
      const file = JSON.stringify(relative(root, args.path));
      const dir = JSON.stringify(relative(root, path.dirname(args.path)));
      const contents = text
        .replace(/\bimport\.meta\.dirname\b/g, `__mmSourcePath(${dir})`)
        .replace(/\bimport\.meta\.filename\b/g, `__mmSourcePath(${file})`)
        .replace(/\bimport\.meta\.url\b/g, `__mmSourceUrl(${file})`);
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/** A path in URL form (forward slashes), relative. */
const relative = (from, to) => path.relative(from, to).split(path.sep).join("/");

/** The helpers sourcePlaces writes calls to, at the top of each bundle. */
const sourcePlaceHelpers = (outDir) =>
  [
    `import { fileURLToPath as __mmFileURLToPath, pathToFileURL as __mmPathToFileURL } from "node:url";`,
    `import { join as __mmJoin } from "node:path";`,
    `const __mmRoot = __mmFileURLToPath(new URL(${JSON.stringify(relative(outDir, root) + "/")}, import.meta.url));`,
    `const __mmSourcePath = (p) => __mmJoin(__mmRoot, p);`,
    `const __mmSourceUrl = (p) => __mmPathToFileURL(__mmSourcePath(p)).href;`,
  ].join("\n");

/**
 * Bundles each entry into one ES module in outDir (main.js, migrate.js, backup.js, restore.js); packages stay imports
 * from node_modules.
 * outDir must sit inside the project, so those imports find its node_modules.
 */
export async function buildServer(outDir = path.join(root, "dist", "node")) {
  outDir = path.resolve(outDir);
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    // Kept readable: a stack trace from production names the functions of the source.
    minify: false,
    banner: { js: sourcePlaceHelpers(outDir) },
    plugins: [sourcePlaces],
    logLevel: "warning",
  });
  return outDir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = await buildServer(process.argv[2]);
  console.log(`Server compiled into ${path.relative(process.cwd(), outDir) || "."}`);
}
