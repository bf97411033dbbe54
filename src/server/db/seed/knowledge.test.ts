// The knowledge bank's sample entries: each is a valid entry (known facts only, both languages, links to pages and
// sample posts that exist, no figure written as a number), there are enough of them, and each entry's own ways of
// asking find that entry and not another.
import { describe, expect, it } from "vitest";
import { checkFacts } from "../../../shared/fact-check.ts";
import { isPublicPath } from "../../../shared/public-routes.ts";
import { fillFacts, knowledgeInputSchema, unknownFacts, type KnowledgeEntry } from "../../../shared/schemas/knowledge.ts";
import { KnowledgeBank } from "../../assistant/knowledge-bank.ts";
import { detectLanguage } from "../../assistant/language.ts";
import { samplePosts } from "./blog-posts.ts";
import { sampleClinics } from "./clinics.ts";
import { sampleClinicNetwork } from "./clinic-network.ts";
import { sampleKnowledge } from "./knowledge.ts";

const SLUGS = new Set(samplePosts.map((p) => p.slug));
/** The clinics a freshly seeded database counts (what the assistant states). */
const SEEDED_CLINICS = sampleClinics.length + sampleClinicNetwork.length;

const answersOf = (e: (typeof sampleKnowledge)[number]) => [e.answers.en ?? "", e.answers.hi ?? ""];

describe("sample knowledge entries", () => {
  it("are at least 150, each a valid published entry with a question of its own and 3-20 ways of asking", () => {
    expect(sampleKnowledge.length).toBeGreaterThanOrEqual(150);
    for (const e of sampleKnowledge) {
      const parsed = knowledgeInputSchema.safeParse(e);
      expect(parsed.success, `${e.question}: ${parsed.error?.issues.map((i) => i.message).join("; ")}`).toBe(true);
      expect(e.status).toBe("published");
      // Other ways of asking, in English, in Hindi (Devanagari) and as typed in Latin letters.
      expect(e.paraphrases.length, e.question).toBeGreaterThanOrEqual(3);
      // The entry's own, the two more of knowledge-phrasings.ts, the few each later batch taught and a Marathi one or two.
      expect(e.paraphrases.length, e.question).toBeLessThanOrEqual(20);
      expect(e.paraphrases.some((p) => /[\u0900-\u097F]/.test(p)), e.question).toBe(true);
    }
    const questions = sampleKnowledge.map((e) => e.question.toLowerCase());
    expect(questions.filter((q, i) => questions.indexOf(q) !== i)).toEqual([]);
  });

  it("answer in English and in Hindi (Devanagari), naming known facts only", () => {
    for (const e of sampleKnowledge) {
      expect(e.answers.en, e.question).toBeTruthy();
      expect(e.answers.hi, e.question).toMatch(/[\u0900-\u097F]/);
      for (const a of answersOf(e)) expect(unknownFacts(a), e.question).toEqual([]);
    }
  });

  it("link only public pages and sample posts", () => {
    for (const e of sampleKnowledge) {
      expect(e.links.length, e.question).toBeLessThanOrEqual(2);
      for (const link of e.links) {
        const path = link.split("#")[0]!;
        const slug = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
        expect(isPublicPath(path) || (slug !== undefined && SLUGS.has(slug)), `${e.question}: ${link}`).toBe(true);
      }
    }
  });

  it("write no business figure as a number: prices are facts, and filled answers agree with the site", () => {
    for (const e of sampleKnowledge) {
      for (const a of answersOf(e)) {
        expect(a, e.question).not.toMatch(/₹\s*\d/);
        expect(checkFacts(fillFacts(a), { clinics: SEEDED_CLINICS }), e.question).toEqual([]);
      }
    }
  });
});

describe("the sample entries in the knowledge bank", () => {
  const entries: KnowledgeEntry[] = sampleKnowledge.map((e, i) => ({
    id: String(i),
    ...e,
    createdAt: "2026-11-28T00:00:00.000Z",
    updatedAt: "2026-11-28T00:00:00.000Z",
  }));
  const bank = new KnowledgeBank(entries);

  it("find each entry by its own question and paraphrases, in either language, and no other entry", () => {
    const stolen: string[] = [];
    for (const e of entries) {
      for (const asked of [e.question, ...e.paraphrases]) {
        // A Marathi way of asking answers a Marathi visitor (knowledge-bank.ts); the others any visitor.
        for (const locale of detectLanguage(asked, "hi") === "mr" ? (["mr"] as const) : (["en", "hi"] as const)) {
          const found = bank.match(asked, locale);
          if (found?.entry.id !== e.id) stolen.push(`${locale} "${asked}" (${e.question}) -> ${found ? found.entry.question : "nothing"}`);
        }
      }
    }
    expect(stolen).toEqual([]);
    // Some 3,000 phrasings matched twice each: about 3 s alone, more beside other suites on two cores.
  }, 30_000);
});
