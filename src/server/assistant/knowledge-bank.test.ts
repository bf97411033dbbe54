// Matching questions against the knowledge bank: the same question in other words, scripts and spellings finds its
// entry; a question that shares a word or two does not; drafts and missing languages never answer.
import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../../shared/schemas/knowledge.ts";
import { BANK_CONFIDENCE, BANK_MARGIN, KnowledgeBank, bankAnswer, questionKey } from "./knowledge-bank.ts";

const entry = (id: string, question: string, paraphrases: string[], answers: KnowledgeEntry["answers"], status: KnowledgeEntry["status"] = "published"): KnowledgeEntry => ({
  id,
  question,
  paraphrases,
  answers,
  links: [],
  status,
  createdAt: "2026-11-28T00:00:00.000Z",
  updatedAt: "2026-11-28T00:00:00.000Z",
});

const bank = new KnowledgeBank([
  entry("price", "How much does a soil test cost?", ["price of soil testing", "mitti jaanch kitne ki hai", "मिट्टी जांच कितने की है"], { en: "₹{testPrice} per sample.", hi: "₹{testPrice} प्रति नमूना।" }),
  entry("clinic-cost", "How much does it cost to start a clinic?", ["clinic package price"], { en: "₹{advancedClinicPrice} + GST." }),
  entry("draft", "Do you sell seeds?", [], { en: "No." }, "draft"),
]);

describe("KnowledgeBank", () => {
  it("finds an entry asked in other words, in Devanagari and in Hinglish", () => {
    expect(bank.match("what is the cost of a soil test?", "en")?.entry.id).toBe("price");
    expect(bank.match("मिट्टी की जांच कितने की है?", "hi")?.entry.id).toBe("price");
    expect(bank.match("mitti ki jaanch kitne ki hai", "hi")?.entry.id).toBe("price");
  });

  it("takes a Hindi spelling of an English word with other vowels for the same word (बोरान, boron)", () => {
    const micro = new KnowledgeBank([
      entry("boron", "Do you test zinc and boron?", ["zinc boron test"], { en: "Yes, in the 13-parameter test.", hi: "हां, 13 चीज़ों की जांच में।" }),
      entry("iron", "Do you test iron?", ["iron test"], { en: "Yes.", hi: "हां।" }),
    ]);
    const asked = micro.candidates("जिंक और बोरान की जांच होती है क्या", "hi", 1)[0]!;
    expect(asked.entry.id).toBe("boron");
    expect(asked.confidence).toBeGreaterThanOrEqual(BANK_CONFIDENCE);
  });

  it("counts a word only an entry's answer says as half asked: the answer that names the ratios answers for them", () => {
    const tests = new KnowledgeBank([
      entry("full", "What is the full test?", ["full test of a pro clinic"], { en: "16 parameters, and 3 ratios: C:N, Ca:Mg and K:Mg." }),
      entry("full-price", "What does the full test cost?", ["full test price"], { en: "₹{fullTestPrice} per sample." }),
    ]);
    // No phrasing asks for ratios or parameters; the first entry's answer names both.
    expect(tests.match("which ratios and parameters does the full test give", "en")?.entry.id).toBe("full");
  });

  it("answers with an entry far ahead of every other a little below the bar, unless told not to", () => {
    const bank = new KnowledgeBank([
      entry("whatsapp-report", "Can I get the report on WhatsApp?", ["report on whatsapp"], { en: "Yes." }),
      entry("price", "How much does a soil test cost?", ["price of soil testing"], { en: "₹{testPrice}." }),
    ]);
    const asked = "can you send the report on whatsapp to my son in the city";
    const [only] = bank.candidates(asked, "en", 2);
    expect(only!.confidence).toBeLessThan(BANK_CONFIDENCE);
    expect(bank.match(asked, "en")?.entry.id).toBe("whatsapp-report");
    expect(bank.match(asked, "en", { clearWinner: false })).toBeNull();
  });

  it("tells the price of a test from the cost of starting a clinic, though they share words", () => {
    expect(bank.match("what does it cost to start my own clinic", "en")?.entry.id).toBe("clinic-cost");
    expect(bank.match("soil test price", "en")?.entry.id).toBe("price");
  });

  it("answers nothing below the confidence, from a draft, or in a language the entry lacks", () => {
    const weak = bank.match("how much water does wheat need in winter?", "en");
    expect(weak === null || weak.confidence >= BANK_CONFIDENCE).toBe(true);
    expect(weak).toBeNull();
    expect(bank.match("Do you sell seeds?", "en")).toBeNull();
    expect(bank.match("clinic package price", "hi")).toBeNull();
  });

  it("counts a question's words that any phrasing of the entry has, in any script", () => {
    // "inches" is only in the Hinglish phrasing and "spade" only in the English one: no single phrasing explains the
    // question well enough (0.52 alone), the entry's phrasings together do.
    const depth = new KnowledgeBank([
      entry("depth", "How deep should I dig for the sample?", ["gaddha kitne inch ka khodein", "V-shaped cut with a spade"], { en: "{samplingDepthInches} inches." }),
      entry("spots", "How many spots should I sample?", ["kitni jagah se sample", "number of spots per field"], { en: "{samplingSpots} spots." }),
      entry("drying", "How do I dry the sample?", ["sample kaise sukhayen", "dry the soil in shade"], { en: "In the shade." }),
    ]);
    expect(depth.match("how many inches deep is the V cut with the spade", "en")?.entry.id).toBe("depth");
  });

  it("tells a shortage's signs from its cure in Hindi and Hinglish, through the English phrasings' words", () => {
    const zinc = new KnowledgeBank([
      entry("signs", "What are the signs of zinc shortage?", ["symptoms of zinc deficiency", "zinc deficiency in paddy"], { en: "Brown spots." }),
      entry("fix", "How do I fix zinc shortage?", ["treatment for zinc deficiency", "zinc sulphate dose"], { en: "Zinc sulphate." }),
    ]);
    expect(zinc.match("zinc ki kami ke lakshan", "en")?.entry.id).toBe("signs");
    expect(zinc.match("ज़िंक की कमी का इलाज", "hi")).toBeNull(); // no Hindi answer
    expect(zinc.match("zinc ki kami ka ilaj", "en")?.entry.id).toBe("fix");
  });

  it("answers nothing when two entries come as close to the question", () => {
    const crops = new KnowledgeBank([
      entry("wheat", "zinc dose for wheat", [], { en: "For wheat." }),
      entry("paddy", "zinc dose for paddy", [], { en: "For paddy." }),
    ]);
    const [first, second] = crops.candidates("zinc dose", "en", 2);
    expect(first!.confidence).toBeGreaterThanOrEqual(BANK_CONFIDENCE);
    expect(first!.confidence - second!.confidence).toBeLessThan(BANK_MARGIN);
    expect(crops.match("zinc dose", "en")).toBeNull();
    expect(crops.match("zinc dose for wheat", "en")?.entry.id).toBe("wheat");
  });

  it("writes the facts out in the answer", () => {
    expect(bankAnswer(bank.match("soil test price", "en")!.entry, "en")).toMatch(/^₹\d{3}-\d{3} per sample\.$/);
  });

  it("groups a question asked with the same words in another order under one key", () => {
    expect(questionKey("Do you give a guarantee on tractor rental?")).toBe(questionKey("tractor rental: guarantee, do you give"));
    expect(questionKey("soil test price")).not.toBe(questionKey("clinic price"));
  });
});

describe("what a figure means", () => {
  const soils = new KnowledgeBank([
    entry("alkaline", "How do I fix alkaline soil?", ["My soil pH is above 8.5", "ऊसर ज़मीन कैसे सुधारें"], { en: "Gypsum.", hi: "जिप्सम।" }),
    entry("acidic", "How do I fix acidic soil?", ["My soil pH is below 6", "खट्टी मिट्टी कैसे सुधारें"], { en: "Lime.", hi: "चूना।" }),
  ]);
  const closest = (question: string, locale: "en" | "hi") => soils.candidates(question, locale, 2).map((m) => m.entry.id)[0];

  it("reads a high pH as alkaline and a low one as acidic, in any script, though neither word is said", () => {
    expect(closest("my soil pH is high, what to do", "en")).toBe("alkaline");
    expect(closest("मिट्टी का pH ज्यादा है क्या करें", "hi")).toBe("alkaline");
    expect(closest("pH 9.1 hai, kaise sudhare", "hi")).toBe("alkaline");
    expect(closest("my soil pH is low, how do I fix it", "en")).toBe("acidic");
    expect(closest("pH kam hai kya karu", "hi")).toBe("acidic");
  });

  it("reads a white crust as salt, and Marathi 'किती खोल' as how deep", () => {
    const more = new KnowledgeBank([
      entry("salt", "How do I fix salty soil?", ["My soil is salty", "खारी ज़मीन कैसे सुधारें"], { en: "Gypsum and drainage.", hi: "जिप्सम।" }),
      entry("spots", "From how many spots should I take soil?", ["how many places in the field"], { en: "5-10.", hi: "5-10।" }),
      entry("depth", "How deep should I dig for the sample?", ["sample depth"], { en: "6 inches.", hi: "6 इंच।" }),
    ]);
    expect(more.candidates("a white crust has come up all over, what now", "en", 1)[0]?.entry.id).toBe("salt");
    expect(more.candidates("नमुना किती खोल घ्यायचा?", "mr", 1)[0]?.entry.id).toBe("depth");
  });

  it("reads a high EC as salt, 'क्या डालें' as asking the remedy, and 'how many things' as the parameters", () => {
    const more = new KnowledgeBank([
      entry("ec", "What does EC mean on the report?", ["EC on my report"], { en: "Salts.", hi: "खारापन।" }),
      entry("salt", "How do I fix salty soil?", ["My soil is salty", "खारी ज़मीन कैसे सुधारें"], { en: "Gypsum and drainage.", hi: "जिप्सम।" }),
      entry("level", "At what level is boron short?", ["boron level"], { en: "0.5 mg/kg.", hi: "0.5 mg/kg।" }),
      entry("borax", "How much borax should I use?", ["boron ki kami ka ilaj"], { en: "4 kg an acre.", hi: "4 किलो प्रति एकड़।" }),
      entry("steps", "How do I get my soil tested?", ["soil test steps"], { en: "Three steps.", hi: "तीन कदम।" }),
      entry("params", "What does the standard soil test check?", ["parameters of the soil test"], { en: "13 parameters.", hi: "13 चीज़ें।" }),
    ]);
    const first = (question: string, locale: "en" | "hi") => more.candidates(question, locale, 1)[0]?.entry.id;
    expect(first("हमारी मिट्टी में EC ज़्यादा आया है, क्या करें", "hi")).toBe("salt");
    expect(first("बोरॉन की कमी हो तो क्या डालें", "hi")).toBe("borax");
    expect(first("how many things are checked in the soil test", "en")).toBe("params");
  });

  it("reads what a farmer sees on a leaf in any of the three languages as the same words", () => {
    const leaves = new KnowledgeBank([
      entry("iron", "What are the signs of iron shortage?", ["Young leaves yellow with green veins"], { en: "Iron.", hi: "आयरन।" }),
      entry("yellow", "Why are the leaves of my crop turning yellow?", ["Yellow leaves on my crop"], { en: "Many causes.", hi: "कई कारण।" }),
    ]);
    expect(leaves.candidates("मूंगफली की नई पत्तियां पीली पड़ रहीं, नसें हरी हैं", "hi", 1)[0]?.entry.id).toBe("iron");
    expect(leaves.candidates("naye patte peele, nasen hari", "hi", 1)[0]?.entry.id).toBe("iron");
  });
});

describe("what a question asks", () => {
  const clinic = new KnowledgeBank([
    entry("steps", "What are the steps to start a clinic?", ["How do I start a soil clinic?", "soil clinic kholna hai"], { en: "Fill the form, choose a package…" }),
    entry("cost", "What is the cost of starting my own soil clinic?", ["How much investment to open a soil clinic?"], { en: "₹{advancedClinicPrice} + GST." }),
    entry("test", "How much does a soil test cost?", ["price of soil testing"], { en: "₹{testPrice} per sample." }),
  ]);

  it("answers 'how much' with the entry that says how much, not the one that says how", () => {
    // "?howmuch" once counted as a longer form of "?how", and weighed almost nothing for being common.
    expect(clinic.candidates("how much to open a soil clinic", "en", 1)[0]?.entry.id).toBe("cost");
    expect(clinic.candidates("how do I open a soil clinic", "en", 1)[0]?.entry.id).toBe("steps");
  });
});
