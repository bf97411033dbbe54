// The knowledge bank (issue 28) on SQLite and PostgreSQL: the team writes an answer, the assistant gives it to the same
// question asked in other words and scripts with the facts filled in; what it cannot answer lands in a queue grouped
// by question, which the team answers in one step; bad entries are refused with a clear 400; agents cannot write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACT_VALUES } from "../../shared/facts.ts";
import { CHAT_API, type AssistantResponse } from "../../shared/schemas/chat-constants.ts";
import { ANSWER_LANGUAGES, KNOWLEDGE_API, KNOWLEDGE_LIMITS, type KnowledgeEntry, type KnowledgeGapGroup, type KnowledgeInput } from "../../shared/schemas/knowledge.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { teamOfEveryRole, type SignedInUser } from "../test-support/team-roles.ts";
import type { Role } from "../../shared/schemas/auth.ts";
import { freshAddress, startChat, visitorHeaders } from "./chat-test-support.ts";
import { ANSWERING_API } from "../../shared/schemas/chat-answering-constants.ts";
import { recordGap } from "../services/knowledge.ts";

const REFUND: KnowledgeInput = {
  question: "Can I get my money back if the report is late?",
  paraphrases: ["refund for a late soil report", "report late paisa wapas milega kya", "रिपोर्ट देर से मिली तो पैसे वापस?"],
  answers: {
    en: "If your report is not ready within {reportMinutes} minutes of the clinic taking the sample, the clinic returns the ₹{testPrice} or tests again free.",
    hi: "नमूना लेने के {reportMinutes} मिनट में रिपोर्ट न मिले तो क्लिनिक ₹{testPrice} लौटा देता है या मुफ़्त में दोबारा जांच करता है।",
  },
  links: ["/find-clinic", "/resources#faq"],
};

describe.each(testDatabases)("knowledge bank on %s", (kind) => {
  let t: TestApp;
  let team: Record<Role, SignedInUser>;
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: SignedInUser | null, payload?: unknown) =>
    t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
  const ask = async (message: string, history: { from: "user" | "bot"; text: string }[] = []) => {
    const res = await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress: freshAddress(), payload: { message, history } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AssistantResponse>();
  };
  const gaps = async () => (await send("GET", KNOWLEDGE_API.gaps, team.admin)).json<{ groups: KnowledgeGapGroup[] }>().groups;

  beforeAll(async () => {
    t = await createTestApp(kind);
    team = await teamOfEveryRole(t.app);
  });
  afterAll(async () => t?.close());

  it("answers the team's entry to the question asked in other words and scripts, facts filled in, links named", async () => {
    const created = await send("POST", KNOWLEDGE_API.entries, team.editor, REFUND);
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<{ entry: KnowledgeEntry }>().entry;
    expect(entry).toMatchObject({ question: REFUND.question, status: "published", links: REFUND.links });

    // The assistant reads the bank again within its version check (2 s).
    await expect.poll(async () => (await ask("What if my soil report comes late, do I get a refund?")).response, { timeout: 5000 }).toBe(
      `If your report is not ready within ${FACT_VALUES.reportMinutes} minutes of the clinic taking the sample, the clinic returns the ₹${FACT_VALUES.testPrice} or tests again free.`,
    );
    const hindi = await ask("रिपोर्ट देर से आई तो क्या पैसे वापस मिलेंगे?");
    expect(hindi.language).toBe("hi");
    expect(hindi.response).toContain(`₹${FACT_VALUES.testPrice} लौटा देता है`);
    // Link names in the visitor's language; the widget puts the page's language in the path.
    expect(hindi.links).toEqual([
      { label: "क्लिनिक खोजें", path: "/find-clinic" },
      { label: expect.any(String), path: "/resources#faq" },
    ]);
    const hinglish = await ask("report late hui to paisa wapas milega?");
    expect(hinglish.language).toBe("hi-latn");
    expect(hinglish.response).not.toMatch(/[\u0900-\u097F]/);
    expect(hinglish.response).toContain(FACT_VALUES.testPrice);
  });

  it("keeps a draft out of the answers, and answers with the changed text after an edit", async () => {
    const draft = await send("POST", KNOWLEDGE_API.entries, team.admin, {
      question: "Do you test for pesticide residues in soil?",
      answers: { en: "Not yet: our tests measure nutrients, pH, EC and organic carbon." },
      status: "draft",
    });
    expect(draft.statusCode).toBe(201);
    const asked = "Can you test my soil for pesticide residues?";
    expect((await ask(asked)).response).not.toContain("Not yet: our tests measure");
    const id = draft.json<{ entry: KnowledgeEntry }>().entry.id;
    const published = await send("PUT", KNOWLEDGE_API.entry(id), team.admin, {
      question: "Do you test for pesticide residues in soil?",
      answers: { en: "Not yet: our tests measure nutrients, pH, EC and organic carbon, {testParameters} things in all." },
      status: "published",
    });
    expect(published.statusCode, published.body).toBe(200);
    await expect.poll(async () => (await ask(asked)).response, { timeout: 5000 }).toContain(`organic carbon, ${FACT_VALUES.testParameters} things in all`);
    expect((await send("DELETE", KNOWLEDGE_API.entry(id), team.admin)).statusCode).toBe(204);
    expect((await send("DELETE", KNOWLEDGE_API.entry(id), team.admin)).statusCode).toBe(404);
    await expect.poll(async () => (await ask(asked)).response, { timeout: 5000 }).not.toContain("Not yet: our tests measure");
  });

  it("queues what it could not answer, grouped by question, and the team's one-step answer serves the next visitor", async () => {
    const question = "Do you give a guarantee on the tractor rental?";
    const first = await ask(question);
    expect(first.offer).toBe("callback");
    await ask("tractor rental guarantee do you give?");
    // Noise stays out of the queue: a link, a wall of text, keyboard mashing.
    for (const junk of ["buy cheap pills http://spam.example", "x".repeat(400), "sdfghjklqwrtp zxcvbnmqwrt"]) await ask(junk);
    // After an answer that did not help, asking for a person queues the question it answered.
    const helpless = "Will the monsoon come early in Vidarbha?";
    await ask("I want to talk to a real person", [{ from: "user", text: helpless }, { from: "bot", text: "Sorry, I don't have an answer to that." }]);

    const groups = await expect.poll(gaps, { timeout: 5000 }).toSatisfy((g: KnowledgeGapGroup[]) => g.some((x) => x.count === 2));
    void groups;
    const all = await gaps();
    const tractor = all.find((g) => g.questions.includes(question))!;
    expect(tractor).toMatchObject({ count: 2, languages: ["en"], reasons: ["unanswered"] });
    expect(tractor.questions.sort()).toEqual([question, "tractor rental guarantee do you give?"].sort());
    expect(all.find((g) => g.question === helpless)).toMatchObject({ reasons: ["asked_person"] });
    expect(all.some((g) => g.questions.some((q) => q.includes("http") || q.startsWith("xxxx") || q.includes("sdfgh")))).toBe(false);

    const answered = await send("POST", KNOWLEDGE_API.answerGap, team.editor, {
      key: tractor.key,
      question: "Do you rent out tractors?",
      answers: { en: "We do not rent tractors or machines: we test soil and water, at ₹{testPrice} a sample." },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json<{ entry: KnowledgeEntry }>().entry.paraphrases).toEqual(expect.arrayContaining([question]));
    expect((await gaps()).some((g) => g.key === tractor.key)).toBe(false);
    await expect.poll(async () => (await ask("is there a guarantee when I rent your tractor")).response, { timeout: 5000 }).toContain("We do not rent tractors");
    expect((await send("POST", KNOWLEDGE_API.answerGap, team.editor, { key: tractor.key, question: "x?x", answers: { en: "y" } })).statusCode).toBe(404);
  });

  it("answers a Hinglish question with the team's own Hinglish, and with the Hindi in Latin letters when there is none", async () => {
    const hinglish = "Khet ki report der se aaye to clinic ₹{testPrice} wapas karta hai.";
    const created = await send("POST", KNOWLEDGE_API.entries, team.editor, {
      question: "Will the clinic return my money if the soil report comes late?",
      paraphrases: ["late report pe paisa wapas milega kya", "report der se aayi to paise wapas"],
      answers: { en: "Yes: a late report means your ₹{testPrice} back.", hi: "रिपोर्ट देर से आए तो ₹{testPrice} वापस।", "hi-latn": hinglish },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ entry: KnowledgeEntry }>().entry.id;
    await expect.poll(async () => (await ask("late report pe paisa wapas milega kya")).response, { timeout: 5000 }).toContain("wapas karta");
    const latin = await ask("report der se aayi to paise wapas");
    expect(latin).toMatchObject({ language: "hi-latn", response: hinglish.replace("{testPrice}", FACT_VALUES.testPrice) });
    // Without the team's Hinglish, the Hindi answer is spelled in Latin letters.
    const { "hi-latn": _, ...withoutHinglish } = created.json<{ entry: KnowledgeEntry }>().entry.answers;
    const edited = await send("PUT", KNOWLEDGE_API.entry(id), team.editor, { ...created.json<{ entry: KnowledgeEntry }>().entry, answers: withoutHinglish });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect.poll(async () => (await ask("report der se aayi to paise wapas")).response, { timeout: 5000 }).toMatch(/^\w+ der se \w+ to ₹[\d-]+ \w+\.?$/);
    expect((await send("DELETE", KNOWLEDGE_API.entry(id), team.admin)).statusCode).toBe(204);
  });

  it("stays usable under a flood of 10,000 nonsense questions: gibberish kept out, real questions grouped on top", { timeout: 60_000 }, async () => {
    const real = "Do you sell tractor tyres?";
    await ask(real);
    await ask("tractor tyres do you sell");
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const letters = "qwrtzpsdfghjklxcvbnm";
    const vocabulary = ["banana", "rocket", "purple", "seven", "window", "guitar", "silver", "monkey", "candle", "ocean", "pencil", "thunder"];
    let kept = 0;
    for (let i = 0; i < 10_000; i++) {
      // Four in five are keyboard mashing; the rest are word salads a bot might send, each different.
      const question =
        i % 5
          ? Array.from({ length: 3 + (next() % 4) }, () => Array.from({ length: 5 + (next() % 6) }, () => letters[next() % letters.length]).join("")).join(" ")
          : `${Array.from({ length: 4 }, () => vocabulary[next() % vocabulary.length]).join(" ")} ${i}?`;
      if (await recordGap(t.app.db, { question, language: "en", reason: "unanswered" })) kept++;
    }
    // The spam filter keeps the mashing out; what it lets through never buries a question real visitors ask.
    expect(kept).toBeLessThanOrEqual(2_000);
    const res = await send("GET", KNOWLEDGE_API.gaps, team.admin);
    expect(res.statusCode).toBe(200);
    const groups = res.json<{ groups: KnowledgeGapGroup[] }>().groups;
    expect(groups.length).toBeLessThanOrEqual(100);
    expect(groups[0]!.count).toBeGreaterThanOrEqual(2);
    expect(groups.find((g) => g.questions.includes(real))).toMatchObject({ count: 2 });
    expect(groups.some((g) => /[qwrtzpsdfghjklxcvbnm]{6,}/.test(g.question))).toBe(false);
    await t.app.db.deleteFrom("knowledge_gaps").where("question", "not like", "%tyres%").execute();
  });

  it("queues the questions the assistant answered in a chat the visitor rated bad, once, with the chat", async () => {
    // Nobody is online: the chat starts with the assistant, already ended (a bot-mode chat the visitor can rate).
    const chat = await startChat(t.app, "Rated Visitor");
    // A question the assistant answers (so only the rating can queue it).
    const asked = "What does one soil sample cost at your clinic?";
    const res = await t.app.inject({ method: "POST", url: CHAT_API.assistant, headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { message: asked, sessionId: chat.sessionId } });
    expect(res.statusCode, res.body).toBe(200);
    const rate = (rating: "good" | "bad") =>
      t.app.inject({ method: "POST", url: ANSWERING_API.rating(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { rating } });
    expect((await rate("good")).statusCode).toBe(200);
    expect((await gaps()).some((g) => g.questions.includes(asked) && g.reasons.includes("rated_bad"))).toBe(false);
    expect((await rate("bad")).statusCode).toBe(200);
    expect((await rate("bad")).statusCode).toBe(200);
    const group = (await gaps()).find((g) => g.questions.includes(asked) && g.reasons.includes("rated_bad"))!;
    expect(group).toMatchObject({ languages: ["en"], conversationId: chat.sessionId });
    expect(group.count).toBe(1);
  });

  it("refuses an unknown fact, a broken link, an empty or unknown language, a long answer and 5,000 entries, storing nothing", async () => {
    const before = (await send("GET", KNOWLEDGE_API.entries, team.admin)).json<{ total: number }>().total;
    const refused = async (body: unknown, code: string, message: RegExp, url: string = KNOWLEDGE_API.entries) => {
      const res = await send("POST", url, team.admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code, message: expect.stringMatching(message) });
    };
    await refused({ ...REFUND, answers: { en: "Costs ₹{testCost}." } }, "invalid_knowledge", /unknown fact: \{testCost\}/);
    await refused({ ...REFUND, links: ["/pricing"] }, "broken_link", /\/pricing goes to no page/);
    await refused({ ...REFUND, links: ["/blog/no-such-post"] }, "broken_link", /no-such-post/);
    await refused({ ...REFUND, links: ["https://evil.example"] }, "invalid_knowledge", /path of the site/);
    await refused({ ...REFUND, links: ["/", "/contact", "/about"] }, "invalid_knowledge", /At most 2 links/);
    await refused({ ...REFUND, answers: { en: "ok", hi: "  " } }, "invalid_knowledge", /hi answer is empty/);
    await refused({ ...REFUND, answers: { fr: "Oui" } }, "invalid_knowledge", new RegExp(`these languages only: ${ANSWER_LANGUAGES.join(", ")}`));
    await refused({ ...REFUND, answers: {} }, "invalid_knowledge", /at least one language/);
    await refused({ ...REFUND, answers: { en: "a".repeat(KNOWLEDGE_LIMITS.answerMax + 1) } }, "invalid_knowledge", /at most 350 characters/);
    const many = Array.from({ length: 5000 }, (_, i) => ({ question: `Question number ${i}`, answers: { en: "An answer." } }));
    await refused({ entries: many }, "invalid_knowledge", /At most 1000 entries at once/, KNOWLEDGE_API.import);
    await refused({ entries: [{ question: "Fine question", answers: { en: "Fine." } }, { question: "Bad", answers: { en: "{nope}" } }] }, "invalid_knowledge", /^Entry 2: /, KNOWLEDGE_API.import);
    expect((await send("GET", KNOWLEDGE_API.entries, team.admin)).json<{ total: number }>().total).toBe(before);
    // An import of good entries is stored whole.
    const good = await send("POST", KNOWLEDGE_API.import, team.admin, { entries: [{ question: "Fine question one", answers: { en: "Fine." } }, { question: "Fine question two", answers: { hi: "ठीक।" } }] });
    expect([good.statusCode, good.json()]).toEqual([201, { created: 2 }]);
  });

  it("is for admins and editors: an agent is refused, a stranger asked to sign in", async () => {
    expect((await send("GET", KNOWLEDGE_API.entries, team.agent)).statusCode).toBe(403);
    expect((await send("POST", KNOWLEDGE_API.entries, team.agent, REFUND)).statusCode).toBe(403);
    expect((await send("GET", KNOWLEDGE_API.gaps, null)).statusCode).toBe(401);
    const list = await send("GET", `${KNOWLEDGE_API.entries}?q=REFUND`, team.editor);
    expect(list.json<{ entries: KnowledgeEntry[] }>().entries.map((e) => e.question)).toEqual([REFUND.question]);
  });
});
