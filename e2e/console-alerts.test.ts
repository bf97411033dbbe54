// Not missing a visitor (issues 14, 30), in two browsers: the agent goes online and moves to the leads screen, where the
// admin bar keeps the status and the waiting count; a visitor who starts waiting (and then their first words), and
// later a message in a chat the agent holds but is not looking at, each make a sound (Web Audio, spied on), a desktop
// notification (permission granted to the agent's context) whose click opens the chat, and a count in the tab title.
// Each alert can be switched off and the choice outlives a reload; the permission is asked only from a click, never at
// page load. Two admin tabs of one browser share the agent's status, which a reload or a closed tab does not change.
import type { IncomingMessage } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API } from "../src/shared/schemas/auth.ts";
import { CHAT_API } from "../src/shared/schemas/chat-constants.ts";
import { baseUrl, describeViolations, openPage, seriousA11yViolations, startOwnServer, type OwnServer } from "./support.ts";
import { chatBrowser, openConsoleOnline, signInAgentApi, startWidgetChat } from "./chat-support.ts";
import { ANSWERING_API } from "../src/shared/schemas/chat-answering-constants.ts";

const AGENT = { email: "asha.alerts@example.in", password: "mitti-mitra-alerts" };
const SUNITA = { email: "sunita.alerts@example.in", password: "mitti-mitra-sunita" };

interface Spied {
  sounds: number;
  notifications: { title: string; body?: string; tag?: string }[];
  permissionRequests: number;
}

/**
 * Records every tone the page starts and every notification it makes, before the app's scripts run. The permission
 * prompt is answered "default" at once (a headless browser shows none), so a request is only counted.
 */
function spyOnAlerts() {
  const spied = { sounds: 0, notifications: [] as { title: string; body?: string; tag?: string }[], permissionRequests: 0 };
  (window as unknown as { __alerts: typeof spied }).__alerts = spied;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode["start"]>) {
    spied.sounds++;
    return start.apply(this, args);
  };
  const Native = window.Notification;
  class Spy extends Native {
    constructor(title: string, options?: NotificationOptions) {
      spied.notifications.push({ title, body: options?.body, tag: options?.tag });
      super(title, options);
      (window as unknown as { __lastNotification: Notification }).__lastNotification = this;
    }
    static override get permission() {
      return Native.permission;
    }
    static override requestPermission() {
      spied.permissionRequests++;
      return Promise.resolve(Native.permission);
    }
  }
  window.Notification = Spy as unknown as typeof Notification;
}

const alerts = (page: Page) => page.evaluate(() => (window as unknown as { __alerts: Spied }).__alerts);
const clickLastNotification = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lastNotification: Notification }).__lastNotification.onclick?.(new Event("click")));
const statusOf = (page: Page) => page.getByRole("combobox", { name: "Your chat status" }).inputValue();

const browser = chatBrowser(AGENT);

describe("console alerts", () => {
  let agent: Page;
  let agentProblems: string[];
  let visitor: Page;

  beforeAll(async () => {
    ({ page: agent, problems: agentProblems } = await openPage(browser(), { permissions: ["notifications"], bypassCSP: true }));
    await agent.addInitScript(spyOnAlerts);
    ({ page: visitor } = await openPage(browser()));
  });
  // The agent's page here stays online and beats on its socket: it goes with the group, leaving no agent online.
  afterAll(async () => {
    await agent.context().close();
    await visitor.context().close();
  });

  it("keeps the agent online on the leads screen, with the status switch and the waiting count in the admin bar", async () => {
    await openConsoleOnline(agent, AGENT);
    // Asked at Go Online, from that click, but the permission was already granted: no prompt is needed.
    expect((await alerts(agent)).permissionRequests).toBe(0);
    await agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
    await agent.waitForURL(/\/admin\/leads$/);
    expect(await statusOf(agent)).toBe("online");
    // The count and the title follow the navigation on their own: wait for them (as long as the page's other waits)
    // rather than read them once.
    await agent.getByRole("link", { name: "0 customers waiting" }).waitFor();
    await expect.poll(() => agent.title()).toMatch(/^Leads \|/);
  });

  it("tells an agent on another screen that a visitor is waiting: sound, notification, title count", async () => {
    const before = await alerts(agent);
    await startWidgetChat(visitor, "Meena Kumari", "meena@example.in");
    // The visitor is connected to the queue: an agent is online although the console is not shown.
    await visitor.getByRole("dialog").getByText("Waiting for an agent").waitFor();
    await agent.getByRole("link", { name: "1 customer waiting" }).waitFor();
    await expect.poll(() => agent.title()).toMatch(/^\(1\) Leads \|/);
    const after = await alerts(agent);
    expect(after.sounds).toBeGreaterThan(before.sounds);
    expect(after.notifications.at(-1)).toMatchObject({ title: "Meena Kumari is waiting", body: "Farmer · meena@example.in" });
    // Her first words, written while she waits, renew the alert (issue 30): the agent knows what she asks before taking it.
    const waitingComposer = visitor.getByRole("dialog").getByRole("textbox");
    await waitingComposer.fill("Meri zameen mein paani nahi rukta, kya karoon?");
    await waitingComposer.press("Enter");
    await expect
      .poll(async () => (await alerts(agent)).notifications.at(-1))
      .toMatchObject({ title: "Meena Kumari is waiting", body: "“Meri zameen mein paani nahi rukta, kya karoon?”" });
    expect(await agent.title()).toMatch(/^\(1\) Leads \|/);

    // The notification's click opens the console at the waiting list, and the count goes (the agent sees it now).
    await clickLastNotification(agent);
    await agent.waitForURL(/\/admin\/chat$/);
    await expect.poll(() => agent.evaluate(() => document.activeElement?.id)).toBe("waiting-heading");
    await expect.poll(() => agent.title()).toMatch(/^Live Chat \|/);
  });

  it("alerts a message in a held chat only while the agent is not looking at it, and the click shows that chat", async () => {
    await agent.getByRole("button", { name: "Take chat with Meena Kumari" }).click();
    const panel = agent.getByRole("region", { name: /^Meena Kumari/ });
    await panel.waitFor();
    const composer = visitor.getByRole("dialog").getByRole("textbox");
    await visitor.getByRole("dialog").getByText("An agent has joined the chat.").waitFor();

    // Looking at the chat: nothing to alert.
    let before = await alerts(agent);
    await composer.fill("Is the soil test free for farmers?");
    await composer.press("Enter");
    await panel.getByText("Is the soil test free for farmers?").waitFor();
    expect((await alerts(agent)).notifications.length).toBe(before.notifications.length);
    expect(await agent.title()).toMatch(/^Live Chat \|/);

    // On another admin screen: a sound, a notification and "(1) Blog | …", and the notification's click brings the
    // chat back, open and focused.
    await agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog" }).click();
    await agent.waitForURL(/\/admin\/blog$/);
    before = await alerts(agent);
    await composer.fill("I have 2 acres near Dharwad.");
    await composer.press("Enter");
    await expect.poll(() => agent.title()).toMatch(/^\(1\) /);
    let after = await alerts(agent);
    expect(after.sounds).toBeGreaterThan(before.sounds);
    expect(after.notifications.at(-1)).toMatchObject({ title: "New message from Meena Kumari", body: "I have 2 acres near Dharwad." });
    await composer.fill("When can someone visit?");
    await composer.press("Enter");
    await expect.poll(() => agent.title()).toMatch(/^\(2\) /);
    after = await alerts(agent);
    expect(after.notifications.at(-1)).toMatchObject({ title: "New message from Meena Kumari", body: "When can someone visit?" });
    await clickLastNotification(agent);
    await agent.waitForURL(/\/admin\/chat$/);
    await expect.poll(() => agent.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Messages with Meena Kumari");
    expect(await panel.getByText("When can someone visit?").isVisible()).toBe(true);
    await expect.poll(() => agent.title()).toMatch(/^Live Chat \|/);
    expect(await statusOf(agent)).toBe("online");
  });

  it("tells the agent on another screen that a colleague handed them a chat, with the colleague's note (issue 30)", async () => {
    // Sunita, a colleague answering over the API, takes a new visitor and hands the chat over with a note.
    const me = await signInAgentApi(AGENT);
    expect((await me.call(AUTH_API.adminUsers, { method: "POST", json: SUNITA })).status).toBe(201);
    const sunita = await signInAgentApi(SUNITA);
    expect((await sunita.call(AUTH_API.user, { method: "PATCH", json: { name: "Sunita" } })).status).toBe(200);
    expect((await sunita.call(CHAT_API.presence, { method: "PUT", json: { status: "online" } })).status).toBe(200);
    const started = await fetch(`${baseUrl()}${CHAT_API.sessions}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "Harish Gowda", userEmail: "harish@example.in", userType: "farmer" }),
    });
    expect(started.status).toBe(201);
    const chatId = await sunita.take("Harish Gowda");

    await agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog" }).click();
    await agent.waitForURL(/\/admin\/blog$/);
    const before = await alerts(agent);
    const handed = await sunita.call(ANSWERING_API.transfer(chatId), { method: "POST", json: { agentId: me.session.user.id, note: "Asks about a drip subsidy; I promised a call back" } });
    expect(handed.status).toBe(200);
    await expect.poll(async () => (await alerts(agent)).notifications.at(-1)).toMatchObject({
      title: "Sunita handed you the chat with Harish Gowda",
      body: "Note: Asks about a drip subsidy; I promised a call back",
    });
    expect((await alerts(agent)).sounds).toBeGreaterThan(before.sounds);
    await expect.poll(() => agent.title()).toMatch(/^\(1\) /);

    // The click opens that chat, with who handed it over and the note above it.
    await clickLastNotification(agent);
    await agent.waitForURL(/\/admin\/chat$/);
    const panel = agent.getByRole("region", { name: /^Harish Gowda/ });
    await panel.getByText("Handed to you by Sunita: “Asks about a drip subsidy; I promised a call back”").waitFor();
    await expect.poll(() => agent.title()).toMatch(/^Live Chat \|/);
    expect((await me.call(CHAT_API.end(chatId), { method: "POST" })).status).toBe(200);
  });

  it("lets the agent switch each alert off, and remembers the choice after a reload", async () => {
    const settings = agent.getByRole("region", { name: "Alerts when a visitor waits or writes" });
    await settings.getByRole("checkbox", { name: "Sound" }).uncheck();
    await settings.getByRole("checkbox", { name: "Count in the tab title" }).uncheck();
    await settings.getByRole("checkbox", { name: "Desktop notifications" }).uncheck();
    await agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
    await agent.waitForURL(/\/admin\/leads$/);
    const before = await alerts(agent);
    const composer = visitor.getByRole("dialog").getByRole("textbox");
    await composer.fill("Thank you!");
    await composer.press("Enter");
    // The message reached the agent's tab (its chat counts it), yet nothing was played, shown or counted.
    await agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live Chat" }).click();
    await agent.getByRole("region", { name: /^Meena Kumari/ }).getByText("Thank you!").waitFor();
    const after = await alerts(agent);
    expect(after.sounds).toBe(before.sounds);
    expect(after.notifications.length).toBe(before.notifications.length);
    expect(await agent.title()).toMatch(/^Live Chat \|/);

    await agent.reload({ waitUntil: "networkidle" });
    const again = agent.getByRole("region", { name: "Alerts when a visitor waits or writes" });
    await again.waitFor();
    expect(await again.getByRole("checkbox", { name: "Sound" }).isChecked()).toBe(false);
    expect(await again.getByRole("checkbox", { name: "Count in the tab title" }).isChecked()).toBe(false);
    expect(await again.getByRole("checkbox", { name: "Desktop notifications" }).isChecked()).toBe(false);
    const violations = await seriousA11yViolations(agent);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(agentProblems).toEqual([]);
  });

  it("asks for the notification permission only when the agent clicks, never when a page loads", async () => {
    const { page } = await openPage(browser());
    await page.addInitScript(spyOnAlerts);
    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill(AGENT.email);
    await page.getByLabel("Password").fill(AGENT.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/chat$/);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live Chat" }).click();
    await page.getByRole("heading", { name: "Live Chat", level: 1 }).waitFor();
    expect((await alerts(page)).permissionRequests).toBe(0);
    await page.getByRole("button", { name: "Allow desktop notifications" }).click();
    expect((await alerts(page)).permissionRequests).toBe(1);
    await page.context().close();
  });
});

describe("the status shared by the admin tabs of one browser, and kept across a reload", () => {
  // A server of its own with a short presence grace (and sockets that ping often enough to keep an open tab present),
  // so the test can see an agent whose last tab is gone drop to offline once the grace passes.
  const GRACE_MS = 6000;
  let own: OwnServer;
  beforeAll(async () => {
    own = await startOwnServer({ chatTiming: { presenceGraceMs: GRACE_MS, socketPingMs: 1000 } });
    const setup = await fetch(`${own.baseUrl}${AUTH_API.setup}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(AGENT) });
    expect(setup.status).toBe(201);
  });
  afterAll(async () => own?.close());

  it("shares a change of status between tabs; a reload or a closed tab changes nothing until the grace passes", { timeout: 120_000 }, async () => {
    const { page: first } = await openPage(browser());
    // Every status change the server is asked for: closing or reloading a tab must ask for none (issue 30).
    let presenceChanges = 0;
    own.app.server.on("request", (req: IncomingMessage) => {
      if (req.method === "PUT" && req.url === CHAT_API.presence) presenceChanges++;
    });
    await signInOnline(first, own.baseUrl);
    const statusIn = (page: Page) => page.getByRole("combobox", { name: "Your chat status" });

    // A lead opened in a new tab: that tab reads the status (online) from the server.
    const second = await first.context().newPage();
    await second.goto(`${own.baseUrl}/admin/leads`, { waitUntil: "networkidle" });
    await expect.poll(() => statusIn(second).inputValue()).toBe("online");

    // A change in one tab shows in the other at once.
    await statusIn(second).selectOption("away");
    await expect.poll(() => statusIn(first).inputValue()).toBe("away");
    await first.getByRole("button", { name: "Back Online" }).click();
    await expect.poll(() => statusIn(second).inputValue()).toBe("online");
    await expect.poll(() => own.app.chat.hasAvailableAgent()).toBe(true);

    // Closing the second tab and reloading the first ask the server for nothing, and the agent stays online.
    const changesBefore = presenceChanges;
    await second.goto("about:blank");
    await second.close();
    await first.reload({ waitUntil: "networkidle" });
    await expect.poll(() => statusIn(first).inputValue()).toBe("online");
    await first.getByRole("button", { name: "Go Offline" }).waitFor();
    expect(presenceChanges - changesBefore).toBe(0);
    expect(await own.app.chat.hasAvailableAgent()).toBe(true);

    // The last tab gone: still online within the grace (a reload would find it so), offline once it has passed.
    await first.goto("about:blank");
    const gone = Date.now();
    expect(await own.app.chat.hasAvailableAgent()).toBe(true);
    await expect.poll(() => own.app.chat.hasAvailableAgent(), { timeout: 30_000 }).toBe(false);
    expect(Date.now() - gone).toBeGreaterThan(GRACE_MS / 2);
    expect(presenceChanges - changesBefore).toBe(0);
    await first.context().close();
  });
});

/** Signs the agent in on `base`, opens the console (offline by default, spec 4) and goes online. */
async function signInOnline(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(AGENT.email);
  await page.getByLabel("Password").fill(AGENT.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/chat$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live Chat" }).click();
  await page.getByRole("button", { name: "Go Online" }).click();
  await page.getByRole("button", { name: "Go Offline" }).waitFor();
}
