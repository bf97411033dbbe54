// Live chat between two real browsers through both UIs: an agent goes online in the console, a visitor starts a chat
// in the widget, the agent takes it, and messages travel both ways in real time until the agent ends the chat.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API } from "../src/shared/schemas/auth.ts";
import { CHAT_TEXT } from "../src/shared/schemas/chat.ts";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { baseUrl, launchBrowser, openPage, withDb } from "./support.ts";

const AGENT = { email: "two.browsers@example.in", password: "two-browsers-agent" };
const VISITOR = "Savitri Bai";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // No admin, chat or agent left by another file; this file's agent comes from first-run setup.
  withDb((db) =>
    db.exec("DELETE FROM chat_session_messages; DELETE FROM chat_sessions; DELETE FROM chat_messages; DELETE FROM agent_presence; DELETE FROM refresh_tokens; DELETE FROM users;"),
  );
  const setup = await fetch(`${baseUrl()}${AUTH_API.setup}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(AGENT) });
  expect(setup.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  // The dashboard test counts visitor messages: leave no chat and no agent online behind.
  withDb((db) => db.exec("DELETE FROM chat_session_messages; DELETE FROM chat_sessions; DELETE FROM chat_messages; DELETE FROM agent_presence;"));
});

describe("live chat between two browsers", () => {
  let agent: Page;
  let visitor: Page;
  let agentProblems: string[];
  let visitorProblems: string[];

  beforeAll(async () => {
    ({ page: agent, problems: agentProblems } = await openPage(browser));
    ({ page: visitor, problems: visitorProblems } = await openPage(browser));
  });

  it("the agent signs in and goes online in the console", async () => {
    await agent.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await agent.getByLabel("Email").fill(AGENT.email);
    await agent.getByLabel("Password").fill(AGENT.password);
    await agent.getByRole("button", { name: "Sign In" }).click();
    await agent.waitForURL(/\/admin\/blog$/);
    await agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live Chat" }).click();
    await agent.getByRole("button", { name: "Go Online" }).click();
    await agent.getByRole("button", { name: "Go Offline" }).waitFor();
  });

  it("the visitor starts a chat in the widget and waits for the agent, first in the queue", async () => {
    await visitor.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await visitor.getByRole("button", { name: "Chat with us" }).click();
    const panel = visitor.getByRole("dialog");
    await panel.getByLabel("Full Name").fill(VISITOR);
    await panel.getByLabel("Email Address").fill("savitri.bai@example.in");
    await panel.getByLabel("I am a").selectOption({ label: "Farmer" });
    await visitor.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
    await panel.getByRole("button", { name: "Start Chat" }).click();
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

    const reply = agent.getByRole("region", { name: new RegExp(`^${VISITOR}`) }).getByRole("textbox");
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
