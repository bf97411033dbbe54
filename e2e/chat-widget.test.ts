// The live-chat widget in a real browser against the real server: loaded only on open, the lead form and its stored
// live_chat lead, bot mode with suggested questions and links, agent mode driven through the agent REST API (also with
// the socket blocked), minimise, close, reset, reload, small screens and axe. Agents are driven through REST here;
// the two-browser agent flow is in agent-console.test.ts.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { CHAT_API, SUGGESTED_QUESTIONS, type AgentSessionSummary, type ChatMessage } from "../src/shared/schemas/chat.ts";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import chatHi from "../src/client/i18n/locales/chat/hi.json";
import commonHi from "../src/client/i18n/locales/common/hi.json";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, withDb } from "./support.ts";

const AGENT = { email: "widget.agent@example.in", password: "widget-agent-password" };
const AGENT_NAME = `${defaultSiteConfig.brand} Agent`;
const REQUIRED_MISSING = "Please fill in all required fields (Name, Phone or Email, and User Type)";
const CHAT_CHUNK = /\/assets\/(chat-panel|chat-feed)-[\w-]+\.js$/;

let browser: Browser;

const api = async <T>(url: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> => {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${baseUrl()}${url}`, { method: init.method ?? "GET", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
};

const setPresence = (token: string, online: boolean) => api(CHAT_API.presence, { method: "PUT", token, json: { online } });

let unique = 0;
const emailFor = (who: string) => `${who}-${Date.now()}-${++unique}@example.in`;

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with us" });
/** The launcher on a Hindi page (its text comes from the common catalog). */
const launcherHi = (page: Page) => page.getByRole("button", { name: /^(Chat with us|हमसे चैट करें)$/ });
const HI_SUGGESTED = [chatHi["chat.suggested.test"], chatHi["chat.suggested.services"], chatHi["chat.suggested.soilDidi"], chatHi["chat.suggested.prices"]];

/** Words in Latin letters in the panel (its texts, labels, placeholders and titles) other than these names. */
async function latinWords(page: Page, allowed: string[]): Promise<string[]> {
  const texts = await panel(page).evaluate((root) => {
    const out = [(root as HTMLElement).innerText];
    for (const el of root.querySelectorAll("[aria-label], [title], [placeholder]")) {
      for (const a of ["aria-label", "title", "placeholder"]) out.push(el.getAttribute(a) ?? "");
    }
    for (const input of root.querySelectorAll("input, textarea")) out.push(`-${(input as HTMLInputElement).value}-`);
    return out;
  });
  // What the visitor typed is theirs; am/pm in a time is two letters.
  const typed = new Set(texts.filter((t) => t.startsWith("-")).flatMap((t) => t.match(/[A-Za-z]+/g) ?? []));
  return texts
    .filter((t) => !t.startsWith("-"))
    .flatMap((t) => t.match(/[A-Za-z]{3,}/g) ?? [])
    .filter((w) => !allowed.includes(w) && !typed.has(w));
}
const panel = (page: Page) => page.getByRole("dialog");
const chatLog = (page: Page) => page.getByRole("log", { name: "Chat messages" });
const messageBox = (page: Page) => page.getByLabel("Type your message");

/** Opens a public page, then the widget; resolves once the lead form shows. */
async function openWidget(page: Page, pathname = "/") {
  await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
  await launcher(page).click();
  await panel(page).getByLabel("Full Name").waitFor();
}

/** Fills the widget's lead form, waits as long as a person would, and sends it. */
async function sendLeadForm(page: Page, who: { name: string; email: string; userType?: string; location?: string }) {
  const form = panel(page);
  await form.getByLabel("Full Name").fill(who.name);
  await form.getByLabel("Email Address").fill(who.email);
  if (who.location) await form.getByLabel("Location (City, State)").fill(who.location);
  await form.getByLabel("I am a").selectOption({ label: who.userType ?? "Farmer" });
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
  await form.getByRole("button", { name: "Start Chat" }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // No agent online and no admin, whichever file ran before; this file's agent is created through first-run setup.
  withDb((db) => db.exec("DELETE FROM refresh_tokens; DELETE FROM agent_presence; DELETE FROM users;"));
  expect((await api(AUTH_API.setup, { method: "POST", json: AGENT })).status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  // Leave no agent online for the files after this one.
  withDb((db) => db.exec("DELETE FROM agent_presence;"));
});

describe("chat widget: the button", () => {
  it("shows on public pages, loads no chat code before it is opened, and is not on admin pages", async () => {
    const { page, problems } = await openPage(browser);
    const chatRequests: string[] = [];
    page.on("request", (r) => {
      if (CHAT_CHUNK.test(new URL(r.url()).pathname) || r.url().includes("/api/v1/chat")) chatRequests.push(r.url());
    });
    for (const pathname of ["/", "/find-clinic", "/blog"]) {
      await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
      expect(await launcher(page).isVisible(), pathname).toBe(true);
    }
    // The button is in the server-rendered page, so it never shifts anything in after hydration.
    const html = await (await fetch(`${baseUrl()}/about`)).text();
    expect(html).toContain('aria-label="Chat with us"');
    expect(chatRequests).toEqual([]);

    await launcher(page).click();
    await panel(page).getByLabel("Full Name").waitFor();
    // The form the page holds shows at once (e2e/chat-first-tap.test.ts); the panel's code comes with the click.
    await expect.poll(() => chatRequests.some((u) => u.includes("chat-panel"))).toBe(true);
    await expect.poll(() => launcher(page).count()).toBe(0);

    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await launcher(page).count()).toBe(0);
    expect(await panel(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("chat widget: lead form and the assistant", () => {
  let page: Page;
  let problems: string[];
  const email = emailFor("lakshmi");

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, { bypassCSP: true }));
  });
  afterAll(async () => page.context().close());

  it("checks the form with the spec's words and passes axe", async () => {
    await openWidget(page);
    expect(await panel(page).getAttribute("aria-modal")).toBe("false");
    expect(await panel(page).getAttribute("aria-labelledby")).toBeTruthy();
    // Focus moved into the panel, to the first field.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("name");
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await panel(page).getByRole("button", { name: "Start Chat" }).click();
    expect(await panel(page).getByRole("alert").textContent()).toBe(REQUIRED_MISSING);
    await panel(page).getByLabel("Full Name").fill("Lakshmi Bai");
    await panel(page).getByLabel("Email Address").fill("lakshmi.example.in");
    await panel(page).getByLabel("I am a").selectOption({ label: "Farmer" });
    await panel(page).getByRole("button", { name: "Start Chat" }).click();
    expect(await panel(page).getByRole("alert").textContent()).toBe("Please enter a valid email address");
    // All seven user types of spec 3, by their labels.
    const labels = await panel(page).getByLabel("I am a").locator("option").allTextContents();
    expect(labels.slice(1)).toEqual([
      "Farmer",
      "FPO Representative",
      "Agri-Business Owner",
      "NGO/CSR Representative",
      "Student/Researcher",
      "Aspiring Entrepreneur",
      "Other",
    ]);
  });

  it("keeps the answers and shows the spec's error when the lead cannot be saved", async () => {
    await page.route("**/api/v1/leads", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"x","message":"boom"}}' }));
    await sendLeadForm(page, { name: "Lakshmi Bai", email, location: "Dharwad, Karnataka" });
    await expect
      .poll(() => panel(page).getByRole("alert").textContent())
      .toBe("There was an error processing your information. Please try again.");
    expect(await panel(page).getByLabel("Full Name").inputValue()).toBe("Lakshmi Bai");
    expect(await panel(page).getByLabel("Email Address").inputValue()).toBe(email);
    await page.unroute("**/api/v1/leads");
    problems.length = 0; // the browser logs the refused request itself
  });

  it("shows 'Connecting...' with the fields disabled, stores a live_chat lead and greets in bot mode", async () => {
    // The lead is held until the sending state has been checked, then let through.
    let releaseLead!: () => void;
    const leadHeld = new Promise<void>((resolve) => (releaseLead = resolve));
    let leadsSent = 0;
    await page.route("**/api/v1/leads", async (route) => {
      leadsSent++;
      await leadHeld;
      await route.continue();
    });
    try {
      await panel(page).getByRole("button", { name: "Start Chat" }).click();
      const button = panel(page).getByRole("button", { name: "Connecting..." });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      expect(await panel(page).getByLabel("Full Name").isDisabled()).toBe(true);
      expect(await panel(page).getByLabel("Email Address").isDisabled()).toBe(true);
      await expect.poll(() => leadsSent).toBe(1);
      expect(await chatLog(page).count()).toBe(0);
    } finally {
      releaseLead();
    }
    await chatLog(page).waitFor();
    await page.unroute("**/api/v1/leads");
    expect(leadsSent).toBe(1);

    const row = withDb((db) => db.prepare("SELECT * FROM leads WHERE email = ?").get(email)) as
      | { name: string; source: string; user_type: string; location: string | null; metadata: string }
      | undefined;
    expect(row).toMatchObject({ name: "Lakshmi Bai", source: "live_chat", user_type: "farmer", location: "Dharwad, Karnataka" });
    const metadata = JSON.parse(row!.metadata) as { timestamp: string; userAgent: string };
    expect(metadata.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
    expect(Date.now() - Date.parse(metadata.timestamp)).toBeLessThan(60_000);

    // The assistant greets without calling anyone busy (issue 26): the header says who is there.
    expect(await chatLog(page).textContent()).toContain("I am the assistant and I can help you right away");
    expect(await panel(page).getByRole("heading", { level: 2 }).textContent()).toBe(`${defaultSiteConfig.brand} Assistant`);
    const chips = panel(page).getByRole("group", { name: "Suggested questions" }).getByRole("button");
    expect(await chips.allTextContents()).toEqual([...SUGGESTED_QUESTIONS]);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("answers a suggested question with the right facts and a link that navigates, showing typing while it waits", async () => {
    let askedWith: { message: string; userInfo: Record<string, unknown> } | undefined;
    // The question is held until the waiting state has been checked, then let through.
    let releaseQuestion!: () => void;
    const questionHeld = new Promise<void>((resolve) => (releaseQuestion = resolve));
    await page.route("**/api/v1/assistant", async (route) => {
      askedWith = route.request().postDataJSON() as typeof askedWith;
      await questionHeld;
      await route.continue();
    });
    const typing = panel(page).getByRole("status").filter({ hasText: "is typing" });
    try {
      await panel(page).getByRole("button", { name: "What are your testing prices?" }).click();
      await typing.waitFor();
      expect(await messageBox(page).isDisabled()).toBe(true);
    } finally {
      releaseQuestion();
    }
    await typing.waitFor({ state: "detached" });
    await page.unroute("**/api/v1/assistant");
    expect(askedWith).toMatchObject({
      message: "What are your testing prices?",
      userInfo: { name: "Lakshmi Bai", email, location: "Dharwad, Karnataka", userType: "farmer", phone: null },
    });

    const reply = chatLog(page).getByRole("listitem").last();
    expect(await reply.textContent()).toContain("₹300-500 per sample");
    expect(await messageBox(page).isDisabled()).toBe(false);
    // Links are real links (no HTML from the reply), and they navigate inside the site with the chat still open.
    expect(await chatLog(page).locator("script, iframe, img").count()).toBe(0);
    // The reply's titled links go under its text, named as the site names its pages.
    await reply.getByRole("link", { name: "Find a Clinic" }).click();
    await page.waitForURL(/\/find-clinic$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // A link between pages loads the page: the chat opens again there with its messages from this tab's storage.
    await expect.poll(() => chatLog(page).getByRole("listitem").count()).toBe(3);
  });

  it("sends with Enter, keeps Shift+Enter as a new line, and counts characters near the limit", async () => {
    await messageBox(page).click();
    await page.keyboard.type("Hello");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("How do I get my soil tested?");
    expect(await messageBox(page).inputValue()).toBe("Hello\nHow do I get my soil tested?");
    await page.keyboard.press("Enter");
    await expect.poll(() => chatLog(page).getByRole("listitem").count(), { timeout: 10_000 }).toBe(5);
    expect(await chatLog(page).getByRole("listitem").nth(3).textContent()).toContain("Hello\nHow do I get my soil tested?");
    // The short answer (issue 12): the steps, kept as a list, and the clinic's price.
    expect(await chatLog(page).getByRole("listitem").nth(4).textContent()).toContain("• Take a soil sample");
    expect(await chatLog(page).getByRole("listitem").nth(4).textContent()).toContain("₹300-500");
    expect(await messageBox(page).inputValue()).toBe("");

    await messageBox(page).fill("a".repeat(1900));
    expect(await panel(page).getByText("1900/2000 characters").isVisible()).toBe(true);
    expect(await messageBox(page).getAttribute("maxlength")).toBe("2000");
    await messageBox(page).fill("");
  });

  it("survives a reload, minimises to a 60 px bar, closes with Escape back to the button, and resets to the form", async () => {
    await page.reload({ waitUntil: "networkidle" });
    await chatLog(page).waitFor();
    expect(await chatLog(page).getByRole("listitem").count()).toBe(5);

    await panel(page).getByRole("button", { name: "Minimise chat" }).click();
    const bar = await panel(page).boundingBox();
    expect(bar?.height).toBe(60);
    expect(await chatLog(page).count()).toBe(0);
    await panel(page).getByRole("button", { name: "Expand chat" }).click();
    expect((await panel(page).boundingBox())?.height).toBe(600);
    expect((await panel(page).boundingBox())?.width).toBe(380);
    await chatLog(page).waitFor();

    await messageBox(page).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Chat with us");
    await launcher(page).click();
    expect(await chatLog(page).getByRole("listitem").count()).toBe(5);
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    expect(await launcher(page).isVisible()).toBe(true);
    await launcher(page).click();

    await panel(page).getByRole("button", { name: "Reset" }).click();
    await panel(page).getByLabel("Full Name").waitFor();
    expect(await panel(page).getByLabel("Full Name").inputValue()).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("mittimitra.chat"))).toBeNull();
    expect(problems).toEqual([]);
  });

  it("fits a 390 px wide phone screen", async () => {
    const { page: phone, problems: phoneProblems } = await openPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    await openWidget(phone);
    const box = (await panel(phone).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const violations = await seriousA11yViolations(phone);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(phoneProblems).toEqual([]);
    await phone.context().close();
  });
});

describe("chat widget in Hindi", () => {
  it("shows the form, its errors, the assistant and its suggested questions in Hindi, and stores the chat's language", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    let asked: { message: string } | undefined;
    await page.route("**/api/v1/assistant", async (route) => {
      asked = route.request().postDataJSON() as typeof asked;
      await route.fulfill({ json: { response: "मिट्टी की जांच के लिए /find-clinic देखें।" } });
    });
    await page.goto(`${baseUrl()}/hi`, { waitUntil: "networkidle" });
    await launcherHi(page).click();
    const form = panel(page);
    await form.getByLabel(commonHi["form.name"]).waitFor();
    expect(await form.getByRole("heading", { level: 2 }).textContent()).toBe(chatHi["chat.panel.title"]);
    await form.getByRole("button", { name: chatHi["chat.form.start"] }).click();
    expect(await form.getByRole("alert").textContent()).toBe(chatHi["chat.form.requiredMissing"]);
    const options = await form.getByLabel(chatHi["chat.form.userType"]).locator("option").allTextContents();
    expect(options).toEqual([commonHi["form.choose"], chatHi["chat.userType.farmer"], chatHi["chat.userType.fpo"], chatHi["chat.userType.agri-business"], chatHi["chat.userType.ngo"], chatHi["chat.userType.student"], chatHi["chat.userType.entrepreneur"], chatHi["chat.userType.other"]]);
    // The phone placeholder "+91 XXXXX XXXXX" shows the digits, not words.
    expect(await latinWords(page, ["FPO", "NGO", "CSR", "XXXXX"])).toEqual([]);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const email = emailFor("radha");
    await form.getByLabel(commonHi["form.name"]).fill("Radha Devi");
    await form.getByLabel(commonHi["form.email"]).fill(email);
    await form.getByLabel(chatHi["chat.form.userType"]).selectOption({ label: chatHi["chat.userType.farmer"] });
    await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
    await form.getByRole("button", { name: chatHi["chat.form.start"] }).click();
    const log = panel(page).getByRole("log", { name: chatHi["chat.log.label"] });
    await log.waitFor();

    // No agent is online: the assistant greets in Hindi, with the suggested questions in Hindi.
    expect(await panel(page).getByRole("heading", { level: 2 }).textContent()).toBe(`${defaultSiteConfig.brand} सहायक`);
    expect(await log.textContent()).toContain("नमस्ते Radha Devi!");
    const chips = panel(page).getByRole("group", { name: chatHi["chat.suggested.label"] }).getByRole("button");
    expect(await chips.allTextContents()).toEqual(HI_SUGGESTED);
    expect(await panel(page).getByPlaceholder(chatHi["chat.composer.placeholder"]).isVisible()).toBe(true);
    // Times as Hindi readers write them, in India time: "रात 12:09", "सुबह 9:30" (Hindi review W-3).
    const time = log.locator("time").first();
    const at = (await time.getAttribute("datetime"))!;
    const clock = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }).format(new Date(at));
    expect(await time.textContent()).toMatch(new RegExp(`^(रात|सुबह|दोपहर|शाम) ${clock.replace(/\s*[ap]m$/i, "")}$`));
    expect(await latinWords(page, [defaultSiteConfig.brand, "Radha", "Devi"])).toEqual([]);

    // The lead and the chat session both say Hindi.
    const lead = withDb((db) => db.prepare("SELECT metadata FROM leads WHERE email = ?").get(email)) as { metadata: string };
    expect(JSON.parse(lead.metadata)).toMatchObject({ language: "hi" });
    const session = withDb((db) => db.prepare("SELECT language FROM chat_sessions WHERE user_email = ?").get(email)) as { language: string };
    expect(session.language).toBe("hi");

    await chips.nth(0).click();
    await expect.poll(() => asked?.message).toBe(chatHi["chat.suggested.test"]);
    await log.getByRole("link").first().waitFor();
    expect(await log.getByRole("listitem").nth(1).locator("span.font-semibold").textContent()).toBe(chatHi["chat.message.you"]);
    // A link in a reply stays on the Hindi site.
    await log.getByRole("link").first().click();
    await page.waitForURL(/\/hi\/find-clinic$/);
    await page.unroute("**/api/v1/assistant");
    await panel(page).getByRole("button", { name: chatHi["chat.panel.reset"] }).click();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("chat widget: agent mode", () => {
  let agent: AuthSession;

  beforeAll(async () => {
    const signIn = await api<AuthSession>(`${AUTH_API.token}?grant_type=password`, { method: "POST", json: AGENT });
    expect(signIn.status).toBe(200);
    agent = signIn.body;
    expect((await setPresence(agent.access_token, true)).status).toBe(200);
  });
  afterAll(async () => {
    await setPresence(agent.access_token, false);
  });

  /** Takes the waiting chat of `name` as the agent, through the console's REST calls. */
  async function takeChat(name: string): Promise<string> {
    let waiting: AgentSessionSummary | undefined;
    await expect
      .poll(async () => {
        const { body } = await api<{ sessions: AgentSessionSummary[] }>(CHAT_API.waiting, { token: agent.access_token });
        waiting = body.sessions.find((s) => s.userName === name);
        return Boolean(waiting);
      })
      .toBe(true);
    expect((await api(CHAT_API.take(waiting!.sessionId), { method: "POST", token: agent.access_token })).status).toBe(200);
    return waiting!.sessionId;
  }

  const agentSays = async (sessionId: string, message: string) =>
    expect((await api(CHAT_API.agentMessages(sessionId), { method: "POST", token: agent.access_token, json: { message } })).status).toBe(201);

  const agentReads = async (sessionId: string) =>
    (await api<{ messages: ChatMessage[] }>(CHAT_API.agentMessages(sessionId), { token: agent.access_token })).body.messages.map((m) => m.message);

  async function chatWithAgent(page: Page, name: string) {
    await openWidget(page, "/for-farmers");
    await sendLeadForm(page, { name, email: emailFor(name.split(" ")[0]!.toLowerCase()) });
    // Waiting, with the place in the queue, until an agent takes the chat; only then 'Connected to' (issue 9).
    await panel(page).getByRole("heading", { name: "Waiting for an agent" }).waitFor();
    await panel(page).getByText(/^(You are next|Number \d+) in the queue$/).waitFor();
    await expect.poll(() => chatLog(page).textContent()).toContain(`Hello ${name}!`);
    const sessionId = await takeChat(name);
    await panel(page).getByRole("heading", { name: `Connected to ${AGENT_NAME}` }).waitFor({ timeout: 5000 });
    return sessionId;
  }

  it("connects to the agent, shows the agent's messages within 3 s, sends the visitor's, and offers a new chat when the agent ends", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    const sessionId = await chatWithAgent(page, "Ramesh Patil");
    expect(await chatLog(page).textContent()).toContain(AGENT_NAME);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await agentSays(sessionId, "Namaste Ramesh, which crop are you planning?");
    await chatLog(page).getByText("Namaste Ramesh, which crop are you planning?").waitFor({ timeout: 3000 });

    await messageBox(page).fill("Soybean, on 3 acres.");
    await page.keyboard.press("Enter");
    await chatLog(page).getByText("Soybean, on 3 acres.").waitFor();
    await expect.poll(() => agentReads(sessionId)).toContain("Soybean, on 3 acres.");
    // Each message shows once, though it reaches the widget both from the send and from the socket.
    expect(await chatLog(page).getByText("Soybean, on 3 acres.").count()).toBe(1);

    expect((await api(CHAT_API.end(sessionId), { method: "POST", token: agent.access_token })).status).toBe(200);
    await chatLog(page).getByText("The agent has ended this chat.").waitFor({ timeout: 3000 });
    expect(await messageBox(page).count()).toBe(0);
    await panel(page).getByRole("button", { name: "Start a new chat" }).click();
    await panel(page).getByLabel("Full Name").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("on a Hindi page: waits, connects and ends in Hindi, and the agent sees the visitor's language", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}/hi`, { waitUntil: "networkidle" });
    await launcherHi(page).click();
    const name = "Kamla Bai";
    await panel(page).getByLabel(commonHi["form.name"]).fill(name);
    await panel(page).getByLabel(commonHi["form.email"]).fill(emailFor("kamla"));
    await panel(page).getByLabel(chatHi["chat.form.userType"]).selectOption("farmer");
    await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
    await panel(page).getByRole("button", { name: chatHi["chat.form.start"] }).click();
    await panel(page).getByRole("heading", { name: chatHi["chat.panel.waitingTitle"] }).waitFor();
    await panel(page).getByText(/^लाइन में (अगली बारी आपकी है|आपका नंबर \d+)$/).waitFor();
    const log = panel(page).getByRole("log", { name: chatHi["chat.log.label"] });
    await expect.poll(() => log.textContent()).toContain(`नमस्ते ${name}! ${defaultSiteConfig.brand} से संपर्क करने के लिए धन्यवाद।`);
    const { body } = await api<{ sessions: AgentSessionSummary[] }>(CHAT_API.waiting, { token: agent.access_token });
    expect(body.sessions.find((s) => s.userName === name)?.language).toBe("hi");

    const sessionId = await takeChat(name);
    await panel(page).getByRole("heading", { name: `आप इनसे जुड़े हैं: ${defaultSiteConfig.brand} एजेंट` }).waitFor({ timeout: 5000 });
    await log.getByText(chatHi["chat.system.agentJoined"]).waitFor();
    await agentSays(sessionId, "नमस्ते, कौन सी फसल है?");
    await log.getByText("नमस्ते, कौन सी फसल है?").waitFor({ timeout: 3000 });
    expect(await latinWords(page, [defaultSiteConfig.brand, "Kamla", "Bai"])).toEqual([]);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    expect((await api(CHAT_API.end(sessionId), { method: "POST", token: agent.access_token })).status).toBe(200);
    await log.getByText(chatHi["chat.system.agentEnded"]).waitFor({ timeout: 3000 });
    expect(await panel(page).getByText(chatHi["chat.ended.note"]).isVisible()).toBe(true);
    await panel(page).getByRole("button", { name: chatHi["chat.ended.startNew"] }).click();
    await panel(page).getByLabel(commonHi["form.name"]).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("still delivers the agent's messages by polling every 2 s when the socket cannot connect", async () => {
    const { page } = await openPage(browser);
    // A socket that opens but never hears from the server: the widget never gets 'ready' and polls instead.
    let sockets = 0;
    await page.routeWebSocket(/\/api\/v1\/chat\/ws$/, () => {
      sockets++;
    });
    const sessionId = await chatWithAgent(page, "Sunita Devi");
    expect(sockets).toBeGreaterThan(0);
    await agentSays(sessionId, "Your nearest clinic is in Nashik.");
    await chatLog(page).getByText("Your nearest clinic is in Nashik.").waitFor({ timeout: 3500 });
    await messageBox(page).fill("Thank you!");
    await page.keyboard.press("Enter");
    await expect.poll(() => agentReads(sessionId)).toContain("Thank you!");
    expect((await api(CHAT_API.end(sessionId), { method: "POST", token: agent.access_token })).status).toBe(200);
    await panel(page).getByRole("button", { name: "Start a new chat" }).waitFor({ timeout: 3500 });
    await page.context().close();
  });
});
