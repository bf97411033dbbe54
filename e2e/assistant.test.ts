// The assistant in the widget, in a real browser against the real server (issue 12): a Hindi question answered in Hindi
// with titled links to Hindi pages, a Hinglish one in Hinglish, a follow-up read with the turns before it, a clinic
// named from the clinics table, a wish for a person or anger answered with the call-back offer (a lead linked to the
// chat) or, for a chat the server does not know, the team's phone and WhatsApp; and a chat saved before replies had links.
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, type AssistantRequest } from "../src/shared/schemas/chat.ts";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import chatEn from "../src/client/i18n/locales/chat/en.json";
import chatHi from "../src/client/i18n/locales/chat/hi.json";
import commonEn from "../src/client/i18n/locales/common/en.json";
import commonHi from "../src/client/i18n/locales/common/hi.json";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, withDb } from "./support.ts";

type Lang = "en" | "hi";
const TEXT = { en: { ...commonEn, ...chatEn }, hi: { ...commonHi, ...chatHi } };

let browser: Browser;
let unique = 0;
const emailFor = (who: string) => `${who}-${Date.now()}-${++unique}@example.in`;

const panel = (page: Page) => page.getByRole("dialog");
const chatLog = (page: Page, lang: Lang) => panel(page).getByRole("log", { name: TEXT[lang]["chat.log.label"] });
/** The chat's messages: each item of the log is one message (the assistant's links are not a list of their own). */
const messages = (page: Page, lang: Lang) => chatLog(page, lang).getByRole("listitem");

/** Words of three or more Latin letters in a text, other than the brand. */
const latinWords = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => w !== defaultSiteConfig.brand);

/** Every question the page sends the assistant, with its bearer header. */
function watchAssistant(page: Page): { body: AssistantRequest; authorization: string | undefined }[] {
  const asked: { body: AssistantRequest; authorization: string | undefined }[] = [];
  page.on("request", (r: Request) => {
    if (new URL(r.url()).pathname === CHAT_API.assistant && r.method() === "POST") {
      asked.push({ body: r.postDataJSON() as AssistantRequest, authorization: r.headers().authorization });
    }
  });
  return asked;
}

/** Opens a public page and the widget, fills in the lead form as a farmer and starts the chat (no agent is online). */
async function startChat(page: Page, pathname: string, lang: Lang, who: { name: string; email: string }) {
  const text = TEXT[lang];
  await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: /^(Chat with us|हमसे चैट करें)$/ }).click();
  const form = panel(page);
  await form.getByLabel(text["form.name"]).fill(who.name);
  await form.getByLabel(text["form.email"]).fill(who.email);
  await form.getByLabel(text["chat.form.userType"]).selectOption({ label: text["chat.userType.farmer"] });
  // As long as a person takes: a faster form is held as spam.
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
  await form.getByRole("button", { name: text["chat.form.start"] }).click();
  await chatLog(page, lang).waitFor();
}

/** Types a question, sends it with Enter and resolves with the assistant's reply (the log's newest message). */
async function ask(page: Page, lang: Lang, question: string) {
  const before = await messages(page, lang).count();
  const box = panel(page).getByLabel(TEXT[lang]["chat.composer.label"]);
  await expect.poll(() => box.isEnabled()).toBe(true);
  await box.fill(question);
  await box.press("Enter");
  await expect.poll(() => messages(page, lang).count(), { timeout: 10_000 }).toBe(before + 2);
  expect(await messages(page, lang).nth(before).textContent()).toContain(question);
  return messages(page, lang).last();
}

/** The reply's text without its links. */
const replyText = (reply: ReturnType<Page["locator"]>) => reply.locator("div.rounded-2xl > span").allTextContents().then((parts) => parts.join(""));

async function linksOf(reply: ReturnType<Page["locator"]>) {
  return reply.getByRole("link").evaluateAll((links) =>
    links.map((a) => ({ text: (a as HTMLAnchorElement).innerText.replace(/\s+/g, " ").trim(), href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
  );
}

const sessionOf = (email: string) => withDb((db) => db.prepare("SELECT id, lead_id FROM chat_sessions WHERE user_email = ?").get(email)) as { id: string; lead_id: string | null } | undefined;
const loggedUnder = (sessionId: string) =>
  withDb((db) => db.prepare("SELECT sender, message FROM chat_messages WHERE conversation_id = ? ORDER BY created_at").all(sessionId)) as { sender: string; message: string }[];

beforeAll(async () => {
  browser = await launchBrowser();
  // No agent is online, whichever file ran before: the assistant answers.
  withDb((db) => db.exec("DELETE FROM agent_presence;"));
});

afterAll(async () => {
  await browser?.close();
});

describe("the assistant on a Hindi page", () => {
  let page: Page;
  let problems: string[];
  let asked: ReturnType<typeof watchAssistant>;
  const email = emailFor("savita");

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, { bypassCSP: true }));
    asked = watchAssistant(page);
    await startChat(page, "/hi", "hi", { name: "Savita Patil", email });
  });
  afterAll(async () => page.context().close());

  it("answers a Hindi question about the cost of a test in Hindi, with titled links to Hindi pages, logged under the chat", async () => {
    const question = "खेत की मिट्टी की जांच कराने में कितना पैसा लगता है?";
    const reply = await ask(page, "hi", question);
    const text = await replyText(reply);
    expect(text).toContain("₹300-500");
    expect(text).toContain("मिट्टी");
    expect(latinWords(text)).toEqual([]);
    expect(await linksOf(reply)).toEqual([
      { text: commonHi["route.find-clinic.link"], href: "/hi/find-clinic", target: null, rel: null },
      { text: commonHi["route.for-farmers.link"], href: "/hi/for-farmers", target: null, rel: null },
    ]);

    // The widget said the page's language, the turns before (the greeting) and its chat session, with the token.
    const session = sessionOf(email)!;
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ message: question, language: "hi", sessionId: session.id, history: [{ from: "bot", text: expect.stringContaining("Savita Patil") }] });
    expect(asked[0]!.authorization).toMatch(/^Bearer \S+$/);
    expect(loggedUnder(session.id)).toEqual([
      { sender: "user", message: question },
      { sender: "bot", message: expect.stringContaining("₹300-500") },
    ]);

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("answers how to take a sample in Hindi, sends the conversation so far, and its link opens the Hindi page's section", async () => {
    const reply = await ask(page, "hi", "मिट्टी का सैंपल लेते समय कितना गहरा खोदना चाहिए?");
    const text = await replyText(reply);
    expect(text).toContain("6 इंच");
    expect(latinWords(text)).toEqual([]);
    const links = await linksOf(reply);
    expect(links[0]).toEqual({ text: commonHi["route.for-farmers.link"], href: "/hi/for-farmers#sampling", target: null, rel: null });
    expect(asked[1]!.body.history?.map((turn) => turn.from)).toEqual(["bot", "user", "bot"]);
    expect(asked[1]!.body.history?.[1]).toEqual({ from: "user", text: "खेत की मिट्टी की जांच कराने में कितना पैसा लगता है?" });

    await reply.getByRole("link", { name: commonHi["route.for-farmers.link"] }).click();
    await page.waitForURL(/\/hi\/for-farmers#sampling$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The chat stays open on a wide screen, with its links: the link is a page load, and the chat opens again from the
    // tab's storage once the page's islands have hydrated.
    await expect.poll(() => messages(page, "hi").count(), { timeout: 10_000 }).toBe(5);
    expect(await messages(page, "hi").last().getByRole("link").count()).toBe(links.length);
    expect(problems).toEqual([]);
  });
});

describe("the assistant on an English page", () => {
  let page: Page;
  let problems: string[];
  let asked: ReturnType<typeof watchAssistant>;

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, { bypassCSP: true }));
    asked = watchAssistant(page);
    await startChat(page, "/", "en", { name: "Gurpreet Singh", email: emailFor("gurpreet") });
  });
  afterAll(async () => page.context().close());

  it("answers a Hinglish question in Hinglish", async () => {
    const reply = await ask(page, "en", "gehun bone se pehle mitti ki jaanch karani hai, kitna kharcha aayega?");
    const text = await replyText(reply);
    expect(text).toContain("₹300-500");
    expect(text).toMatch(/\bjaanch\b/);
    expect(text).toMatch(/\bmitti\b/);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    // Not the English answer.
    expect(text).not.toContain("per sample");
    const links = await linksOf(reply);
    expect(links.map((l) => l.href)).toEqual(["/find-clinic", "/for-farmers"]);
    expect(links.every((l) => !/[\u0900-\u097F]/.test(l.text))).toBe(true);
  });

  it("reads a follow-up with the question before it", async () => {
    const first = await ask(page, "en", "Is there a clinic in Punjab?");
    expect(await replyText(first)).toContain("Punjab");
    const followUp = "which of them has satellite analysis?";
    const reply = await ask(page, "en", followUp);
    expect(await replyText(reply)).toContain("Bathinda Malwa Soil Clinic");
    expect(asked.at(-1)!.body.history?.slice(-2)).toEqual([
      { from: "user", text: "Is there a clinic in Punjab?" },
      { from: "bot", text: expect.stringContaining("Punjab") },
    ]);
    // Asked alone, the same words are about something else: the clinic came from the conversation.
    const alone = await fetch(`${baseUrl()}${CHAT_API.assistant}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ message: followUp }) });
    expect(((await alone.json()) as { response: string }).response).not.toContain("Bathinda");
  });

  it("names the clinic near Nashik from the clinics table", async () => {
    const reply = await ask(page, "en", "Is there a clinic near Nashik?");
    const text = await replyText(reply);
    expect(text).toContain("Dharti Soil Clinic, Nashik");
    // The clinic's phone is a link that dials it (Hindi review W-5), on one line.
    expect(await linksOf(reply)).toEqual([
      { text: "+91 97300 77889", href: "tel:+919730077889", target: null, rel: null },
      { text: "Find a Clinic", href: "/find-clinic", target: null, rel: null },
    ]);
    expect(await reply.getByRole("link", { name: "+91 97300 77889" }).evaluate((a) => getComputedStyle(a).whiteSpace)).toBe("nowrap");
    expect(problems).toEqual([]);
  });
});

describe("a person, or anger: the call-back", () => {
  it("offers a call-back to a visitor who wants a person, and after anger; the message is stored as a lead linked to the chat", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    const email = emailFor("ramesh");
    await startChat(page, "/for-farmers", "en", { name: "Ramesh Yadav", email });

    // No agent is online: the offer opens at once.
    const box = panel(page).getByLabel("Type your message");
    await box.fill("I want to talk to a person");
    await box.press("Enter");
    const offer = panel(page).getByRole("region", { name: chatEn["chat.offer.noAgentTitle"] });
    await offer.waitFor();
    expect(await offer.getByRole("button", { name: chatEn["chat.offer.leaveMessage"] }).isVisible()).toBe(true);
    await offer.getByRole("button", { name: chatEn["chat.offer.keepWithAssistant"] }).click();
    await offer.waitFor({ state: "detached" });

    // Anger: an apology, the WhatsApp and contact links, and the assistant's own offer.
    const angry = "This is useless, you are not helping me at all!";
    const reply = await ask(page, "en", angry);
    expect(await replyText(reply)).toContain("I'm sorry");
    expect(await linksOf(reply)).toEqual([
      { text: `Chat with us on WhatsApp ${chatEn["chat.message.externalLink"]}`, href: `https://wa.me/${defaultSiteConfig.whatsappNumber}`, target: "_blank", rel: "noopener noreferrer" },
      { text: "Contact Us", href: "/contact", target: null, rel: null },
    ]);
    // "(opens in a new tab)" is for screen readers only.
    const hidden = reply.getByText(chatEn["chat.message.externalLink"]);
    expect(await hidden.evaluate((el) => getComputedStyle(el).position === "absolute" && el.getBoundingClientRect().width <= 1)).toBe(true);
    const assistantOffer = panel(page).getByRole("region", { name: chatEn["chat.offer.assistantTitle"] });
    await assistantOffer.waitFor();
    let violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await assistantOffer.getByRole("button", { name: chatEn["chat.offer.leaveMessage"] }).click();
    const form = panel(page).getByRole("form", { name: chatEn["chat.callback.title"] });
    await form.getByLabel(chatEn["chat.callback.byPhone"]).check();
    await form.getByLabel(chatEn["chat.callback.phone"]).fill("+91 98220 12345");
    await form.getByLabel(chatEn["chat.callback.when"]).selectOption({ label: chatEn["chat.callback.time.evening"] });
    await form.getByLabel(chatEn["chat.callback.note"]).fill("The answers did not help with my wheat field.");
    violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await form.getByRole("button", { name: chatEn["chat.callback.send"] }).click();
    await expect.poll(() => messages(page, "en").last().textContent()).toContain("We have your message and will call you in the evening.");
    expect(await form.count()).toBe(0);

    // The lead holds the call-back and its chat; the chat names the lead; the team can read what was said.
    const session = sessionOf(email)!;
    expect(session.lead_id).toBeTruthy();
    const lead = withDb((db) => db.prepare("SELECT name, phone, source, metadata FROM leads WHERE id = ?").get(session.lead_id)) as { name: string; phone: string; source: string; metadata: string };
    // Stored in E.164 (issue 26); the team's e-mail writes it as typed below.
    expect(lead).toMatchObject({ name: "Ramesh Yadav", phone: "+919822012345", source: "live_chat" });
    const request = JSON.parse(lead.metadata) as Record<string, string>;
    expect(request).toMatchObject({ chatSessionId: session.id, callbackBy: "Phone call", callbackTime: "Evening (4 to 7 pm)" });
    // The visitor's own words from the chat, and the note, in the request (issue 26).
    expect(request.visitorWords).toContain(angry);
    expect(request.visitorWords).toMatch(/The answers did not help with my wheat field\.$/);
    expect(loggedUnder(session.id).map((m) => m.message)).toContain(angry);
    // The team is told.
    const mails = withDb((db) => db.prepare("SELECT body_text FROM email_outbox WHERE body_text LIKE ?").all("%+91 98220 12345%")) as { body_text: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("gives the team's phone and WhatsApp instead when the chat has no session the server knows", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    const asked = watchAssistant(page);
    // The session cannot be started: the widget goes on with the assistant alone.
    await page.route(`**${CHAT_API.sessions}`, (route) => route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Try later" } } }));
    await startChat(page, "/hi", "hi", { name: "Kamla Devi", email: emailFor("kamla") });

    const reply = await ask(page, "hi", "बकवास जवाब है, कोई मदद नहीं मिली");
    expect(await replyText(reply)).toContain("माफ़ कीजिए");
    expect(asked[0]!.body.sessionId).toBeUndefined();
    expect(asked[0]!.authorization).toBeUndefined();
    // No offer of a call that cannot be asked for, and no button that could not work: the ways to reach the team.
    const offer = panel(page).getByRole("region", { name: chatHi["chat.offer.reachTitle"] });
    await offer.waitFor();
    expect(await offer.getByRole("button", { name: chatHi["chat.offer.leaveMessage"] }).count()).toBe(0);
    const phone = defaultSiteConfig.phones[0];
    expect(await linksOf(offer)).toEqual([
      { text: chatHi["chat.offer.call"].replace("{phone}", phone), href: `tel:${phone.replace(/\s/g, "")}`, target: null, rel: null },
      { text: `${chatHi["chat.offer.whatsapp"]} ${chatHi["chat.message.externalLink"]}`, href: `https://wa.me/${defaultSiteConfig.whatsappNumber}`, target: "_blank", rel: "noopener noreferrer" },
    ]);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await offer.getByRole("button", { name: chatHi["chat.offer.keepWithAssistant"] }).isVisible()).toBe(true);
    // The visitor asks on instead: the assistant's offer folds away with its answer.
    await ask(page, "hi", "मिट्टी का नमूना कैसे लें?");
    await offer.waitFor({ state: "detached" });
    // The browser reports the refused session itself, and the widget warns that it goes on without one.
    expect(problems.filter((p) => !p.includes("503") && !p.includes("Could not start a chat session"))).toEqual([]);
    await page.context().close();
  });
});

describe("a chat saved before replies had links", () => {
  it("shows again after a reload, and its new replies keep their links in the browser's storage", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000).toISOString();
    const saved = {
      info: { name: "Asha Rao", email: emailFor("asha"), phone: null, location: null, userType: "farmer" },
      mode: "bot",
      session: null,
      messages: [
        { id: "local-1", message: "Hello Asha Rao! All our agents are busy right now, so I will help you.", sender_type: "bot", sender_name: "MittiMitra Assistant", created_at: at(1) },
        { id: "local-2", message: "Where can I test my soil?", sender_type: "user", sender_name: "Asha Rao", created_at: at(2) },
        { id: "local-3", message: "Visit a clinic near you.\n\nMore: Find a clinic: /find-clinic", sender_type: "bot", sender_name: "MittiMitra Assistant", created_at: at(3) },
      ],
      ended: false,
    };
    await page.evaluate((chat) => {
      localStorage.setItem("mittimitra.chat", JSON.stringify({ savedAt: Date.now(), resumeHours: 24, chat }));
      sessionStorage.setItem("mittimitra.chat-view", "open");
    }, saved);
    await page.reload({ waitUntil: "networkidle" });
    await chatLog(page, "en").waitFor();
    expect(await messages(page, "en").count()).toBe(3);
    // The old reply's path is still a link, and the old reply has no titled links.
    expect(await linksOf(messages(page, "en").last())).toEqual([{ text: "/find-clinic", href: "/find-clinic", target: null, rel: null }]);

    const reply = await ask(page, "en", "What are your testing prices?");
    expect(await reply.getByRole("link").count()).toBe(2);
    const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem("mittimitra.chat")!) as { chat: { messages: { links?: { label: string; path: string }[] }[] } }).chat);
    expect(stored.messages.at(-1)!.links).toEqual([
      { label: "Find a Clinic", path: "/find-clinic" },
      { label: "For Farmers", path: "/for-farmers" },
    ]);
    await page.reload({ waitUntil: "networkidle" });
    await chatLog(page, "en").waitFor();
    expect(await linksOf(messages(page, "en").last())).toEqual([
      { text: "Find a Clinic", href: "/find-clinic", target: null, rel: null },
      { text: "For Farmers", href: "/for-farmers", target: null, rel: null },
    ]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
