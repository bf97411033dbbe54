// Group commit on a real SQLite file (WAL, synchronous = FULL, as the app opens it): who shares a transaction, who hears
// what and when, and what a failing work or a failing COMMIT does to the rest of its group.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql, type Generated, type Kysely } from "kysely";
import { openDatabase } from "../../db/dialect.ts";
import { GroupCommit } from "./group-commit.ts";

interface TestDb {
  notes: { id: Generated<number>; text: string };
  parents: { id: number };
  children: { id: number; parent_id: number };
}

let dir: string;
let db: Kysely<TestDb>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-group-commit-"));
  db = openDatabase({ dataDir: dir }).db as unknown as Kysely<TestDb>;
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)`.execute(db);
  await sql`CREATE TABLE parents (id INTEGER PRIMARY KEY)`.execute(db);
  // Checked only at COMMIT: a child without its parent makes the COMMIT itself fail.
  await sql`CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.deleteFrom("notes").execute();
});

const note = (text: string) => async (trx: Kysely<TestDb>) => {
  await trx.insertInto("notes").values({ text }).execute();
  return text;
};
const stored = async () => (await db.selectFrom("notes").select("text").orderBy("id").execute()).map((r) => r.text);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("GroupCommit", () => {
  it("writes the works that arrive in the same turn in one transaction, each caller getting its own result", async () => {
    const committer = new GroupCommit(db);
    const texts = Array.from({ length: 50 }, (_, i) => `note ${i}`);
    const results = await Promise.all(texts.map((text) => committer.run(note(text))));
    expect(results).toEqual(texts);
    expect(committer.stats).toEqual({ groups: 1, works: 50, largest: 50 });
    expect(await stored()).toEqual(texts);
  });

  it("holds a lone work for no timer: it has committed before a turn of the event loop queued after it", async () => {
    const committer = new GroupCommit(db);
    let settled = false;
    const done = committer.run(note("alone")).then(() => (settled = true));
    await nextTurn();
    expect(settled).toBe(true);
    await done;
    expect(await stored()).toEqual(["alone"]);
  });

  it("rolls back only a work that throws, after its own writes, and rejects only its caller", async () => {
    const committer = new GroupCommit(db);
    const notHolder = new Error("not the holder");
    const results = await Promise.allSettled([
      committer.run(note("first")),
      committer.run(async (trx) => {
        await trx.insertInto("notes").values({ text: "half done" }).execute();
        throw notHolder;
      }),
      committer.run(note("first")), // a constraint: the text is unique
      committer.run(note("last")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect(results[1]).toEqual({ status: "rejected", reason: notHolder });
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect(committer.stats.groups).toBe(1);
    expect(await stored()).toEqual(["first", "last"]);
  });

  it("rejects every caller of a group whose COMMIT fails, stores none of it, and writes the next group as usual", async () => {
    const committer = new GroupCommit(db);
    const results = await Promise.allSettled([
      committer.run(note("lost")),
      committer.run(async (trx) => {
        await trx.insertInto("children").values({ id: 1, parent_id: 404 }).execute();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    for (const r of results) expect(String((r as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
    expect(await stored()).toEqual([]);
    expect(await db.selectFrom("children").selectAll().execute()).toEqual([]);
    expect(await committer.run(note("after"))).toBe("after");
    expect(await stored()).toEqual(["after"]);
  });

  it("keeps the order: works run as queued, then every afterCommit in that order, then the callers hear in that order", async () => {
    const committer = new GroupCommit(db);
    const log: string[] = [];
    await Promise.all(
      [0, 1, 2].map((i) =>
        committer
          .run(
            async (trx) => {
              log.push(`run ${i}`);
              await note(`n${i}`)(trx);
              return i;
            },
            (result) => log.push(`after commit ${result}`),
          )
          .then(() => log.push(`resolved ${i}`)),
      ),
    );
    expect(log).toEqual(["run 0", "run 1", "run 2", "after commit 0", "after commit 1", "after commit 2", "resolved 0", "resolved 1", "resolved 2"]);
  });

  it("puts a work that arrives while a group is being written into the next group, started once that COMMIT returns", async () => {
    const committer = new GroupCommit(db);
    const log: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = committer.run(
      async (trx) => {
        started();
        await gate;
        await note("first")(trx);
      },
      () => log.push("first committed"),
    );
    await running;
    const second = committer.run(async (trx) => {
      log.push("second runs");
      await note("second")(trx);
    });
    await nextTurn();
    expect(log).toEqual([]);
    open();
    await Promise.all([first, second]);
    expect(log).toEqual(["first committed", "second runs"]);
    expect(committer.stats).toEqual({ groups: 2, works: 2, largest: 1 });
    expect(await stored()).toEqual(["first", "second"]);
  });

  it("bounds a group: 450 works at once go in groups of at most 200, all stored", async () => {
    const committer = new GroupCommit(db, 200);
    const texts = Array.from({ length: 450 }, (_, i) => `bulk ${i}`);
    await Promise.all(texts.map((text) => committer.run(note(text))));
    expect(committer.stats).toEqual({ groups: 3, works: 450, largest: 200 });
    expect(await stored()).toEqual(texts);
  });

  it("rejects only the caller whose afterCommit throws; its write is stored", async () => {
    const committer = new GroupCommit(db);
    const results = await Promise.allSettled([
      committer.run(note("kept"), () => {
        throw new Error("a listener failed");
      }),
      committer.run(note("other")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    expect(await stored()).toEqual(["kept", "other"]);
  });
});
