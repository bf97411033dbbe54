// The conversation follows the visitor (issue 26): closing the tab and coming back, or a second tab, shows the same
// chat with every message once, the chat button counts the replies not yet seen, a chat whose token no longer opens it
// starts afresh, and words the assistant does not answer are stored with the chat.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, CHAT_TEXT, type CreatedChatSession } from "../src/shared/schemas/chat.ts";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { SESSION_STORAGE_KEY } from "../src/client/lib/auth-session.ts";
import { baseUrl, launchBrowser, openPage, shot, withDb } from "./support.ts";
import { freshAgent, signInAgentApi, type AgentApi } from "./chat-support.ts";

const AGENT = { email: "continuity.agent@example.in", password: "continuity-agent-password" };
let browser: Browser;
let agent: AgentApi;

const panel = (page: Page) => page.getByRole("dialog");
const chatLog = (page: Page) => page.getByRole("log", { name: "Chat messages" });
const messageBox = (page: Page) => page.getByLabel("Type your message");
/** The chat button, whatever it says about unread messages. */
const launcher = (page: Page) => page.getByRole("button", { name: /^Chat with us/ });

let unique = 0;
async function startChat(page: Page, name: string): Promise<void> {
  await page.goto(`${baseUrl()}/for-farmers`, { waitUntil: "networkidle" });
  // A panel open in this tab before stays open on the next page; a chat kept from before is started over.
  if (!(await panel(page).isVisible())) await launcher(page).click();
  const form = panel(page);
  if (await form.getByRole("button", { name: "Reset" }).isVisible()) await form.getByRole("button", { name: "Reset" }).click();
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel(/^Email/).fill(`continuity-${Date.now()}-${++unique}@example.in`);
  await form.getByLabel("I am a").selectOption({ label: "Farmer" });
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
  await form.getByRole("button", { name: "Start Chat" }).click();
  await chatLog(page).waitFor();
}

const agentSays = async (sessionId: string, message: string) => expect((await agent.call(CHAT_API.agentMessages(sessionId), { method: "POST", json: { message } })).status).toBe(201);

/** How often each text shows in the chat log. */
async function shown(page: Page, texts: string[]): Promise<number[]> {
  const log = (await chatLog(page).textContent()) ?? "";
  return texts.map((t) => log.split(t).length - 1);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await freshAgent(AGENT);
  agent = await signInAgentApi(AGENT);
});

afterAll(async () => {
  await browser?.close();
  withDb((db) => db.exec("DELETE FROM agent_presence;"));
});

describe("a chat with a person follows the visitor", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    expect((await agent.call(CHAT_API.presence, { method: "PUT", json: { online: true } })).status).toBe(200);
    context = (await openPage(browser, { bypassCSP: true })).page.context();
  });
  afterAll(async () => {
    await context.close();
    await agent.call(CHAT_API.presence, { method: "PUT", json: { online: false } });
  });

  it("comes back after the tab is closed, with the reply sent meanwhile counted on the button and shown once", async () => {
    const first = context.pages()[0]!;
    await startChat(first, "Sunil Wagh");
    const sessionId = await agent.take("Sunil Wagh");
    await messageBox(first).fill("My cotton leaves are turning red.");
    await first.keyboard.press("Enter");
    await chatLog(first).getByText("My cotton leaves are turning red.").waitFor();
    await first.close();

    await agentSays(sessionId, "That is often magnesium. Which village are you in?");
    const back = await context.newPage();
    await back.goto(`${baseUrl()}/about`, { waitUntil: "networkidle" });
    // Without a tap: the chat wakes by itself and counts what the agent wrote while the visitor was away.
    await expect.poll(() => launcher(back).getAttribute("aria-label"), { timeout: 20_000 }).toBe("Chat with us (1 new message)");
    await shot(back, "chat-unread-launcher", { fullPage: false });
    await launcher(back).click();
    await chatLog(back).getByText("That is often magnesium. Which village are you in?").waitFor();
    expect(await panel(back).getByLabel("Full Name").count()).toBe(0);
    expect(await shown(back, ["My cotton leaves are turning red.", "That is often magnesium. Which village are you in?"])).toEqual([1, 1]);
    // Seen now: closed again, the button counts nothing.
    await panel(back).getByRole("button", { name: "Close chat" }).click();
    expect(await launcher(back).getAttribute("aria-label")).toBe("Chat with us");
    await back.close();
  });

  it("shows one conversation in two tabs: what one tab sends and what the agent writes appear in both", async () => {
    const left = await context.newPage();
    // The last test's chat is still going: start a new one.
    await left.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await launcher(left).click();
    await panel(left).getByRole("button", { name: "Reset" }).click();
    await startChat(left, "Rekha Pawar");
    const sessionId = await agent.take("Rekha Pawar");
    const right = await context.newPage();
    await right.goto(`${baseUrl()}/contact`, { waitUntil: "networkidle" });
    await launcher(right).click();
    await chatLog(right).waitFor();

    await messageBox(right).fill("Sent from the second tab");
    await right.keyboard.press("Enter");
    await agentSays(sessionId, "Seen in both tabs");
    // Minimised on a phone: the bar counts what came meanwhile (read in any tab counts as read, so the other tab's
    // panel is closed first).
    await panel(left).getByRole("button", { name: "Close chat" }).click();
    await right.setViewportSize({ width: 390, height: 844 });
    await panel(right).getByRole("button", { name: "Minimise chat" }).click();
    await agentSays(sessionId, "Counted on the bar");
    await panel(right).getByText("1 new message").waitFor({ timeout: 10_000 });
    await shot(right, "chat-unread-minimised-390", { fullPage: false });
    await panel(right).getByRole("button", { name: "Expand chat" }).click();
    await launcher(left).click();
    for (const page of [left, right]) {
      await expect.poll(() => shown(page, ["Sent from the second tab", "Seen in both tabs", "Counted on the bar"]), { timeout: 10_000 }).toEqual([1, 1, 1]);
    }
    // Starting over in one tab starts over in the other.
    await panel(left).getByRole("button", { name: "Reset" }).click();
    await panel(right).getByLabel("Full Name").waitFor({ timeout: 10_000 });
    await left.close();
    await right.close();
  }, 120_000);

  it("starts afresh, never in another chat, when the kept chat's token no longer opens it", async () => {
    const page = await context.newPage();
    await startChat(page, "Mohan Kadam");
    await agent.take("Mohan Kadam");
    await chatLog(page).getByText(CHAT_TEXT.agentJoined).waitFor();
    // A forged token, as an old or tampered storage would hold. It goes in before the page's own code runs on the
    // reload: the widget keeps the chat again on every event, so a token forged in the running page could be written
    // over by an event that comes after it.
    await page.addInitScript(() => {
      const raw = localStorage.getItem("mittimitra.chat");
      if (!raw) return;
      const kept = JSON.parse(raw) as { chat: { session: { token: string } } };
      kept.chat.session.token = "forged-token-forged-token-forged-token";
      localStorage.setItem("mittimitra.chat", JSON.stringify(kept));
    });
    await page.reload({ waitUntil: "networkidle" });
    await panel(page).getByLabel("Full Name").waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem("mittimitra.chat"))).toBeNull();
    await page.close();
  });
});

describe("the agent sees whether the visitor is on the site", () => {
  it("says the visitor left when nothing of theirs came for a minute, and that they are back when they return", async () => {
    expect((await agent.call(CHAT_API.presence, { method: "PUT", json: { online: true } })).status).toBe(200);
    const started = await fetch(`${baseUrl()}${CHAT_API.sessions}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "Prakash Bhosale", userEmail: "prakash.bhosale@example.in", userType: "farmer" }),
    });
    const visitor = (await started.json()) as CreatedChatSession;
    expect((await agent.call(CHAT_API.take(visitor.sessionId), { method: "POST" })).status).toBe(200);
    // Last seen five minutes ago: the tab was closed.
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    withDb((db) => db.prepare("UPDATE chat_sessions SET visitor_seen_at = ? WHERE id = ?").run(fiveMinutesAgo, visitor.sessionId));

    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SESSION_STORAGE_KEY, JSON.stringify(agent.session)]);
    await page.goto(`${baseUrl()}/admin/chat`, { waitUntil: "networkidle" });
    // The inbox opens one chat at a time (issue 30): open Prakash's from the agent's list.
    await page.getByRole("list", { name: "My chats" }).getByRole("button", { name: "Open chat with Prakash Bhosale" }).click();
    const chat = page.getByRole("region", { name: /^Prakash Bhosale/ });
    await chat.getByRole("status").filter({ hasText: "Left the site 5 min ago" }).waitFor({ timeout: 15_000 });
    expect(await chat.locator("[data-visitor-panel]").textContent()).toContain("Left the site 5 min ago");
    await shot(page, "console-visitor-left-1280", { fullPage: false });

    // The visitor's widget reads the chat again (a poll): the console hears it on its socket.
    const polled = await fetch(`${baseUrl()}${CHAT_API.visitorMessages(visitor.sessionId)}`, { headers: { authorization: `Bearer ${visitor.visitorToken}` } });
    expect(polled.status).toBe(200);
    await chat.getByRole("status").filter({ hasText: "Back on the site" }).waitFor({ timeout: 15_000 });
    expect(await chat.locator("[data-visitor-panel]").textContent()).toContain("Back on the site");
    await page.context().close();
    await agent.call(CHAT_API.presence, { method: "PUT", json: { online: false } });
  });
});

describe("after hours, with nobody online", () => {
  it("stores the words the assistant does not answer with the chat", async () => {
    const { page } = await openPage(browser, { bypassCSP: true });
    await startChat(page, "Ganesh Jagtap");
    const words = "खेत में नमक ज़्यादा है, किसी से बात करनी है";
    await messageBox(page).fill(words);
    await page.keyboard.press("Enter");
    await chatLog(page).getByText(words).waitFor();
    await expect
      .poll(() =>
        withDb((db) =>
          db
            .prepare("SELECT m.message FROM chat_messages m JOIN chat_sessions s ON s.id = m.conversation_id WHERE s.user_name = ? AND m.sender = 'user'")
            .all("Ganesh Jagtap")
            .map((r) => (r as { message: string }).message),
        ),
      )
      .toEqual([words]);
    await page.context().close();
  });
});
