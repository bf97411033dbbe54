// The assistant's retrieval with a grown knowledge bank (issue 28: p99 ≤ 20 ms with 500 entries). One run, side by side:
// the seeded bank, then the same bank grown to `size` entries with generated ones (crop, nutrient and state questions in
// English, Hindi and Hinglish, as a team would add them over a season). Each bank answers the written-while-building and
// held-out evaluation questions (never the blind set) through the HTTP route in process, after one warm-up round; the
// bank's own match is timed apart, so the route's figure can be read against it.
import { performance } from "node:perf_hooks";
import { createTestApp } from "../src/server/test-support/test-app.ts";
import { CHAT_API } from "../src/shared/schemas/chat-constants.ts";
import { knowledgeInputSchema, type KnowledgeValues } from "../src/shared/schemas/knowledge.ts";
import { allEntries, createEntries } from "../src/server/services/knowledge.ts";
import { KnowledgeBank } from "../src/server/assistant/knowledge-bank.ts";
import { localeOf, detectLanguage } from "../src/server/assistant/language.ts";
import { cases } from "../eval/assistant/questions.ts";
import { heldOut } from "../eval/assistant/held-out.ts";

export interface AssistantBenchRow {
  entries: number;
  questions: number;
  route: { p50: number; p99: number; max: number };
  match: { p50: number; p99: number; max: number };
}

const CROPS = [
  ["wheat", "गेहूं", "gehun"], ["paddy", "धान", "dhaan"], ["sugarcane", "गन्ना", "ganna"], ["cotton", "कपास", "kapas"], ["soybean", "सोयाबीन", "soybean"],
  ["maize", "मक्का", "makka"], ["mustard", "सरसों", "sarson"], ["gram", "चना", "chana"], ["groundnut", "मूंगफली", "moongphali"], ["onion", "प्याज़", "pyaaz"],
  ["potato", "आलू", "aalu"], ["tomato", "टमाटर", "tamatar"], ["chilli", "मिर्च", "mirch"], ["banana", "केला", "kela"], ["grapes", "अंगूर", "angoor"],
  ["turmeric", "हल्दी", "haldi"], ["ragi", "रागी", "ragi"], ["bajra", "बाजरा", "bajra"], ["jowar", "ज्वार", "jwaar"], ["tur", "अरहर", "arhar"],
  ["moong", "मूंग", "moong"], ["urad", "उड़द", "urad"], ["pomegranate", "अनार", "anaar"], ["mango", "आम", "aam"], ["tea", "चाय", "chai"],
] as const;
const NUTRIENTS = [["zinc", "ज़िंक", "zinc"], ["boron", "बोरॉन", "boron"], ["sulphur", "सल्फ़र", "sulphur"], ["potash", "पोटाश", "potash"], ["phosphorus", "फ़ॉस्फ़ोरस", "phosphorus"], ["iron", "आयरन", "iron"], ["magnesium", "मैग्नीशियम", "magnesium"]] as const;

/** `count` distinct entries the schema accepts, about crops and nutrients, in three languages. */
function generatedEntries(count: number): KnowledgeValues[] {
  const out: KnowledgeValues[] = [];
  for (const [crop, cropHi, cropHl] of CROPS) {
    out.push(
      knowledgeInputSchema.parse({
        question: `When should I test my soil before sowing ${crop}?`,
        paraphrases: [`${crop} sowing soil test timing`, `${cropHi} बोने से पहले जांच कब कराएं?`, `${cropHl} ki buaai se pehle jaanch kab karayen`],
        answers: {
          en: `Test ${crop} fields after the last harvest and two to three weeks before sowing, at least {daysAfterFertilizer} days after the last fertilizer.`,
          hi: `${cropHi} के खेत की जांच पिछली कटाई के बाद, बुआई से दो-तीन हफ़्ते पहले कराएं, आख़िरी खाद के {daysAfterFertilizer} दिन बाद।`,
          "hi-latn": `${cropHl} ke khet ki jaanch katai ke baad, buaai se 2-3 hafte pehle karayen, khaad ke {daysAfterFertilizer} din baad.`,
        },
      }),
    );
    out.push(
      knowledgeInputSchema.parse({
        question: `How do I take a soil sample from a standing ${crop} field?`,
        paraphrases: [`sample from ${crop} field`, `खड़ी ${cropHi} की फ़सल में नमूना कैसे लें?`, `${cropHl} ke khet se sample kaise lein`],
        answers: {
          en: `Between the rows of ${crop}, away from where fertilizer was put: {samplingSpots} spots, {samplingDepthInches} inches deep, mixed, about {samplingGrams} g.`,
          hi: `${cropHi} की कतारों के बीच से, खाद वाली जगह छोड़कर: {samplingSpots} जगह, {samplingDepthInches} इंच गहरा, मिलाकर करीब {samplingGrams} ग्राम।`,
          "hi-latn": `${cropHl} ki kataaron ke beech se, khaad wali jagah chhodkar: {samplingSpots} jagah, {samplingDepthInches} inch gehra, milakar {samplingGrams} gram.`,
        },
      }),
    );
    for (const [nutrient, nutrientHi, nutrientHl] of NUTRIENTS) {
      out.push(
        knowledgeInputSchema.parse({
          question: `Does ${crop} need ${nutrient} if my report shows it low?`,
          paraphrases: [`${nutrient} for ${crop} low in report`, `${cropHi} में ${nutrientHi} कम हो तो क्या करें?`, `${cropHl} me ${nutrientHl} kam hai to kya karein`],
          answers: {
            en: `If the report shows ${nutrient} low, the advice with it gives the ${nutrient} dose per acre for ${crop}. Do not add it when the report shows enough.`,
            hi: `रिपोर्ट में ${nutrientHi} कम हो तो उसके साथ की सलाह में ${cropHi} के लिए प्रति एकड़ मात्रा लिखी होती है। काफ़ी हो तो न डालें।`,
            "hi-latn": `Report me ${nutrientHl} kam ho to salaah me ${cropHl} ke liye prati acre matra likhi hoti hai. Kaafi ho to na daalein.`,
          },
        }),
      );
    }
  }
  for (let i = 0; out.length < count; i++) {
    out.push(
      knowledgeInputSchema.parse({
        question: `Is there a clinic programme in district number ${i + 1}?`,
        paraphrases: [`district ${i + 1} clinic programme`, `ज़िला ${i + 1} में क्लिनिक कार्यक्रम`],
        answers: { en: `Ask the clinic finder for district ${i + 1}.`, hi: `ज़िला ${i + 1} के लिए क्लिनिक खोजें देखें।` },
      }),
    );
  }
  return out.slice(0, count);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), max: s.at(-1)! };
};

/** The route and the bank's match timed with the seeded bank and with it grown to `size` entries, in one process. */
export async function runAssistantBench(size = 500, rounds = 3): Promise<AssistantBenchRow[]> {
  const questions = [...cases, ...heldOut].map((c) => c.q);
  const t = await createTestApp("sqlite");
  const rows: AssistantBenchRow[] = [];
  try {
    let address = 0;
    const ask = async (message: string) => {
      address++;
      const started = performance.now();
      const res = await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`, payload: { message } });
      if (res.statusCode !== 200) throw new Error(`"${message}" answered ${res.statusCode}`);
      return performance.now() - started;
    };
    const measure = async (): Promise<AssistantBenchRow> => {
      const entries = await allEntries(t.app.db);
      const bank = new KnowledgeBank(entries.filter((e) => e.status === "published"));
      for (const q of questions) await ask(q); // warm-up: the bank is built and the place data loaded
      const route: number[] = [];
      const match: number[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const q of questions) {
          route.push(await ask(q));
          const started = performance.now();
          bank.match(q, localeOf(detectLanguage(q)));
          match.push(performance.now() - started);
        }
      }
      return { entries: entries.length, questions: route.length, route: summary(route), match: summary(match) };
    };
    rows.push(await measure());
    const seeded = rows[0]!.entries;
    if (size > seeded) await createEntries(t.app.db, generatedEntries(size - seeded), null);
    rows.push(await measure());
  } finally {
    await t.close();
  }
  return rows;
}

export function assistantTable(rows: AssistantBenchRow[]): string[] {
  const f = (n: number) => n.toFixed(2);
  const [seeded, grown] = rows;
  return [
    `Assistant retrieval (POST ${CHAT_API.assistant} in process, no TCP; SQLite), the seeded bank beside the bank grown with generated entries`,
    "| entries | answers | route p50 ms | route p99 ms | route max ms | bank match p50 ms | bank match p99 ms |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r.entries} | ${r.questions} | ${f(r.route.p50)} | ${f(r.route.p99)} | ${f(r.route.max)} | ${f(r.match.p50)} | ${f(r.match.p99)} |`),
    ...(seeded && grown ? [`route p99 ratio, ${grown.entries} entries to ${seeded.entries}: ${(grown.route.p99 / seeded.route.p99).toFixed(2)}×`] : []),
  ];
}
