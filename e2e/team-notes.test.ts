// The team's notes and labels in real browsers (issue 30): the agent writes an internal note beside a live chat and the
// visitor's widget never shows it; the admin keeps the team's labels, labels the chat from its transcript, finds it by
// that label, and reads the note set apart in the transcript; every screen passes axe, at 1280 and 390 px.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHAT_TEXT } from "../src/shared/schemas/chat.ts";
import { chatBrowser, goOfflineBeforeClosing, openConsoleOnline, startWidgetChat } from "./chat-support.ts";
import { describeViolations, openPage, seriousA11yViolations, shot } from "./support.ts";

const AGENT = { email: "notes.agent@example.in", password: "notes-agent-pass" };
const VISITOR = "Savitri Kale";
const NOTE = "Wants a visit before the rabi sowing; call after 5 pm";

const browser = chatBrowser(AGENT);

describe("the team's notes and labels", () => {
  let admin: Page;
  let adminProblems: string[];

  it("keeps the agent's note beside the live chat, never in the visitor's widget", async () => {
    ({ page: admin, problems: adminProblems } = await openPage(browser(), { bypassCSP: true }));
    const { page: visitor, problems: visitorProblems } = await openPage(browser());
    await openConsoleOnline(admin, AGENT);
    await startWidgetChat(visitor, VISITOR, "savitri.kale@example.in");
    await admin.getByRole("button", { name: `Take chat with ${VISITOR}` }).click();
    const visitorLog = visitor.getByRole("log", { name: "Chat messages" });
    await expect.poll(() => visitorLog.textContent()).toContain(CHAT_TEXT.agentJoined);

    const notes = admin.getByRole("region", { name: "Internal notes" });
    await notes.getByLabel(/Internal note/).fill(NOTE);
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => notes.getByRole("list", { name: "Internal notes, oldest first" }).textContent()).toContain(NOTE);
    const reply = admin.getByRole("region", { name: new RegExp(`^${VISITOR}`) }).getByRole("textbox", { name: /^Reply to/ });
    await reply.fill("Namaste Savitri ji, we can visit next week.");
    await reply.press("Enter");
    await expect.poll(() => visitorLog.textContent(), { timeout: 5000 }).toContain("we can visit next week");
    // The visitor's whole page, not just the log, never carries the note.
    expect(await visitor.content()).not.toContain(NOTE);
    await shot(admin, "console-note-1280");
    expect(describeViolations(await seriousA11yViolations(admin))).toBe("");

    await admin.getByRole("button", { name: /^End/ }).first().click();
    await admin.getByRole("dialog").getByRole("button", { name: "End Chat" }).click();
    await expect.poll(() => visitorLog.textContent(), { timeout: 5000 }).toContain(CHAT_TEXT.agentEnded);
    expect(await visitor.content()).not.toContain(NOTE);
    expect(visitorProblems).toEqual([]);
    await visitor.context().close();
    await goOfflineBeforeClosing(admin);
  });

  it("lets the admin keep the team's labels, label the chat from its transcript, find it by label and read the note", async () => {
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Conversations" }).click();
    await admin.getByRole("heading", { name: "Conversations", level: 1 }).waitFor();
    await admin.getByText(/^Labels the team uses/).click();
    for (const name of ["Visit wanted", "Urgent"]) {
      await admin.getByLabel("New label").fill(name);
      await admin.getByRole("button", { name: "Add label" }).click();
      await expect.poll(() => admin.getByRole("button", { name: `Delete the label ${name}` }).count()).toBe(1);
    }

    const chats = admin.getByRole("list", { name: "Chats, newest first" }).getByRole("listitem");
    await chats.filter({ hasText: VISITOR }).first().getByRole("button", { name: new RegExp(VISITOR) }).click();
    const dialog = admin.getByRole("dialog", { name: `Chat with ${VISITOR}` });
    await dialog.waitFor();
    // The note sits among the messages, set apart and marked as unseen by the visitor.
    const noteLine = dialog.getByRole("list", { name: "Messages, oldest first" }).getByRole("listitem").filter({ hasText: NOTE });
    expect(await noteLine.textContent()).toContain("Internal note: the visitor does not see it");
    await dialog.getByRole("button", { name: "Change labels" }).click();
    await dialog.getByRole("checkbox", { name: "Visit wanted" }).check();
    await dialog.getByRole("button", { name: "Save labels" }).click();
    await expect.poll(() => dialog.getByText("Visit wanted", { exact: true }).count()).toBe(1);
    await shot(admin, "transcript-labels-1280");
    expect(describeViolations(await seriousA11yViolations(admin))).toBe("");
    await admin.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await admin.getByLabel("Label", { exact: true }).selectOption("Visit wanted");
    await admin.waitForURL(/label=Visit/);
    await expect.poll(() => chats.first().textContent()).toContain("Visit wanted");
    expect(await chats.count()).toBe(1);
    expect(await chats.first().textContent()).toContain(VISITOR);
    await admin.getByLabel("Label", { exact: true }).selectOption("Urgent");
    await expect.poll(() => chats.count()).toBe(0);

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByLabel("Label", { exact: true }).selectOption("Visit wanted");
    await expect.poll(() => chats.count()).toBe(1);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await shot(admin, "conversations-labels-390");
    expect(describeViolations(await seriousA11yViolations(admin))).toBe("");
    expect(adminProblems).toEqual([]);
    await admin.context().close();
  });
});
