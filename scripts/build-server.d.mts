// Types of build-server.mjs for the TypeScript that calls it (the benchmarks).
export declare const SERVER_ENTRIES: { main: string; migrate: string; backup: string; restore: string };
export declare const SERVER_INPUTS: string[];
/** Bundles the server into outDir (default dist/node): main.js, migrate.js, backup.js and restore.js. Resolves to the absolute outDir. */
export declare function buildServer(outDir?: string): Promise<string>;
