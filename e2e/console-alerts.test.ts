// Not missing a visitor (issue 14), in two browsers: the agent goes online and moves to the leads screen, where the
// admin bar keeps the status switch and the waiting count; a visitor who starts waiting, and later a message in a chat
// the agent holds but is not looking at (another screen, or the chat minimised), each make a sound (Web Audio, spied
// on), a desktop notification (permission granted to the agent's context) whose click opens the chat, and a count in
// the tab title. Each alert can be switched off and the choice outlives a reload; the permission is asked only from a
// click, never at page load. Two admin tabs of one browser share the agent's presence.
import type { IncomingMessage } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API } from "../src/shared/schemas/auth.ts";
import { CHAT_API } from "../src/shared/schemas/chat-constants.ts";
import { SESSION_STORAGE_KEY } from "../src/client/lib/auth-session.ts";
import { PRESENCE_CHANNEL } from "../src/client/features/agent-console/tab-peers.ts";
import { baseUrl, describeViolations, openPage, seriousA11yViolations, startOwnServer, type OwnServer } from "./support.ts";
import { chatBrowser, openConsoleOnline, startWidgetChat } from "./chat-support.ts";

const AGENT = { email: "asha.alerts@example.in", password: "mitti-mitra-alerts" };

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
const statusSwitch = (page: Page) => page.getByRole("switch", { name: "Available for chats" });

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
    expect(await statusSwitch(agent).getAttribute("aria-checked")).toBe("true");
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

    // Minimised (another chat in front): a sound, a notification and "(1) Live Chat | …".
    await panel.getByRole("button", { name: "Minimise chat with Meena Kumari" }).click();
    before = await alerts(agent);
    await composer.fill("I have 2 acres near Dharwad.");
    await composer.press("Enter");
    await expect.poll(() => agent.title()).toMatch(/^\(1\) Live Chat \|/);
    let after = await alerts(agent);
    expect(after.sounds).toBeGreaterThan(before.sounds);
    expect(after.notifications.at(-1)).toMatchObject({ title: "New message from Meena Kumari", body: "I have 2 acres near Dharwad." });

    // On another admin screen: the same, and the notification's click brings the chat back, expanded and focused.
    await agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog" }).click();
    await agent.waitForURL(/\/admin\/blog$/);
    await composer.fill("When can someone visit?");
    await composer.press("Enter");
    await expect.poll(() => agent.title()).toMatch(/^\(2\) /);
    after = await alerts(agent);
    expect(after.notifications.at(-1)).toMatchObject({ title: "New message from Meena Kumari", body: "When can someone visit?" });
    await clickLastNotification(agent);
    await agent.waitForURL(/\/admin\/chat$/);
    await expect.poll(() => agent.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Messages with Meena Kumari");
    expect(await panel.getByRole("button", { name: "Minimise chat with Meena Kumari" }).isVisible()).toBe(true);
    await expect.poll(() => agent.title()).toMatch(/^Live Chat \|/);
    expect(await statusSwitch(agent).getAttribute("aria-checked")).toBe("true");
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

describe("presence shared by the admin tabs of one browser", () => {
  // A server of its own whose presence grace is far longer than this test: when the agent goes offline at the end, it
  // is because the last tab said so as it closed, never because the grace ran out (the fallback for a crashed tab).
  let own: OwnServer;
  beforeAll(async () => {
    own = await startOwnServer({ chatTiming: { presenceGraceMs: 60 * 60_000 } });
    const setup = await fetch(`${own.baseUrl}${AUTH_API.setup}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(AGENT) });
    expect(setup.status).toBe(201);
  });
  afterAll(async () => own?.close());

  it("lets a second tab take the agent's status, follow its changes and close without taking the agent offline; the last tab takes it offline", { timeout: 120_000 }, async () => {
    const { page: first } = await openPage(browser());
    // Every presence change the server is asked for, as it arrives (the browser does not report a request that a closing
    // page sends with keepalive, so they are counted here).
    let presenceChanges = 0;
    own.app.server.on("request", (req: IncomingMessage) => {
      if (req.method === "PUT" && req.url === CHAT_API.presence) presenceChanges++;
    });
    await signInOnline(first, own.baseUrl);
    // The agent's presence as the server has it, asked with the tab's own session.
    const presence = () =>
      first.evaluate(async ([key, url]) => {
        const session = JSON.parse(localStorage.getItem(key!)!) as { access_token: string };
        return ((await (await fetch(url!, { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as { online: boolean }).online;
      }, [SESSION_STORAGE_KEY, CHAT_API.presence]);
    expect(await presence()).toBe(true);

    // A lead opened in a new tab: that tab reads the status (online), rather than starting offline.
    const second = await first.context().newPage();
    await second.goto(`${own.baseUrl}/admin/leads`, { waitUntil: "networkidle" });
    await expect.poll(() => statusSwitch(second).getAttribute("aria-checked")).toBe("true");
    expect(await presence()).toBe(true);

    // Going offline in one tab shows in the other.
    await statusSwitch(second).click();
    await expect.poll(() => statusSwitch(first).getAttribute("aria-checked")).toBe("false");
    await statusSwitch(first).click();
    await expect.poll(() => statusSwitch(second).getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => own.app.chat.hasAvailableAgent()).toBe(true);

    // Closing the second tab keeps the agent online; closing the last one takes the agent offline.
    // (Leaving for about:blank fires pagehide, as closing a tab does; page.close() here would not.)
    // A recorder of the tabs' channel in the first tab tells when the second's goodbye has arrived there. The window
    // holds it: a channel only its own listener refers to may be collected, and then it hears nothing more.
    await first.evaluate((name) => {
      const channel = new BroadcastChannel(name);
      const w = window as unknown as { goodbyeRecorder: BroadcastChannel; goodbye: Promise<void> };
      w.goodbyeRecorder = channel;
      w.goodbye = new Promise((resolve) => {
        channel.onmessage = (e: MessageEvent<{ type?: string }>) => {
          if (e.data?.type === "bye") resolve();
        };
      });
    }, PRESENCE_CHANNEL);
    const changesBefore = presenceChanges;
    await second.goto("about:blank");
    await second.close();
    await within(30_000, "the first tab never heard the second tab's goodbye", first.evaluate(() => (window as unknown as { goodbye: Promise<void> }).goodbye));
    expect(presenceChanges - changesBefore).toBe(0);
    expect(await presence()).toBe(true);
    expect(await own.app.chat.hasAvailableAgent()).toBe(true);
    expect(await statusSwitch(first).getAttribute("aria-checked")).toBe("true");

    await first.goto("about:blank");
    // With an hour's grace, only the last tab's own word as it closed can take the agent offline.
    await expect.poll(() => own.app.chat.hasAvailableAgent(), { timeout: 30_000 }).toBe(false);
    // That word was the only change asked for since the second tab began to close.
    expect(presenceChanges - changesBefore).toBe(1);
    await first.context().close();
  });
});

/** `promise`, or a failure saying `what` once `ms` have passed without it. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

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
