// The knowledge bank's sample entries on SQLite and PostgreSQL: a fresh database has each once, with the "knowledge"
// version moved; seeding again adds nothing and does not bring back an entry the team deleted; and the assistant
// answers the sample entries' ways of asking in English, Hindi and Hinglish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API } from "../../shared/schemas/chat.ts";
import { FACT_VALUES } from "../../shared/facts.ts";
import { seed } from "../db/seed/index.ts";
import { SAMPLE_KNOWLEDGE_SEED, sampleKnowledge } from "../db/seed/knowledge.ts";
import { readVersion } from "../services/content-version.ts";
import { allEntries, deleteEntry } from "../services/knowledge.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress } from "./chat-test-support.ts";

describe.each(testDatabases)("sample knowledge entries on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const ask = async (message: string) => {
    const res = await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress: freshAddress(), payload: { message } });
    expect(res.statusCode).toBe(200);
    return res.json() as { response: string; language: string; links: { path: string }[] };
  };

  it("are in a fresh database once, published, with the knowledge version moved", async () => {
    const entries = await allEntries(t.app.db);
    expect(entries).toHaveLength(sampleKnowledge.length);
    expect(new Set(entries.map((e) => e.question))).toEqual(new Set(sampleKnowledge.map((e) => e.question)));
    expect(entries.every((e) => e.status === "published" && e.answers.en && e.answers.hi)).toBe(true);
    expect(await t.app.db.selectFrom("seed_history").select("name").where("name", "=", SAMPLE_KNOWLEDGE_SEED).execute()).toHaveLength(1);
    expect(await readVersion(t.app.db, "knowledge")).toBeGreaterThan(0);
  });

  it("answer the visitor's words from the seeded entries, in English, Hindi and Hinglish", async () => {
    const gst = await ask("Is GST extra on the clinic packages?");
    expect(gst.language).toBe("en");
    expect(gst.response).toContain(`₹${FACT_VALUES.advancedClinicPrice}`);
    expect(gst.links.map((l) => l.path)).toContain("/start-clinic#packages");

    const manure = await ask("गोबर की खाद कितनी डालें?");
    expect(manure.language).toBe("hi");
    expect(manure.response).toContain("4-5 टन");

    const borax = await ask("borax kitna dalna hai");
    expect(borax.language).toBe("hi-latn");
    expect(borax.response).toMatch(/4 kilo/i);
  });

  it("are not seeded twice, and an entry the team deleted stays deleted", async () => {
    const before = await allEntries(t.app.db);
    const payments = before.find((e) => e.question === "Can I pay online on the website?")!;
    await deleteEntry(t.app.db, payments.id);
    await seed(t.app.db);
    await seed(t.app.db);
    const after = await allEntries(t.app.db);
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((e) => e.question === payments.question)).toBe(false);
  });
});
