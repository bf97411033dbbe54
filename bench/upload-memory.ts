// Upload memory (issue 27): the server's resident memory (RSS) when 20 admins' pictures of 49 megapixels arrive at once,
// the way the security review measured it. The API server runs in its own process (bench/upload-memory-server.ts, on a
// fresh SQLite database); RSS is read from /proc at idle, every 100 ms from the first upload on (the highest is the
// peak), and 60 s after the last answer.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { BLOG_API, UPLOAD_MAX_BYTES } from "../src/shared/schemas/blog-fields.ts";
import { startServerProcess, statusMb } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "..");

export interface UploadMemoryOptions {
  /** A private folder for the database and the stored pictures. */
  workDir: string;
  uploads: number;
  /** The picture's side in pixels (7000: 49 megapixels). */
  side: number;
  /** How long after the last answer the "after" figure is read. */
  settleMs: number;
}

export interface UploadMemoryResult {
  pictureMb: number;
  idleMb: number;
  /** The highest RSS from the first upload to the "after" reading. */
  peakMb: number;
  /** RSS right after the last answer. */
  doneMb: number;
  afterMb: number;
  /** Wall time from the first request to the last answer. */
  seconds: number;
  /** How many answers had each status ("201": 20; "dropped": closed by the server without an answer). */
  statuses: Record<string, number>;
  loadAvg: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


const rssMb = (pid: number) => statusMb(pid, "VmRSS");

/**
 * A photograph-like picture of side × side pixels: coloured noise at a tenth of the size, enlarged (so it has smooth
 * detail everywhere, as a photo does, rather than pure noise no JPEG shrinks), as a JPEG under the 10 MB upload limit.
 */
async function bigPicture(side: number): Promise<Buffer> {
  const small = Math.ceil(side / 10);
  const noise = await sharp({ create: { width: small, height: small, channels: 3, background: "#806040", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  for (const quality of [90, 80, 70, 60, 50]) {
    const jpeg = await sharp(noise, { limitInputPixels: false }).resize(side, side, { kernel: "cubic" }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= UPLOAD_MAX_BYTES) return jpeg;
  }
  throw new Error(`A ${side} × ${side} picture does not fit the ${UPLOAD_MAX_BYTES}-byte upload limit.`);
}

export async function runUploadMemoryBench(opts: UploadMemoryOptions, log: (line: string) => void): Promise<UploadMemoryResult> {
  const picture = await bigPicture(opts.side);
  const dataDir = path.join(opts.workDir, "upload-memory-data");
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startServerProcess(["--import", "tsx", path.join(root, "bench/upload-memory-server.ts")], {
    cwd: root,
    timeoutMs: 120_000,
    env: {
      DATA_DIR: dataDir,
      // As scripts/start.mjs (npm start) runs the server; BENCH_MALLOC_ARENA_MAX="" leaves glibc's default.
      ...(process.env.BENCH_MALLOC_ARENA_MAX === "" ? {} : { MALLOC_ARENA_MAX: process.env.BENCH_MALLOC_ARENA_MAX ?? "2" }),
    },
  });
  const { base, pid } = server;
  try {
    const admin = { email: "bench.admin@example.in", password: "mitti-ki-sehat-bench" };
    await fetch(`${base}${AUTH_API.setup}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
    const signIn = await fetch(`${base}${AUTH_API.token}?grant_type=password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
    if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access_token } = (await signIn.json()) as AuthSession;

    // Start-up work (seeding, the place data read in the background) settles before "idle" is read.
    await sleep(5000);
    const idleMb = rssMb(pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
    const loadAvg = os.loadavg();
    log(`upload-memory: idle ${idleMb.toFixed(0)} MB; sending ${opts.uploads} pictures of ${(picture.length / 1048576).toFixed(1)} MB (${opts.side} × ${opts.side})`);
    const started = performance.now();
    const statuses: Record<string, number> = {};
    await Promise.all(
      Array.from({ length: opts.uploads }, async (_, i) => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), `field-${i}.jpg`);
        // A connection the server drops without an answer (its idle timeout while the picture waits) is counted, not fatal.
        const status = await fetch(`${base}${BLOG_API.adminUploads}`, { method: "POST", headers: { authorization: `Bearer ${access_token}` }, body: form }).then(
          async (res) => (await res.arrayBuffer(), String(res.status)),
          () => "dropped",
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const doneMb = rssMb(pid);
    log(`upload-memory: ${opts.uploads} answers in ${seconds.toFixed(1)} s (${JSON.stringify(statuses)}), ${doneMb.toFixed(0)} MB now; waiting ${opts.settleMs / 1000} s`);
    // Sampled on through the wait: a server still encoding pictures whose senders have gone peaks later.
    await sleep(opts.settleMs);
    clearInterval(sampler);
    const afterMb = rssMb(pid);
    return { pictureMb: picture.length / 1048576, idleMb, peakMb, doneMb, afterMb, seconds, statuses, loadAvg };
  } finally {
    await server.stop();
  }
}

export function uploadMemoryTable(r: UploadMemoryResult, opts: Pick<UploadMemoryOptions, "uploads" | "side" | "settleMs">): string[] {
  const f = (n: number, d = 0) => n.toFixed(d);
  return [
    `Upload memory (RSS, MB): ${opts.uploads} parallel uploads of a ${opts.side} × ${opts.side} JPEG (${f(r.pictureMb, 1)} MB), load average ${r.loadAvg.map((n) => f(n, 2)).join(" ")} at the start`,
    `| idle | peak | right after | ${opts.settleMs / 1000} s after | after − idle | seconds | answers |`,
    "|---:|---:|---:|---:|---:|---:|---|",
    `| ${f(r.idleMb)} | ${f(r.peakMb)} | ${f(r.doneMb)} | ${f(r.afterMb)} | ${f(r.afterMb - r.idleMb)} | ${f(r.seconds, 1)} | ${Object.entries(r.statuses)
      .map(([s, n]) => `${n} × ${s}`)
      .join(", ")} |`,
  ];
}
