// Live chat between two real browsers through both UIs: an agent goes online in the console, a visitor starts a chat
// in the widget, the agent takes it, and messages travel both ways in real time until the agent ends the chat.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXT } from "../src/shared/schemas/chat.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { chatBrowser, openConsoleOnline, startWidgetChat } from "./chat-support.ts";
import { openPage } from "./support.ts";

const AGENT = { email: "two.browsers@example.in", password: "two-browsers-agent" };
const VISITOR = "Savitri Bai";

const browser = chatBrowser(AGENT);

describe("live chat between two browsers", () => {
  let agent: Page;
  let visitor: Page;
  let agentProblems: string[];
  let visitorProblems: string[];

  beforeAll(async () => {
    ({ page: agent, problems: agentProblems } = await openPage(browser()));
    ({ page: visitor, problems: visitorProblems } = await openPage(browser()));
  });

  it("the agent signs in and goes online in the console", async () => {
    await openConsoleOnline(agent, AGENT);
  });

  it("the visitor starts a chat in the widget and waits for the agent, first in the queue", async () => {
    await startWidgetChat(visitor, VISITOR, "savitri.bai@example.in");
    const panel = visitor.getByRole("dialog");
    await panel.getByRole("heading", { name: "Waiting for an agent" }).waitFor();
    await panel.getByText("You are next in the queue").waitFor();
    expect(await panel.textContent()).not.toContain("Connected to");
  });

  it("the agent sees the visitor waiting, takes the chat, and messages go both ways live", async () => {
    await agent.getByRole("button", { name: `Take chat with ${VISITOR}` }).click();
    const agentLog = agent.getByRole("log", { name: `Messages with ${VISITOR}` });
    await agentLog.waitFor();

    const visitorLog = visitor.getByRole("log", { name: "Chat messages" });
    await expect.poll(() => visitorLog.textContent()).toContain(CHAT_TEXT.agentJoined);
    // Only now, with an agent in the chat, does the header say so (spec 2.18).
    const header = visitor.getByRole("dialog").getByRole("heading", { level: 2 });
    await expect.poll(() => header.textContent()).toBe(`Connected to ${defaultSiteConfig.brand} Agent`);

    await visitor.getByLabel("Type your message").fill("My paddy leaves have brown spots. Should I test the soil?");
    await visitor.keyboard.press("Enter");
    await expect.poll(() => agentLog.textContent(), { timeout: 5000 }).toContain("My paddy leaves have brown spots.");

    const reply = agent.getByRole("region", { name: new RegExp(`^${VISITOR}`) }).getByRole("textbox", { name: /^Reply to/ });
    await reply.fill("Yes. A soil test shows zinc and potassium; the nearest clinic can test it this week.");
    await reply.press("Enter");
    await expect.poll(() => visitorLog.textContent(), { timeout: 5000 }).toContain("the nearest clinic can test it this week");
  });

  it("the agent ends the chat and the visitor is told, with a way to start again", async () => {
    await agent.getByRole("button", { name: /^End/ }).first().click();
    await agent.getByRole("dialog").getByRole("button", { name: "End Chat" }).click();
    const visitorLog = visitor.getByRole("log", { name: "Chat messages" });
    await expect.poll(() => visitorLog.textContent(), { timeout: 5000 }).toContain(CHAT_TEXT.agentEnded);
    await visitor.getByRole("button", { name: "Start a new chat" }).waitFor();
    expect(agentProblems).toEqual([]);
    expect(visitorProblems).toEqual([]);
  });
});
