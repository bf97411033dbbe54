// Chat history benchmark (issue 14): the Conversations screen's reads over 100,000 chats of about 10 messages each,
// on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL, each with p50 and p99 over repeated runs.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import type { Db } from "../src/server/db/database.ts";
import { getConversation, getLeadHistory, listConversations } from "../src/server/services/conversations.ts";
import { cursorAfter } from "../src/server/services/keyset-cursor.ts";
import { createTestApp, type DbKind } from "../src/server/test-support/test-app.ts";

const firstNames = ["Ramesh", "Sunita", "Anil", "Lakshmi", "Vijay", "Meena", "Suresh", "Kavita", "Rajesh", "Pooja", "रमेश", "सुनीता"];
const lastNames = ["Patil", "Reddy", "Sharma", "Gowda", "Yadav", "Singh", "Naik", "Kumar", "Deshmukh", "Verma"];
const crops = ["paddy", "wheat", "cotton", "sugarcane", "tomato", "onion", "chilli", "soybean", "maize", "groundnut", "banana", "turmeric"];
const problems = ["yellow leaves", "low yield", "salty patches", "hard crust", "poor germination", "stunted growth", "leaf curl", "white roots"];
const questions = [
  (c: string, p: string) => `My ${c} field has ${p}, what should I test?`,
  (c: string) => `How much urea for ${c} per acre?`,
  (c: string, p: string) => `Is ${p} in ${c} from the soil or the water?`,
  () => "Where is the nearest soil testing clinic?",
  (c: string) => `When should I sow ${c} after the report?`,
];
const agentReplies = [
  (c: string) => `Please send a photo of the ${c} plot.`,
  () => "A Soil Didi can collect the sample this week.",
  (c: string, p: string) => `For ${p} in ${c}, check the pH and zinc first.`,
  () => "Your report will be ready in 7 days.",
];

/** One chat in this many has the rare word, so a search for it finds about ten chats. */
const RARE_EVERY = 10_000;
const RARE_WORD = "vermiwash";

export interface ConversationBenchRow {
  name: string;
  p50: number;
  p99: number;
  /** The machine's one-minute load average when the query's runs began. */
  load: number;
}

/**
 * `count` chats, one a minute back from now: 60 % with an agent (greeting, joined, 3 visitor and 3 agent messages,
 * ended: 9 lines), 40 % with the assistant alone (5 questions and 5 answers: 10 lines).
 */
export async function seedConversations(db: Db, count: number, agents: string[], onProgress?: (done: number) => void): Promise<void> {
  const now = Date.now();
  const batch = 500;
  for (let i = 0; i < count; i += batch) {
    const sessions = [];
    const agentLines = [];
    const botLines = [];
    for (let n = i; n < Math.min(count, i + batch); n++) {
      const id = randomUUID();
      const start = now - n * 60_000;
      const at = (k: number) => new Date(start + k * 1000).toISOString();
      const name = `${firstNames[n % firstNames.length]} ${lastNames[(n * 7) % lastNames.length]}`;
      const crop = crops[n % crops.length]!;
      const problem = problems[(n * 5) % problems.length]!;
      const withAgent = n % 5 < 3;
      const agent = withAgent ? agents[n % agents.length]! : null;
      sessions.push({
        id,
        agent_id: agent,
        // The newest few are still live: some waiting, some with an agent.
        status: n < 20 ? (withAgent ? "active" : "waiting") : "ended",
        user_name: name,
        user_email: `farmer${n}@example.in`,
        user_type: "farmer",
        language: n % 12 >= 10 ? "hi" : "en",
        lead_id: null,
        visitor_token_hash: "bench",
        created_at: at(0),
        taken_at: withAgent ? at(30) : null,
        ended_at: n < 20 ? null : at(600),
        updated_at: at(600),
      });
      const rare = n % RARE_EVERY === 4321 ? ` Can I use ${RARE_WORD}?` : "";
      if (withAgent) {
        const line = (k: number, sender_type: string, sender_name: string, message: string) => ({
          id: randomUUID(),
          session_id: id,
          client_id: null,
          sender_type,
          sender_name,
          message,
          created_at: at(k),
        });
        agentLines.push(
          line(0, "agent", "MittiMitra Agent", `Hello ${name}! Thanks for contacting MittiMitra. An agent will be with you in a moment.`),
          line(30, "system", "System", "An agent has joined the chat."),
        );
        for (let k = 0; k < 3; k++) {
          agentLines.push(line(40 + k * 60, "user", name, questions[(n + k) % questions.length]!(crop, problem) + (k === 0 ? rare : "")));
          agentLines.push(line(70 + k * 60, "agent", "Asha from MittiMitra", agentReplies[(n + k) % agentReplies.length]!(crop, problem)));
        }
        agentLines.push(line(600, "system", "System", "The agent has ended this chat."));
      } else {
        for (let k = 0; k < 5; k++) {
          const asked = questions[(n + k) % questions.length]!(crop, problem) + (k === 0 ? rare : "");
          botLines.push({ id: randomUUID(), conversation_id: id, sender: "user", message: asked, created_at: at(10 + k * 60) });
          botLines.push({ id: randomUUID(), conversation_id: id, sender: "bot", message: "A soil test costs ₹1,000 at a clinic near you: /find-clinic", created_at: at(11 + k * 60) });
        }
      }
    }
    await db.insertInto("chat_sessions").values(sessions).execute();
    if (agentLines.length) await db.insertInto("chat_session_messages").values(agentLines).execute();
    if (botLines.length) await db.insertInto("chat_messages").values(botLines).execute();
    onProgress?.(Math.min(count, i + batch));
  }
}

/** p50 and p99 of `runs` timed calls after one warm-up. */
async function percentiles(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p99: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)]!, p99: times[Math.min(runs - 1, Math.ceil(runs * 0.99) - 1)]! };
}

/** The conversation history's queries, named, over the seeded chats. */
async function conversationQueries(db: Db, agents: string[]): Promise<BenchCase[]> {
  const base = { pageSize: 25 };
  const { n } = await db.selectFrom("chat_sessions").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  // Page 3,600 (after 89,975 chats) as page 3,599 would have given its cursor, found once outside the timing.
  const skip = Math.min(89_975, Math.floor(Number(n) * 0.9));
  const before = await db.selectFrom("chat_sessions").select(["created_at", "id"]).orderBy("created_at", "desc").orderBy("id", "desc").offset(skip - 1).limit(1).executeTakeFirstOrThrow();
  const deep = cursorAfter(before, skip);
  const oneChat = await db.selectFrom("chat_sessions").select("id").where("agent_id", "is not", null).orderBy("created_at", "desc").offset(Math.min(5000, Math.floor(Number(n) / 4))).limit(1).executeTakeFirstOrThrow();
  const lead = { id: randomUUID(), email: "farmer5000@example.in" };
  await db
    .insertInto("leads")
    .values({ id: lead.id, name: "Bench Farmer", email: lead.email, phone: null, location: null, user_type: "farmer", source: "live_chat", metadata: null, email_normalized: lead.email, phone_normalized: null, duplicate_of: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    .execute();
  const search = (q: string) => () => listConversations(db, { ...base, q });
  const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString();
  const cases: BenchCase[] = [
    ["first page, no filter", () => listConversations(db, base)],
    [`page ${Math.floor(skip / 25) + 1} (after ${skip.toLocaleString("en-US")} chats)`, () => listConversations(db, { ...base, cursor: deep })],
    ["status ended + with a person", () => listConversations(db, { ...base, status: "ended", human: "with" })],
    ["one agent, last 7 days", () => listConversations(db, { ...base, agent: agents[0], from: weekAgo })],
    ["without a person, deep page", () => listConversations(db, { ...base, human: "without", cursor: deep })],
    ["search name 'suresh naik' (≈1.7 % of chats)", search("suresh naik")],
    ["search e-mail 'farmer4242@' (one chat)", search("farmer4242@")],
    [`search message '${RARE_WORD}' (≈10 chats)`, search(RARE_WORD)],
    ["search message 'salty patches' (≈12 % of chats)", search("salty patches")],
    ["search message 'zinc' (agent replies, ≈15 %)", search("zinc")],
    ["search 'ab' (2 letters: names and e-mails only, no index)", search("ab")],
    ["search 'salty patches', deep page", () => listConversations(db, { ...base, q: "salty patches", cursor: deep })],
    ["transcript of one chat", () => getConversation(db, oneChat.id)],
    ["lead detail: the visitor's chats and leads", () => getLeadHistory(db, lead.id)],
  ];
  return cases;
}

/** A named query of a seeded benchmark, run `runs` times after one warm-up. */
export type BenchCase = [name: string, run: () => Promise<unknown>];

/** What one benchmark over seeded chats measures, and how its table reads. */
export interface SeededChatBench {
  /** The table's first line. */
  title: string;
  /** What the seeding included, after "Seeding" ("took …" follows). */
  seeding?: string;
  /** The heading of the queries' column. */
  column: string;
  /** Rows added after the chats (ratings, say), counted in the seeding time. */
  afterSeed?: (db: Db) => Promise<void>;
  /** The queries, over the seeded chats and their three agents. */
  cases: (db: Db, agents: string[]) => Promise<BenchCase[]>;
}

async function benchOn(kind: DbKind, chats: number, runs: number, bench: SeededChatBench, log: (line: string) => void): Promise<{ rows: ConversationBenchRow[]; seedS: number }> {
  const t = await createTestApp(kind);
  try {
    const agents = [randomUUID(), randomUUID(), randomUUID()];
    const at = new Date().toISOString();
    await t.app.db
      .insertInto("users")
      .values(agents.map((id, i) => ({ id, email: `agent${i}@example.in`, password_hash: "x", name: `Agent ${i}`, created_at: at, updated_at: at, disabled_at: null, last_sign_in_at: null })))
      .execute();
    const t0 = performance.now();
    await seedConversations(t.app.db, chats, agents, (done) => {
      if (done % 20_000 === 0) log(`${kind}: ${done.toLocaleString("en-US")} chats stored`);
    });
    await bench.afterSeed?.(t.app.db);
    const seedS = (performance.now() - t0) / 1000;
    // A live PostgreSQL analyses a table after a bulk load by itself (autovacuum); the bench does not wait for it.
    if (kind === "postgres") await sql`analyze`.execute(t.app.db);
    const rows: ConversationBenchRow[] = [];
    for (const [name, fn] of await bench.cases(t.app.db, agents)) {
      const load = os.loadavg()[0]!;
      rows.push({ name, ...(await percentiles(fn, runs)), load });
    }
    return { rows, seedS };
  } finally {
    await t.close();
  }
}

/** Seeds `chats` chats on each database, runs the bench's queries there and returns its table as Markdown lines. */
export async function seededChatBenchTable(kinds: DbKind[], chats: number, runs: number, bench: SeededChatBench, log: (line: string) => void): Promise<string[]> {
  const results = new Map<DbKind, Awaited<ReturnType<typeof benchOn>>>();
  for (const kind of kinds) results.set(kind, await benchOn(kind, chats, runs, bench, log));
  const fmt = (x: number) => x.toFixed(2);
  const lines = [
    bench.title,
    `Seeding${bench.seeding ? ` ${bench.seeding}` : ""} took ${kinds.map((k) => `${fmt(results.get(k)!.seedS)} s on ${k}`).join(", ")}.`,
    `| ${bench.column} | ${kinds.map((k) => `${k} p50 | ${k} p99`).join(" | ")} | ${kinds.map((k) => `load (${k})`).join(" | ")} |`,
    `|---|${kinds.map(() => "---:|---:").join("|")}|${kinds.map(() => "---:").join("|")}|`,
  ];
  const first = results.get(kinds[0]!)!.rows;
  first.forEach((r, i) => {
    const cells = kinds.map((k) => `${fmt(results.get(k)!.rows[i]!.p50)} | ${fmt(results.get(k)!.rows[i]!.p99)}`);
    const loads = kinds.map((k) => results.get(k)!.rows[i]!.load.toFixed(2));
    lines.push(`| ${r.name} | ${cells.join(" | ")} | ${loads.join(" | ")} |`);
  });
  return lines;
}

/** The conversation history benchmark's table. */
export function conversationBenchTable(kinds: DbKind[], chats: number, runs: number, log: (line: string) => void): Promise<string[]> {
  return seededChatBenchTable(
    kinds,
    chats,
    runs,
    {
      title: `Conversation history over ${chats.toLocaleString("en-US")} chats (about 10 messages each), ${runs} runs per query after one warm-up (ms), with the one-minute load average as each began`,
      column: "query",
      cases: conversationQueries,
    },
    log,
  );
}
