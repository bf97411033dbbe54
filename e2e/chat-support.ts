// Helpers for the two-browser chat tests: a fresh first admin as the agent, the console signed in and online, and a
// visitor's widget chat started from a public page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { CHAT_API, type AgentSessionSummary } from "../src/shared/schemas/chat.ts";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { baseUrl, launchBrowser, withDb } from "./support.ts";

export interface AgentCredentials {
  email: string;
  password: string;
}

const CHATS = "DELETE FROM chat_session_messages; DELETE FROM chat_sessions; DELETE FROM chat_messages; DELETE FROM agent_presence;";

/** No admin, chat or agent left by another file; `agent` becomes the first admin through first-run setup. */
export async function freshAgent(agent: AgentCredentials): Promise<void> {
  withDb((db) => db.exec(`${CHATS} DELETE FROM refresh_tokens; DELETE FROM users;`));
  const setup = await fetch(`${baseUrl()}${AUTH_API.setup}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(agent) });
  expect(setup.status).toBe(201);
}

/** Leaves no chat and no agent online for the files after this one (the dashboard counts visitor messages). */
export const clearChats = () => withDb((db) => db.exec(CHATS));

/**
 * Sets up a chat test file: one browser for the whole file and `agent` as the fresh first admin before its tests, the
 * browser closed and no chats left after. Call at the top of the file; the getter hands back the browser once the
 * hooks have run.
 */
export function chatBrowser(agent: AgentCredentials): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    await freshAgent(agent);
  });
  afterAll(async () => {
    await browser?.close();
    clearChats();
  });
  return () => {
    if (!browser) throw new Error("The chat browser is only there once the file's beforeAll hooks have run");
    return browser;
  };
}

/**
 * Signs the agent in, opens the console and goes online: offline on a fresh sign-in (spec 4), or already online when
 * the same agent is online elsewhere (another tab, the API) within the presence grace (issue 30).
 */
export async function openConsoleOnline(page: Page, agent: AgentCredentials): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(agent.email);
  await page.getByLabel("Password").fill(agent.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/chat$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Live Chat" }).click();
  await goOnline(page);
}

/** Presses Go Online unless the console already shows the agent online (its status read from the server). */
export async function goOnline(page: Page): Promise<void> {
  const online = page.getByRole("button", { name: "Go Online" });
  const offline = page.getByRole("button", { name: "Go Offline" });
  await online.or(offline).first().waitFor();
  await expect.poll(async () => (await online.isEnabled().catch(() => false)) || (await offline.isVisible())).toBe(true);
  if (!(await offline.isVisible())) await online.click();
  await offline.waitFor();
}

/**
 * Goes offline in the console before its browser closes. Closing an online console sends its "offline" with a keepalive
 * request that may reach the server late, after the same agent has gone online in the next test's console.
 */
export async function goOfflineBeforeClosing(page: Page): Promise<void> {
  const offline = page.getByRole("button", { name: "Go Offline" });
  if (!(await offline.isVisible().catch(() => false))) return;
  await offline.click();
  await page.getByRole("button", { name: "Go Online" }).waitFor();
}

/**
 * Opens the widget on the home page and fills in the lead form as a farmer; presses Start Chat once `ready` has
 * settled (so a test can get an agent online meanwhile).
 */
export async function startWidgetChat(page: Page, name: string, email: string, ready: Promise<unknown> = Promise.resolve()): Promise<void> {
  await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Chat with us" }).click();
  const panel = page.getByRole("dialog");
  await panel.getByLabel("Full Name").fill(name);
  await panel.getByLabel("Email Address").fill(email);
  await panel.getByLabel("I am a").selectOption({ label: "Farmer" });
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
  await ready;
  const start = panel.getByRole("button", { name: "Start Chat" });
  await start.click();
  // The form gives way to the chat; when it does not, the failure says what the panel showed instead.
  try {
    await start.waitFor({ state: "detached", timeout: 20_000 });
  } catch {
    throw new Error(`The chat did not start for ${name}; the panel shows: ${(await panel.innerText().catch(() => "(no panel)")).replace(/\s+/g, " ")}`);
  }
}

/** An agent answering chats over the REST API, without a console: the tests that watch only the visitor's side. */
export interface AgentApi {
  /** A call with the agent's token; `json` is sent as JSON, `form` as multipart. */
  call<T = unknown>(url: string, init?: { method?: string; json?: unknown; form?: FormData }): Promise<{ status: number; body: T }>;
  /** Waits for the visitor named `name` in the waiting list and takes the chat; its session id. */
  take(name: string): Promise<string>;
  token: string;
  /** The sign-in as the admin screens keep it (put it in the browser's storage to open the console signed in). */
  session: AuthSession;
}

/** Signs `agent` in through the token endpoint. */
export async function signInAgentApi(agent: AgentCredentials): Promise<AgentApi> {
  const signIn = await fetch(`${baseUrl()}${AUTH_API.token}?grant_type=password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(agent) });
  expect(signIn.status).toBe(200);
  const session = (await signIn.json()) as AuthSession;
  const token = session.access_token;
  const call: AgentApi["call"] = async <T>(url: string, init: { method?: string; json?: unknown; form?: FormData } = {}) => {
    const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${token}` };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    const res = await fetch(`${baseUrl()}${url}`, { method: init.method ?? "GET", headers, body });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
  };
  const take = async (name: string) => {
    let waiting: AgentSessionSummary | undefined;
    await expect
      .poll(async () => {
        waiting = (await call<{ sessions: AgentSessionSummary[] }>(CHAT_API.waiting)).body.sessions.find((s) => s.userName === name);
        return Boolean(waiting);
      })
      .toBe(true);
    expect((await call(CHAT_API.take(waiting!.sessionId), { method: "POST" })).status).toBe(200);
    return waiting!.sessionId;
  };
  return { call, take, token, session };
}
