import SQLite from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { reusingStatements } from "./dialect.ts";

interface Db {
  notes: { id: Generated<number>; body: string };
}

function open(size?: number) {
  const sqlite = new SQLite(":memory:");
  const prepare = vi.spyOn(sqlite, "prepare");
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite, size) }) });
  return { sqlite, prepare, db };
}

describe("reusingStatements", () => {
  it("compiles a query's SQL once and reuses it with new parameters", async () => {
    const { prepare, db } = open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    for (const body of ["one", "two", "three"]) await db.insertInto("notes").values({ body }).execute();
    const find = (id: number) => db.selectFrom("notes").select("body").where("id", "=", id).executeTakeFirst();
    const before = prepare.mock.calls.length;
    expect((await find(1))?.body).toBe("one");
    expect((await find(3))?.body).toBe("three");
    expect(await find(9)).toBeUndefined();
    expect(prepare.mock.calls.length - before).toBe(1);
    await db.destroy();
  });

  it("keeps at most the given number of statements, dropping the least recently used", async () => {
    const { prepare, db } = open(2);
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    const q = (n: number) => db.selectFrom("notes").select(sql<number>`${sql.lit(n)}`.as("n")).execute();
    await q(1);
    await q(2);
    await q(1); // 1 is now the most recent; 2 the least
    await q(3); // evicts 2
    const before = prepare.mock.calls.length;
    await q(1);
    await q(3);
    expect(prepare.mock.calls.length).toBe(before);
    await q(2);
    expect(prepare.mock.calls.length).toBe(before + 1);
    await db.destroy();
  });

  it("sees a column added after a statement was kept", async () => {
    const { db } = open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.insertInto("notes").values({ body: "kept" }).execute();
    const all = () => db.selectFrom("notes").selectAll().execute();
    expect(await all()).toEqual([{ id: 1, body: "kept" }]);
    await sql`alter table notes add column tag text`.execute(db);
    expect(await all()).toEqual([{ id: 1, body: "kept", tag: null }]);
    await db.destroy();
  });

  it("iterates with its own statement, so a kept statement can serve other calls while an iteration is open", () => {
    const sqlite = new SQLite(":memory:");
    const database = reusingStatements(sqlite);
    sqlite.exec("create table notes (id integer primary key, body text not null); insert into notes (body) values ('a'), ('b')");
    const text = "select body from notes order by id";
    const seen: unknown[] = [];
    for (const row of database.prepare(text).iterate([])) {
      seen.push(row);
      // Without a fresh statement for the iteration this throws "This statement is busy executing a query".
      expect(database.prepare(text).all([])).toHaveLength(2);
    }
    expect(seen).toEqual([{ body: "a" }, { body: "b" }]);
    database.close();
  });
});
