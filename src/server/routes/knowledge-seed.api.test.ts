// The knowledge bank's sample entries on SQLite and PostgreSQL: a fresh database has each once, with the "knowledge"
// version moved; seeding again adds nothing and does not bring back an entry the team deleted; and the assistant
// answers the sample entries' ways of asking in English, Hindi and Hinglish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API } from "../../shared/schemas/chat.ts";
import { FACT_VALUES } from "../../shared/facts.ts";
import { seed } from "../db/seed/index.ts";
import {
  KNOWLEDGE_ADDITIONS,
  KNOWLEDGE_CORRECTIONS,
  KNOWLEDGE_LATER_SEED,
  KNOWLEDGE_REVIEW_SEED,
  KNOWLEDGE_THIRD_SEED,
  KNOWLEDGE_FOURTH_SEED,
  KNOWLEDGE_FIFTH_SEED,
  KNOWLEDGE_SIXTH_SEED,
  SIXTH_PHRASINGS,
  FOURTH_PHRASINGS,
  FIFTH_PHRASINGS,
  pressKnowledge,
  SAMPLE_KNOWLEDGE_SEED,
  THIRD_PHRASINGS,
  scopeKnowledge,
  laterKnowledge,
  reviewKnowledge,
  sampleKnowledge,
  seedKnowledgeAdditions,
} from "../db/seed/knowledge.ts";
import { Assistant } from "../assistant/assistant.ts";
import { bumpVersion, readVersion } from "../services/content-version.ts";
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

  it("bring a database seeded before the Hindi review its entries and corrected answers once, keeping the team's words", async () => {
    const db = t.app.db;
    const reviewQuestions = reviewKnowledge.map((e) => e.question);
    const [correction] = KNOWLEDGE_CORRECTIONS;
    // A database as seeded before the review: without its entries and its seed, with the old sampling answer, and a
    // Hinglish answer the team rewrote.
    await db.deleteFrom("knowledge_entries").where("question", "in", reviewQuestions).execute();
    await db.deleteFrom("seed_history").where("name", "=", KNOWLEDGE_REVIEW_SEED).execute();
    const teamWords = "Hamari team ka apna jawab.";
    const sampling = (await allEntries(db)).find((e) => e.question === correction!.question)!;
    await db
      .updateTable("knowledge_entries")
      .set({ answers: JSON.stringify({ ...correction!.before, "hi-latn": teamWords }), paraphrases: JSON.stringify(sampling.paraphrases.filter((p) => !correction!.paraphrases.includes(p))) })
      .where("id", "=", sampling.id)
      .execute();
    const version = await readVersion(db, "knowledge");

    await seedKnowledgeAdditions(db);
    await seedKnowledgeAdditions(db);
    const after = await allEntries(db);
    for (const question of reviewQuestions) expect(after.filter((e) => e.question === question), question).toHaveLength(1);
    const corrected = after.find((e) => e.id === sampling.id)!;
    expect(corrected.answers.en).toBe(correction!.after.en);
    expect(corrected.answers.hi).toBe(correction!.after.hi);
    expect(corrected.answers["hi-latn"]).toBe(teamWords);
    expect(corrected.paraphrases).toEqual(expect.arrayContaining([...correction!.paraphrases]));
    expect(await readVersion(db, "knowledge")).toBeGreaterThan(version);

    // The assistant answers from them at once.
    const fpo = await ask("हमारे FPO में 500 किसान हैं, क्या कम रेट मिलेगा?");
    expect(fpo.links.map((l) => l.path)).toContain("/for-partners");
  });

  it("bring a database seeded before the later batch its entries, the three-language answer and the new phrasings", async () => {
    const db = t.app.db;
    const later = KNOWLEDGE_ADDITIONS.find((a) => a.seed === KNOWLEDGE_LATER_SEED)!;
    const [languages] = later.corrections;
    // As seeded before the batch: without its entries, with the two-language answer and the first paraphrases only.
    await db.deleteFrom("knowledge_entries").where("question", "in", laterKnowledge.map((e) => e.question)).execute();
    // (And before the sixth, whose ways of asking come after the later batch's.)
    await db.deleteFrom("seed_history").where("name", "in", [KNOWLEDGE_LATER_SEED, KNOWLEDGE_SIXTH_SEED]).execute();
    const site = (await allEntries(db)).find((e) => e.question === languages!.question)!;
    const first = site.paraphrases.filter((p) => ![...(later.phrasings[site.question] ?? []), ...(SIXTH_PHRASINGS[site.question] ?? [])].includes(p));
    await db.updateTable("knowledge_entries").set({ answers: JSON.stringify(languages!.before), paraphrases: JSON.stringify(first) }).where("id", "=", site.id).execute();
    // No Marathi answers yet, and one English answer the team rewrote.
    for (const row of await db.selectFrom("knowledge_entries").select(["id", "answers"]).execute()) {
      const { mr: _marathi, ...answers } = JSON.parse(row.answers) as Record<string, string>;
      await db.updateTable("knowledge_entries").set({ answers: JSON.stringify(answers) }).where("id", "=", row.id).execute();
    }
    const rewritten = (await allEntries(db)).find((e) => e.question === "Is the soil test free?")!;
    await db.updateTable("knowledge_entries").set({ answers: JSON.stringify({ ...rewritten.answers, mr: undefined, en: "Our own words." }) }).where("id", "=", rewritten.id).execute();
    await bumpVersion(db, "knowledge");
    // An assistant that reads the bank's version on every question, so what it says shows what the database holds.
    const bot = new Assistant(db, t.config.site, undefined, t.app.log, { blogVersionTtlMs: 0 });
    expect((await bot.answer("Which languages is the site in?")).response).not.toContain("Marathi");

    await seedKnowledgeAdditions(db);
    await seedKnowledgeAdditions(db);
    const after = await allEntries(db);
    for (const entry of laterKnowledge) expect(after.filter((e) => e.question === entry.question), entry.question).toHaveLength(1);
    const corrected = after.find((e) => e.id === site.id)!;
    expect(corrected.answers.en).toBe(languages!.after.en);
    expect(corrected.paraphrases).toEqual(sampleKnowledge.find((e) => e.question === site.question)!.paraphrases);
    expect((await bot.answer("Which languages is the site in?")).response).toContain("Marathi");
    // Marathi answers beside the seeded English ones only, never beside the team's own words.
    expect(corrected.answers.mr).toContain("मराठी");
    expect(after.filter((e) => e.answers.mr).length).toBe(after.length - 1);
    expect(after.find((e) => e.id === rewritten.id)!.answers.mr).toBeUndefined();
    expect((await bot.answer("Do you give loans to farmers?")).response).toMatch(/Kisan Credit Card/);
  });

  it.each([
    { batch: "third", seed: KNOWLEDGE_THIRD_SEED, phrasings: THIRD_PHRASINGS, asked: "ये कंपनी किसने बनाई?" },
    { batch: "fourth", seed: KNOWLEDGE_FOURTH_SEED, phrasings: FOURTH_PHRASINGS, asked: "कंपनी का मालिक कौन है?" },
  ])("bring a database seeded before the $batch batch its new ways of asking, once, beside the team's own", async ({ seed, phrasings, asked }) => {
    const db = t.app.db;
    const question = "Who runs MittiMitra?";
    const row = (await allEntries(db)).find((e) => e.question === question)!;
    // As seeded before the batch, and with a way of asking the team added since.
    const before = [...row.paraphrases.filter((p) => !phrasings[question]!.includes(p)), "kaun chalata hai company"];
    await db.updateTable("knowledge_entries").set({ paraphrases: JSON.stringify(before) }).where("id", "=", row.id).execute();
    await db.deleteFrom("seed_history").where("name", "=", seed).execute();
    await bumpVersion(db, "knowledge");
    const bot = new Assistant(db, t.config.site, undefined, t.app.log, { blogVersionTtlMs: 0 });
    expect((await bot.answer(asked)).response).not.toContain("अनन्या");

    await seedKnowledgeAdditions(db);
    await seedKnowledgeAdditions(db);
    const after = (await allEntries(db)).find((e) => e.id === row.id)!;
    expect(after.paraphrases).toEqual([...before, ...phrasings[question]!]);
    expect((await bot.answer(asked)).response).toContain("अनन्या");
  });

  it("bring a database seeded before the fourth batch the entries on what we do not do, once, with their Marathi", async () => {
    const db = t.app.db;
    await db.deleteFrom("knowledge_entries").where("question", "in", scopeKnowledge.map((e) => e.question)).execute();
    await db.deleteFrom("seed_history").where("name", "=", KNOWLEDGE_FOURTH_SEED).execute();
    await bumpVersion(db, "knowledge");
    const bot = new Assistant(db, t.config.site, undefined, t.app.log, { blogVersionTtlMs: 0 });
    expect((await bot.answer("Do you buy crops from farmers?")).response).not.toContain("don't buy crops");

    await seedKnowledgeAdditions(db);
    await seedKnowledgeAdditions(db);
    const after = await allEntries(db);
    for (const entry of scopeKnowledge) {
      const rows = after.filter((e) => e.question === entry.question);
      expect(rows, entry.question).toHaveLength(1);
      expect(rows[0]!.answers.mr, entry.question).toBeTruthy();
    }
    expect((await bot.answer("Do you buy crops from farmers?")).response).toContain("don't buy crops");
  });

  it("bring a database seeded before the fifth batch the press entry, the GST answer that fits either question, and the moved way of asking", async () => {
    const db = t.app.db;
    const fifth = KNOWLEDGE_ADDITIONS.find((a) => a.seed === KNOWLEDGE_FIFTH_SEED)!;
    const [gst, satellite] = fifth.corrections;
    const intelligence = "How is soil intelligence different from an NPK test?";
    // As seeded before the batch: no press entry, the old GST answers (the Hinglish one rewritten by the team), "What is
    // soil intelligence?" asked of the satellite entry, and the NPK entry without its new ways of asking.
    await db.deleteFrom("knowledge_entries").where("question", "in", pressKnowledge.map((e) => e.question)).execute();
    await db.deleteFrom("seed_history").where("name", "=", KNOWLEDGE_FIFTH_SEED).execute();
    const entries = await allEntries(db);
    const gstRow = entries.find((e) => e.question === gst!.question)!;
    const teamWords = "GST hamari team batayegi.";
    await db.updateTable("knowledge_entries").set({ answers: JSON.stringify({ ...gst!.before, "hi-latn": teamWords }) }).where("id", "=", gstRow.id).execute();
    const satelliteRow = entries.find((e) => e.question === satellite!.question)!;
    await db.updateTable("knowledge_entries").set({ paraphrases: JSON.stringify([...satellite!.drop!, ...satelliteRow.paraphrases]) }).where("id", "=", satelliteRow.id).execute();
    // The signs of zinc shortage as first seeded: the signs alone.
    const zinc = fifth.corrections.find((c) => c.question === "What are the signs of zinc shortage?")!;
    const zincRow = entries.find((e) => e.question === zinc.question)!;
    await db.updateTable("knowledge_entries").set({ answers: JSON.stringify(zinc.before) }).where("id", "=", zincRow.id).execute();
    const npk = entries.find((e) => e.question === intelligence)!;
    const npkBefore = npk.paraphrases.filter((p) => !FIFTH_PHRASINGS[intelligence]!.includes(p));
    await db.updateTable("knowledge_entries").set({ paraphrases: JSON.stringify(npkBefore) }).where("id", "=", npk.id).execute();
    await bumpVersion(db, "knowledge");
    const bot = new Assistant(db, t.config.site, undefined, t.app.log, { blogVersionTtlMs: 0 });
    expect((await bot.answer("Is GST included in the package price?")).response).not.toMatch(/^GST is extra/);

    await seedKnowledgeAdditions(db);
    await seedKnowledgeAdditions(db);
    const after = await allEntries(db);
    for (const entry of pressKnowledge) {
      const rows = after.filter((e) => e.question === entry.question);
      expect(rows, entry.question).toHaveLength(1);
      expect(rows[0]!.answers.mr, entry.question).toContain("डीडी किसान");
    }
    const corrected = after.find((e) => e.id === gstRow.id)!;
    expect(corrected.answers.en).toBe(gst!.after.en);
    expect(corrected.answers.hi).toBe(gst!.after.hi);
    expect(corrected.answers.mr).toBe(gst!.after.mr);
    expect(corrected.answers["hi-latn"]).toBe(teamWords);
    expect(after.find((e) => e.id === zincRow.id)!.answers).toEqual(zinc.after);
    expect((await bot.answer("ज़िंक की कमी के लक्षण क्या हैं?")).response).toMatch(/^ज़िंक की कमी: .*10 किलो ज़िंक सल्फ़ेट/);
    expect(after.find((e) => e.id === satelliteRow.id)!.paraphrases).toEqual(satelliteRow.paraphrases.filter((p) => !satellite!.drop!.includes(p)));
    expect(after.find((e) => e.id === npk.id)!.paraphrases).toEqual([...npkBefore, ...FIFTH_PHRASINGS[intelligence]!]);
    expect((await bot.answer("Is GST included in the package price?")).response).toMatch(/^GST is extra/);
    expect((await bot.answer("Has MittiMitra been in the news?")).response).toContain("Krishi Jagran");
  });

  it("bring a database seeded before the sixth batch its Marathi ways of asking and an NGO's next step, once", async () => {
    const db = t.app.db;
    const sixth = KNOWLEDGE_ADDITIONS.find((a) => a.seed === KNOWLEDGE_SIXTH_SEED)!;
    const [ngo] = sixth.corrections;
    const depth = "How deep should I dig for the sample?";
    // As seeded before the batch: the NGO answers without the form, the depth entry without its Marathi ways of asking.
    await db.deleteFrom("seed_history").where("name", "=", KNOWLEDGE_SIXTH_SEED).execute();
    const entries = await allEntries(db);
    const ngoRow = entries.find((e) => e.question === ngo!.question)!;
    await db.updateTable("knowledge_entries").set({ answers: JSON.stringify(ngo!.before) }).where("id", "=", ngoRow.id).execute();
    const depthRow = entries.find((e) => e.question === depth)!;
    const depthBefore = depthRow.paraphrases.filter((p) => !SIXTH_PHRASINGS[depth]!.includes(p));
    await db.updateTable("knowledge_entries").set({ paraphrases: JSON.stringify(depthBefore) }).where("id", "=", depthRow.id).execute();
    await bumpVersion(db, "knowledge");
    const bot = new Assistant(db, t.config.site, undefined, t.app.log, { blogVersionTtlMs: 0 });
    expect((await bot.answer("How can an NGO partner with you?")).response).not.toContain("For Partners page");

    await seedKnowledgeAdditions(db);
    await seedKnowledgeAdditions(db);
    const after = await allEntries(db);
    expect(after.find((e) => e.id === ngoRow.id)!.answers).toEqual(ngo!.after);
    expect(after.find((e) => e.id === depthRow.id)!.paraphrases).toEqual([...depthBefore, ...SIXTH_PHRASINGS[depth]!]);
    // A Marathi farmer's words find the Marathi answer; a Hindi question is not matched through a Marathi way of asking.
    const marathi = await bot.answer("नमुन्यासाठी किती खोल खड्डा घ्यायचा?");
    expect(marathi).toMatchObject({ language: "mr" });
    expect(marathi.response).toMatch(/^फावड्याने किंवा खुरप्याने 6 इंच/);
    expect((await bot.answer("How can an NGO partner with you?")).response).toContain("For Partners page");
  });

  it("add nothing to a database whose sample entries already have the review's", async () => {
    const before = (await allEntries(t.app.db)).length;
    await t.app.db.deleteFrom("seed_history").where("name", "=", KNOWLEDGE_REVIEW_SEED).execute();
    await seedKnowledgeAdditions(t.app.db);
    expect(await allEntries(t.app.db)).toHaveLength(before);
  });
});
