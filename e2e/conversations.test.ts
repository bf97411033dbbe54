// Chat history in real browsers (issue 14): a visitor chats with an agent in one browser context, then the admin finds
// the chat on the Conversations screen by a word the visitor wrote, reads the transcript, and finds the same chat from
// the visitor's lead; the screen and the transcript work by keyboard, pass axe and fit a 390 px phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHAT_TEXT } from "../src/shared/schemas/chat.ts";
import { chatBrowser, openConsoleOnline, startWidgetChat } from "./chat-support.ts";
import { baseUrl, describeViolations, openPage, seriousA11yViolations, shot } from "./support.ts";

const AGENT = { email: "history.agent@example.in", password: "history-agent-pass" };
const VISITOR = "Gopal Yadavrao";
const VISITOR_EMAIL = "gopal.yadavrao@example.in";
const VISITOR_SAYS = "Our groundnut crop has whitish powder under the leaves";
const AGENT_SAYS = "That sounds like tikka disease; a soil and leaf test will tell";

const browser = chatBrowser(AGENT);

/** The page is no wider than its window: nothing makes a phone scroll sideways. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("chat history", () => {
  let admin: Page;
  let adminProblems: string[];

  it("a visitor chats with an agent in one browser, and the agent ends the chat", async () => {
    // bypassCSP: axe is injected as a script.
    const opened = await openPage(browser(), { bypassCSP: true });
    ({ page: admin, problems: adminProblems } = opened);
    const { page: visitor, problems: visitorProblems } = await openPage(browser());
    await openConsoleOnline(admin, AGENT);
    await startWidgetChat(visitor, VISITOR, VISITOR_EMAIL);
    await admin.getByRole("button", { name: `Take chat with ${VISITOR}` }).click();
    const visitorLog = visitor.getByRole("log", { name: "Chat messages" });
    await expect.poll(() => visitorLog.textContent()).toContain(CHAT_TEXT.agentJoined);
    await visitor.getByLabel("Type your message").fill(VISITOR_SAYS);
    await visitor.keyboard.press("Enter");
    const agentLog = admin.getByRole("log", { name: `Messages with ${VISITOR}` });
    await expect.poll(() => agentLog.textContent(), { timeout: 5000 }).toContain(VISITOR_SAYS);
    const reply = admin.getByRole("region", { name: new RegExp(`^${VISITOR}`) }).getByRole("textbox", { name: /^Reply to/ });
    await reply.fill(AGENT_SAYS);
    await reply.press("Enter");
    await expect.poll(() => visitorLog.textContent(), { timeout: 5000 }).toContain(AGENT_SAYS);
    await admin.getByRole("button", { name: /^End/ }).first().click();
    await admin.getByRole("dialog").getByRole("button", { name: "End Chat" }).click();
    await expect.poll(() => visitorLog.textContent(), { timeout: 5000 }).toContain(CHAT_TEXT.agentEnded);
    await admin.getByRole("button", { name: "Go Offline" }).click();
    expect(visitorProblems).toEqual([]);
    await visitor.context().close();
  });

  it("the admin finds the chat on the Conversations screen by a word the visitor wrote, and reads the transcript", async () => {
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Conversations" }).click();
    await admin.getByRole("heading", { name: "Conversations", level: 1 }).waitFor();
    await admin.getByRole("searchbox", { name: "Search" }).fill("whitish powd");
    await admin.waitForURL(/q=whitish/);
    const chats = admin.getByRole("list", { name: "Chats, newest first" }).getByRole("listitem");
    await expect.poll(() => chats.count()).toBe(1);
    expect(await chats.first().textContent()).toContain(VISITOR);
    expect(await chats.first().textContent()).toContain(`Agent: ${AGENT.email}`);

    // By keyboard: the visitor's name is the button that opens the transcript.
    await chats.first().getByRole("button", { name: new RegExp(VISITOR) }).focus();
    await admin.keyboard.press("Enter");
    const dialog = admin.getByRole("dialog", { name: `Chat with ${VISITOR}` });
    await dialog.waitFor();
    const lines = dialog.getByRole("list", { name: "Messages, oldest first" }).getByRole("listitem");
    await expect.poll(() => lines.count()).toBe(5);
    const texts = await lines.allTextContents();
    expect(texts[0]).toContain(CHAT_TEXT.greeting(VISITOR, "MittiMitra"));
    expect(texts[1]).toContain(CHAT_TEXT.agentJoined);
    expect(texts[2]).toContain(VISITOR_SAYS);
    expect(texts[3]).toContain(AGENT_SAYS);
    expect(texts[3]).toContain("Agent");
    expect(texts[4]).toContain(CHAT_TEXT.agentEnded);
    await shot(admin, "transcript-1280");
    expect(describeViolations(await seriousA11yViolations(admin))).toBe("");
    await admin.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(admin.url()).not.toContain("chat=");
  });

  it("the filters narrow the list, and the screen passes axe", async () => {
    await admin.getByRole("button", { name: "Clear filters" }).click();
    await admin.getByLabel("Answered by").selectOption({ label: "Without an agent" });
    await admin.waitForURL(/human=without/);
    const chats = admin.getByRole("list", { name: "Chats, newest first" }).getByRole("listitem");
    await expect.poll(async () => (await chats.allTextContents()).some((t) => t.includes(VISITOR))).toBe(false);
    await admin.getByLabel("Answered by").selectOption({ label: "With an agent" });
    await expect.poll(async () => (await chats.allTextContents()).some((t) => t.includes(VISITOR))).toBe(true);
    await shot(admin, "conversations-1280");
    expect(describeViolations(await seriousA11yViolations(admin))).toBe("");
  });

  it("the visitor's lead lists the chat, and its link opens the transcript", async () => {
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
    await admin.getByRole("button", { name: VISITOR, exact: true }).click();
    const leadDialog = admin.getByRole("dialog", { name: VISITOR });
    const chats = leadDialog.getByRole("region", { name: "Chats" });
    const link = chats.getByRole("link", { name: /^Chat on / });
    await link.waitFor();
    await shot(admin, "lead-1280");
    expect(await chats.textContent()).toContain(`Agent: ${AGENT.email}`);
    await link.click();
    await admin.waitForURL(/\/admin\/conversations\?chat=/);
    const dialog = admin.getByRole("dialog", { name: `Chat with ${VISITOR}` });
    await expect.poll(() => dialog.textContent()).toContain(VISITOR_SAYS);
    expect(adminProblems).toEqual([]);
  });

  it("fits a 390 px phone: list, filters and transcript", async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`${baseUrl()}/admin/conversations`, { waitUntil: "networkidle" });
    await admin.getByRole("list", { name: "Chats, newest first" }).waitFor();
    expect(await overflowsSideways(admin)).toBe(false);
    await shot(admin, "conversations-390");
    await admin.getByRole("button", { name: new RegExp(VISITOR) }).click();
    const dialog = admin.getByRole("dialog", { name: `Chat with ${VISITOR}` });
    await expect.poll(() => dialog.textContent()).toContain(AGENT_SAYS);
    expect(await overflowsSideways(admin)).toBe(false);
    await shot(admin, "transcript-390");
  });
});
