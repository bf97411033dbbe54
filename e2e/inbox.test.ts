// The console as an inbox (issue 30) in a real browser: an admin switches automatic assignment on from the console, and
// the visitors who come are handed to them with their first words in the list; at 1280 px the list, the open chat and
// the side panel sit side by side; at 360 px one pane at a time (list, chat, back) with the side panel as a sheet; the
// keyboard opens the end and transfer dialogs; every view passes axe and nothing runs off the side.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHAT_API, type CreatedChatSession } from "../src/shared/schemas/chat.ts";
import { chatBrowser, goOfflineBeforeClosing, openConsoleOnline } from "./chat-support.ts";
import { baseUrl, describeViolations, openPage, seriousA11yViolations, shot } from "./support.ts";

const ADMIN = { email: "inbox.admin@example.in", password: "inbox-admin-pass" };
const browser = chatBrowser(ADMIN);

async function visitor(name: string, firstWords: string): Promise<CreatedChatSession> {
  const res = await fetch(`${baseUrl()}${CHAT_API.sessions}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: name, userEmail: `${name.split(" ")[0]!.toLowerCase()}@example.in`, userType: "farmer", language: "hi", startPath: "/hi/find-clinic" }),
  });
  expect(res.status).toBe(201);
  const chat = (await res.json()) as CreatedChatSession;
  const said = await fetch(`${baseUrl()}${CHAT_API.visitorMessages(chat.sessionId)}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${chat.visitorToken}` },
    body: JSON.stringify({ message: firstWords }),
  });
  expect(said.status).toBe(201);
  return chat;
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("the inbox", () => {
  let page: Page;

  it("hands visitors out automatically once the admin switches it on, with their first words in the list", async () => {
    ({ page } = await openPage(browser(), { bypassCSP: true }));
    await openConsoleOnline(page, ADMIN);
    const form = page.getByRole("form", { name: "Automatic assignment" });
    await form.getByText("Off: agents take waiting chats by hand.").waitFor();
    await form.getByLabel("Hand waiting chats out automatically").check();
    await form.getByLabel("Chats per agent at once").fill("2");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Waiting chats go to the online agents by turns, up to 2 each at a time.").waitFor();

    await visitor("Kamla Bai", "मेरी मिट्टी में नमक ज़्यादा है, क्या करूं?");
    await visitor("Gopal Rao", "Which clinic is nearest to Latur?");
    const mine = page.getByRole("list", { name: "My chats" });
    await expect.poll(() => mine.getByRole("listitem").count(), { timeout: 15_000 }).toBe(2);
    expect(await mine.textContent()).toContain("मेरी मिट्टी में नमक ज़्यादा है");
    // The chat open first says how it came.
    await page.getByText("Given to you automatically.").first().waitFor();
  });

  it("shows the list, the open chat and the side panel side by side at 1280 px, and passes axe", async () => {
    await mine(page).getByRole("button", { name: "Open chat with Gopal Rao" }).click();
    const log = page.getByRole("log", { name: "Messages with Gopal Rao" });
    await log.waitFor();
    const list = (await mine(page).boundingBox())!;
    const chat = (await log.boundingBox())!;
    const side = (await page.getByRole("complementary", { name: "About Gopal Rao" }).boundingBox())!;
    expect(list.x + list.width).toBeLessThan(chat.x);
    expect(chat.x + chat.width).toBeLessThanOrEqual(side.x + 1);
    expect(await overflows(page)).toBe(false);
    await shot(page, "inbox-1280", { fullPage: false });
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");
  });

  it("opens the end and transfer dialogs from the keyboard, for the open chat only", async () => {
    await page.getByRole("heading", { name: "Live Chat", level: 1 }).click();
    await page.keyboard.press("e");
    const end = page.getByRole("dialog", { name: "End this chat?" });
    await end.getByText("Gopal Rao will see that the agent has ended the chat").waitFor();
    await page.keyboard.press("Escape");
    await end.waitFor({ state: "hidden" });
    await page.keyboard.press("h");
    const transfer = page.getByRole("dialog", { name: "Transfer the chat with Gopal Rao" });
    await transfer.waitFor();
    // Letters typed in the dialog's note are the note's, not shortcuts.
    await transfer.getByLabel(/^Note for the next agent/).pressSequentially("he asked");
    expect(await transfer.getByLabel(/^Note for the next agent/).inputValue()).toBe("he asked");
    await page.keyboard.press("Escape");
    await transfer.waitFor({ state: "hidden" });
    // The shortcuts are listed on the page.
    await page.getByText("Keyboard shortcuts", { exact: true }).click();
    await page.getByText("Hand the open chat over (transfer)").waitFor();
  });

  it("shows one pane at a time at 360 px: the list, then the chat with a way back, and the details as a sheet", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    // A phone opens the console afresh: a reload keeps the agent online (issue 30).
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Go Offline" }).waitFor();
    // The list first: no chat open on a phone until one is chosen.
    await mine(page).getByRole("button", { name: "Open chat with Kamla Bai" }).waitFor();
    expect(await page.getByRole("log").count()).toBe(0);
    expect(await overflows(page)).toBe(false);
    await shot(page, "inbox-list-360");
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");

    await mine(page).getByRole("button", { name: "Open chat with Kamla Bai" }).click();
    const log = page.getByRole("log", { name: "Messages with Kamla Bai" });
    await log.waitFor();
    expect(await mine(page).isVisible()).toBe(false);
    expect(await log.textContent()).toContain("मेरी मिट्टी में नमक ज़्यादा है");
    expect(await overflows(page)).toBe(false);
    await shot(page, "inbox-chat-360", { fullPage: false });
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");

    await page.getByRole("button", { name: "Details about Kamla Bai" }).click();
    const sheet = page.getByRole("complementary", { name: "About Kamla Bai" });
    await sheet.waitFor();
    await shot(page, "inbox-details-360", { fullPage: false });
    await sheet.getByRole("button", { name: /^Close/ }).click();
    await sheet.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "← All conversations" }).click();
    await mine(page).waitFor();
    expect(await page.getByRole("log").count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Kamla Bai");
  });

  it("switches automatic assignment off again", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const form = page.getByRole("form", { name: "Automatic assignment" });
    await form.getByLabel("Hand waiting chats out automatically").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Off: agents take waiting chats by hand.").waitFor();
    await goOfflineBeforeClosing(page);
    await page.context().close();
  });
});

const mine = (page: Page) => page.getByRole("list", { name: "My chats" });
