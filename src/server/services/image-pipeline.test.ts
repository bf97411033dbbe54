// The picture pipeline's limits (issue 27): one queue for the process that encodes two pictures at a time, first come
// first served, with a bounded wait (503 busy beyond it) and no encoding for a sender who has gone; and a picture with
// too many pixels refused as the documented 413 before anything is decoded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { HttpError } from "../errors.ts";
import { ENCODES_AT_ONCE, ENCODES_WAITING_MAX, MAX_PIXELS, WorkQueue, checkImage, encodeQueue, newImageId, writeImageSet } from "./image-pipeline.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-pipeline-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const unsupported = () => new HttpError(415, "unsupported_image", "Not a picture.");

async function refusal(p: Promise<unknown>): Promise<HttpError | null> {
  try {
    await p;
    return null;
  } catch (err) {
    return err as HttpError;
  }
}

describe("WorkQueue", () => {
  it("runs at most its limit at once, in the order the jobs came, and goes on after a job fails", async () => {
    const queue = new WorkQueue(2);
    const started: number[] = [];
    const release = new Map<number, () => void>();
    const tick = () => new Promise((r) => setImmediate(r));
    const jobs = Array.from({ length: 5 }, (_, i) =>
      queue.run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => release.set(i, resolve));
        if (i === 1) throw new Error("job 1 failed");
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.state).toEqual({ running: 2, waiting: 3 });
    release.get(1)!();
    await expect(jobs[1]).rejects.toThrow("job 1 failed");
    await tick();
    expect(started).toEqual([0, 1, 2]);
    release.get(0)!();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.state).toEqual({ running: 2, waiting: 1 });
    release.get(2)!();
    release.get(3)!();
    await tick();
    await tick();
    release.get(4)!();
    expect(await Promise.all([jobs[0], jobs[2], jobs[3], jobs[4]])).toEqual([0, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.peak).toBe(2);
    expect(queue.state).toEqual({ running: 0, waiting: 0 });
  });
});

describe("the picture pipeline", () => {
  it(`refuses a job beyond ${ENCODES_WAITING_MAX} waiting with 503 busy, at once, and takes jobs again once there is room`, async () => {
    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#7a5230" } }).jpeg().toBuffer();
    const total = ENCODES_AT_ONCE + ENCODES_WAITING_MAX;
    const writes = Array.from({ length: total }, () => writeImageSet(dir, newImageId(), picture, [480], ["jpg"]));
    await new Promise((r) => setImmediate(r));
    expect(encodeQueue.state).toEqual({ running: ENCODES_AT_ONCE, waiting: ENCODES_WAITING_MAX });
    const id = newImageId();
    const refused = await refusal(writeImageSet(dir, id, picture, [480], ["jpg"]));
    expect(refused).toMatchObject({ statusCode: 503, code: "busy", retryAfterMs: 30_000, message: expect.stringContaining("try again in a minute") });
    expect(fs.existsSync(path.join(dir, id))).toBe(false);
    await Promise.all(writes);
    await writeImageSet(dir, id, picture, [480], ["jpg"]);
    expect(fs.readdirSync(path.join(dir, id))).toEqual(["480.jpg"]);
  });

  it("does not encode a picture whose sender has gone by its turn", async () => {
    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#7a5230" } }).jpeg().toBuffer();
    const id = newImageId();
    expect(await refusal(writeImageSet(dir, id, picture, [480], ["jpg"], () => true))).toMatchObject({ code: "abandoned" });
    expect(fs.readdirSync(dir).filter((f) => f.includes(id))).toEqual([]);
  });

  it(`encodes six pictures sent at once ${ENCODES_AT_ONCE} at a time, every file of each written`, async () => {
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#7a5230" } }).jpeg().toBuffer();
    encodeQueue.peak = 0;
    const ids = Array.from({ length: 6 }, () => newImageId());
    const writes = Promise.all(ids.map((id) => writeImageSet(dir, id, picture, [480, 960], ["webp", "jpg"])));
    await new Promise((r) => setImmediate(r));
    expect(encodeQueue.state).toEqual({ running: ENCODES_AT_ONCE, waiting: 6 - ENCODES_AT_ONCE });
    await writes;
    expect(encodeQueue.peak).toBe(ENCODES_AT_ONCE);
    for (const id of ids) expect(fs.readdirSync(path.join(dir, id)).sort()).toEqual(["480.jpg", "480.webp", "960.jpg", "960.webp"]);
    const meta = await sharp(path.join(dir, ids[0]!, "960.jpg")).metadata();
    expect([meta.width, meta.height]).toEqual([960, 720]);
  });

  it("refuses a picture over 50 megapixels with 413 image_too_large, not as damaged, from its header alone", async () => {
    // 8,000 × 6,300 = 50.4 megapixels of one colour: a small file, refused before its pixels are read.
    const over = await sharp({ create: { width: 8000, height: 6300, channels: 3, background: "#556b2f" } }).png().toBuffer();
    expect(8000 * 6300).toBeGreaterThan(MAX_PIXELS);
    const err = await refusal(checkImage(over, { accept: ["png"], unsupported }));
    expect(err).toMatchObject({ statusCode: 413, code: "image_too_large", message: expect.stringContaining("at most 50 megapixels") });
    // A header that claims 30,000 × 30,000 is judged the same way.
    const claimed = Buffer.from(over);
    claimed.writeUInt32BE(30_000, 16);
    claimed.writeUInt32BE(30_000, 20);
    expect(await refusal(checkImage(claimed, { accept: ["png"], unsupported }))).toMatchObject({ statusCode: 413, code: "image_too_large" });
    // Exactly at the limit is taken.
    const at = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#556b2f" } }).png().toBuffer();
    expect(await checkImage(at, { accept: ["png"], unsupported })).toEqual({ kind: "png", width: 10_000, height: 5_000 });
  });
});
