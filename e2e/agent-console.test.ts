// The agent console in a real browser against the real server: presence, the live waiting list with its waiting time,
// take, chat both ways, minimise, end, two agents racing for one chat, polling when the socket is blocked, leaving the
// admin area or the tab sets the agent offline (other admin screens keep the agent online), and axe. Visitors are
// driven through the public REST API.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { CHAT_API, type ChatMessage, type CreatedChatSession } from "../src/shared/schemas/chat.ts";
import { SESSION_STORAGE_KEY } from "../src/client/lib/auth-session.ts";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations, baseUrl, withDb } from "./support.ts";

const AGENT_A = { email: "asha.agent@example.in", password: "mitti-mitra-agent-a" };
const AGENT_B = { email: "bhaskar.agent@example.in", password: "mitti-mitra-agent-b" };

let browser: Browser;

const api = (url: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(`${baseUrl()}${url}`, { ...init, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
};

async function signInApi(who: { email: string; password: string }): Promise<AuthSession> {
  const res = await api(`${AUTH_API.token}?grant_type=password`, { method: "POST", json: who });
  expect(res.status).toBe(200);
  return (await res.json()) as AuthSession;
}

type Visitor = CreatedChatSession & { name: string };

async function newVisitor(name: string): Promise<Visitor> {
  const res = await api(CHAT_API.sessions, { method: "POST", json: { userName: name, userEmail: `${name.split(" ")[0]!.toLowerCase()}@example.in`, userType: "farmer" } });
  expect(res.status).toBe(201);
  return { ...((await res.json()) as CreatedChatSession), name };
}

async function visitorMessages(v: Visitor): Promise<ChatMessage[]> {
  const res = await api(CHAT_API.visitorMessages(v.sessionId), { token: v.visitorToken });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: ChatMessage[] }).messages;
}

async function visitorSays(v: Visitor, message: string) {
  const res = await api(CHAT_API.visitorMessages(v.sessionId), { method: "POST", token: v.visitorToken, json: { message } });
  expect(res.status).toBe(201);
}

const agentAvailable = async () => ((await (await api(CHAT_API.availability)).json()) as { hasAvailableAgent: boolean }).hasAvailableAgent;

/** Opens the console signed in as `session`, the way a signed-in admin's tab holds it. */
async function openConsole(page: Page, session: AuthSession) {
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SESSION_STORAGE_KEY, JSON.stringify(session)]);
  await page.goto(`${baseUrl()}/admin/chat`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Live Chat", level: 1 }).waitFor();
}

const waitingRow = (page: Page, name: string) => page.getByRole("list", { name: "Waiting customers" }).getByRole("listitem").filter({ hasText: name });
const takeButton = (page: Page, name: string) => page.getByRole("button", { name: `Take chat with ${name}` });
const chatPanel = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
const chatLog = (page: Page, name: string) => page.getByRole("log", { name: `Messages with ${name}` });
const connection = (page: Page) => page.locator("[data-connection]").getAttribute("data-connection");

const resetDb = (sql: string) => withDb((db) => db.exec(sql));
const CLEAR_CHATS = "DELETE FROM chat_session_messages; DELETE FROM chat_sessions; DELETE FROM agent_presence;";

beforeAll(async () => {
  browser = await launchBrowser();
  // Start from no admin and no chats, whichever test file ran before (as the other admin files do).
  resetDb(`${CLEAR_CHATS} DELETE FROM refresh_tokens; DELETE FROM users;`);
  expect((await api(AUTH_API.setup, { method: "POST", json: AGENT_A })).status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  // The dashboard test counts visitor messages as user interactions: leave none behind.
  resetDb(CLEAR_CHATS);
});

describe("agent console", () => {
  let a: Page;
  let aProblems: string[];
  let b: Page;
  let sessionA: AuthSession;
  let sessionB: AuthSession;
  let asha: Visitor;

  beforeAll(async () => {
    ({ page: a, problems: aProblems } = await openPage(browser, { bypassCSP: true }));
    // Agent A's clock is under the test's control, so the waiting time can move on by minutes.
    await a.clock.install();
  });

  it("signs in and starts offline: the offline notice, empty lists, and Take disabled", async () => {
    await a.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await a.getByLabel("Email").fill(AGENT_A.email);
    await a.getByLabel("Password").fill(AGENT_A.password);
    await a.getByRole("button", { name: "Sign In" }).click();
    await a.waitForURL(/\/admin\/chat$/);
    await a.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live Chat" }).click();
    await a.getByRole("heading", { name: "Live Chat", level: 1 }).waitFor();
    sessionA = JSON.parse((await a.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY))!) as AuthSession;

    await a.getByRole("button", { name: "Go Online" }).waitFor();
    expect(await a.getByText('You are currently offline. Click "Go Online" to start receiving chat requests from customers.').isVisible()).toBe(true);
    await a.getByText("No customers waiting").waitFor();
    expect(await a.getByText("No active chats").isVisible()).toBe(true);
    expect(await a.getByText("Take a waiting session to start chatting").isVisible()).toBe(true);
    expect(await connection(a)).toBe("offline");
    expect(await agentAvailable()).toBe(false);
  });

  it("goes online, and a new visitor appears live with whole minutes of waiting time", async () => {
    await a.getByRole("button", { name: "Go Online" }).click();
    await a.getByRole("button", { name: "Go Offline" }).waitFor();
    expect(await a.getByText("You are currently offline.").count()).toBe(0);
    await expect.poll(() => connection(a)).toBe("live");
    expect(await agentAvailable()).toBe(true);

    asha = await newVisitor("Asha Devi");
    expect(asha.hasAgent).toBe(true);
    const row = waitingRow(a, "Asha Devi");
    await row.waitFor({ timeout: 5000 });
    expect(await row.textContent()).toContain("asha@example.in");
    expect(await row.textContent()).toContain("Farmer");
    expect(await row.textContent()).toContain("Waiting 0 min");
    await expect.poll(() => a.getByRole("status").filter({ hasText: "is waiting" }).textContent()).toBe("Asha Devi (Farmer) is waiting for an agent.");

    await a.clock.fastForward("03:10");
    await expect.poll(() => row.textContent()).toContain("Waiting 3 min");
  });

  it("takes the chat: the visitor's messages arrive live and the agent's reply reaches the visitor once", async () => {
    await takeButton(a, "Asha Devi").click();
    await chatPanel(a, "Asha Devi").waitFor();
    await a.getByText("No customers waiting").waitFor();
    const log = chatLog(a, "Asha Devi");
    await expect.poll(() => log.textContent()).toContain("An agent has joined the chat.");
    expect(await log.textContent()).toContain("Hello Asha Devi!");
    expect((await visitorMessages(asha)).map((m) => m.message)).toContain("An agent has joined the chat.");

    await visitorSays(asha, "My wheat leaves are turning yellow.");
    await expect.poll(() => log.textContent(), { timeout: 5000 }).toContain("My wheat leaves are turning yellow.");
    expect(await log.getByText("Asha Devi", { exact: true }).count()).toBeGreaterThan(0);

    const reply = "Please send a soil sample to your nearest clinic.";
    const box = a.getByLabel("Reply to Asha Devi");
    expect(await a.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    await box.fill("   ");
    expect(await a.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    await box.fill(reply);
    await box.press("Enter");
    await log.getByText(reply).waitFor({ timeout: 1000 });
    expect(await box.inputValue()).toBe("");
    await expect.poll(async () => (await visitorMessages(asha)).filter((m) => m.message === reply).map((m) => m.sender_type)).toEqual(["agent"]);
    await expect.poll(() => log.getByText("Sending...").count()).toBe(0);
    expect(await log.getByText(reply).count()).toBe(1);
    expect(aProblems).toEqual([]);
  });

  it("opens one chat at a time from My chats, counting what arrives in the others, and moves between them by keyboard", async () => {
    const kiran = await newVisitor("Kiran Rao");
    await takeButton(a, "Kiran Rao").click();
    // The chat just taken opens; Asha's waits in the list.
    await chatLog(a, "Kiran Rao").waitFor();
    expect(await chatPanel(a, "Asha Devi").count()).toBe(0);
    const mine = a.getByRole("list", { name: "My chats" });
    expect(await mine.getByRole("button", { name: "Open chat with Kiran Rao" }).getAttribute("aria-current")).toBe("true");

    await visitorSays(asha, "Thank you! Which clinic is nearest to Nashik?");
    const ashaItem = mine.getByRole("button", { name: /^Open chat with Asha Devi\W+1 new$/ });
    await ashaItem.waitFor({ timeout: 5000 });
    expect(await mine.getByRole("listitem").filter({ hasText: "Asha Devi" }).textContent()).toContain("Which clinic is nearest to Nashik?");
    await ashaItem.click();
    expect(await chatLog(a, "Asha Devi").textContent()).toContain("Which clinic is nearest to Nashik?");
    await mine.getByRole("button", { name: "Open chat with Asha Devi" }).waitFor();

    // Keyboard: J and K move between the chats, R puts the cursor in the reply box (where letters are typed, not shortcuts).
    await a.locator("body").click({ position: { x: 5, y: 5 } });
    await a.keyboard.press("j");
    await chatLog(a, "Kiran Rao").waitFor();
    await a.keyboard.press("k");
    await chatLog(a, "Asha Devi").waitFor();
    await a.keyboard.press("r");
    await a.keyboard.type("jk");
    expect(await a.getByLabel("Reply to Asha Devi").inputValue()).toBe("jk");
    await chatLog(a, "Asha Devi").waitFor();
    await a.getByLabel("Reply to Asha Devi").fill("");
    expect((await api(CHAT_API.end(kiran.sessionId), { method: "POST", token: sessionA.access_token })).status).toBe(200);
    await expect.poll(() => mine.getByRole("listitem").count()).toBe(1);
  });

  it("passes axe with a waiting visitor and an active chat", async () => {
    const ravi = await newVisitor("Ravi Patil");
    await waitingRow(a, "Ravi Patil").waitFor({ timeout: 5000 });
    const violations = await seriousA11yViolations(a);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(ravi.hasAgent).toBe(true);
  });

  it("ends a chat after confirming: it leaves the list and the visitor is told", async () => {
    await chatPanel(a, "Asha Devi").getByRole("button", { name: "End chat with Asha Devi" }).click();
    const dialog = a.getByRole("dialog", { name: "End this chat?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await chatPanel(a, "Asha Devi").isVisible()).toBe(true);

    await chatPanel(a, "Asha Devi").getByRole("button", { name: "End chat with Asha Devi" }).click();
    await dialog.getByRole("button", { name: "End Chat" }).click();
    await a.getByText("No active chats").waitFor();
    await expect.poll(() => a.evaluate(() => document.activeElement?.id)).toBe("mine-heading");
    expect((await visitorMessages(asha)).at(-1)?.message).toBe("The agent has ended this chat.");
  });

  it("disables Take while offline, and offline makes the chat unavailable to visitors", async () => {
    await a.getByRole("button", { name: "Go Offline" }).click();
    await a.getByRole("button", { name: "Go Online" }).waitFor();
    expect(await takeButton(a, "Ravi Patil").isDisabled()).toBe(true);
    expect(await connection(a)).toBe("offline");
    expect(await agentAvailable()).toBe(false);
    await a.getByRole("button", { name: "Go Online" }).click();
    await a.getByRole("button", { name: "Go Offline" }).waitFor();
    expect(await takeButton(a, "Ravi Patil").isEnabled()).toBe(true);
  });

  it("still delivers by polling every 3 s when the socket is blocked", async () => {
    sessionB = await (async () => {
      expect((await api(AUTH_API.adminUsers, { method: "POST", token: sessionA.access_token, json: AGENT_B })).status).toBe(201);
      return signInApi(AGENT_B);
    })();
    ({ page: b } = await openPage(browser, { bypassCSP: true }));
    await b.routeWebSocket(/\/api\/v1\/chat\/ws/, (ws) => ws.close({ code: 1011, reason: "blocked by the test" }));
    await openConsole(b, sessionB);
    await b.getByRole("button", { name: "Go Online" }).click();
    await b.getByRole("button", { name: "Go Offline" }).waitFor();
    await expect.poll(() => connection(b)).toBe("polling");
    expect(await b.getByText("Online · checking every 3 s").isVisible()).toBe(true);

    const meera = await newVisitor("Meera Joshi");
    await waitingRow(b, "Meera Joshi").waitFor({ timeout: 7000 });
    await takeButton(b, "Meera Joshi").click();
    await chatPanel(b, "Meera Joshi").waitFor();
    await visitorSays(meera, "Do you test for zinc?");
    await expect.poll(() => chatLog(b, "Meera Joshi").textContent(), { timeout: 7000 }).toContain("Do you test for zinc?");
    await b.getByLabel("Reply to Meera Joshi").fill("Yes, zinc is one of the 16 parameters.");
    await b.getByRole("button", { name: "Send" }).click();
    await expect.poll(async () => (await visitorMessages(meera)).map((m) => m.message)).toContain("Yes, zinc is one of the 16 parameters.");
    // The queue reaches B through the poll too: Ravi, still waiting, is in its list.
    await waitingRow(b, "Ravi Patil").waitFor();
  });

  it("lets only one of two agents take a chat; the other sees the server's message and the visitor leaves its list", async () => {
    // B's take is held back until A's has gone through, so the race has a known winner.
    let releaseB!: () => void;
    const bHeld = new Promise<void>((resolve) => (releaseB = resolve));
    await b.route(/\/api\/v1\/agent\/sessions\/[^/]+\/take$/, async (route) => {
      await bHeld;
      await route.continue();
    });
    await takeButton(b, "Ravi Patil").click();
    await takeButton(a, "Ravi Patil").click();
    await chatPanel(a, "Ravi Patil").waitFor();
    releaseB();
    const alert = b.getByRole("alert").filter({ hasText: "Another agent has already taken this chat." });
    await alert.waitFor();
    expect(await b.evaluate(() => document.activeElement?.textContent)).toBe("Another agent has already taken this chat.");
    await expect.poll(() => waitingRow(b, "Ravi Patil").count()).toBe(0);
    expect(await chatPanel(b, "Ravi Patil").count()).toBe(0);
    await b.unroute(/\/take$/);
  });

  it("keeps the status on the other admin screens and across a reload, and sets it from the admin bar", async () => {
    const presenceB = async () => (await (await api(CHAT_API.presence, { token: sessionB.access_token })).json()) as { online: boolean; status: string };
    const statusB = b.getByRole("combobox", { name: "Your chat status" });
    // B moves to the leads screen: presence belongs to the admin shell (issue 14), so B stays online.
    await b.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
    await b.waitForURL(/\/admin\/leads$/);
    expect(await statusB.inputValue()).toBe("online");
    expect(await presenceB()).toEqual({ online: true, status: "online" });
    // A reload is no goodbye (issue 30): B comes back online without pressing anything.
    await b.reload({ waitUntil: "networkidle" });
    await expect.poll(() => statusB.inputValue()).toBe("online");
    expect(await presenceB()).toEqual({ online: true, status: "online" });
    // Away from the bar: B keeps the chat and gets no new visitor; A still takes them.
    await statusB.selectOption("away");
    await expect.poll(presenceB).toEqual({ online: false, status: "away" });
    expect(await agentAvailable()).toBe(true);
    await b.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live Chat" }).click();
    await b.getByText("You are away: you keep your chats").waitFor();
    await chatLog(b, "Meera Joshi").waitFor();
    await b.getByRole("button", { name: "Back Online" }).click();
    await expect.poll(presenceB).toEqual({ online: true, status: "online" });
    // Offline in both: no agent takes chats any more.
    await statusB.selectOption("offline");
    await a.getByRole("combobox", { name: "Your chat status" }).selectOption("offline");
    await expect.poll(agentAvailable).toBe(false);
    await a.context().close();
    await b.context().close();
  });
});
