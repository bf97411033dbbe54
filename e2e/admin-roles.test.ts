// Roles in a real browser (issue 27): an agent and an editor each land on a screen they may use, see only their own
// screens in the admin bar, get "Not available for your role" at another's address, and an agent sees no Export CSV;
// an admin gives a colleague another role on the Team screen and reads it in the audit log, with filters, at 1280 and
// 390 px, with no serious axe finding. Screenshots when E2E_SHOTS is set.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AUTH_API, type AuthSession, type Role } from "../src/shared/schemas/auth.ts";
import { ANSWERING_API } from "../src/shared/schemas/chat-answering-constants.ts";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, shot, withDb } from "./support.ts";

const PASSWORD = "mitti-ki-sehat-2026";
const ADMIN = { email: "owner.roles@example.in", password: PASSWORD };
const colleague = (role: Role) => ({ email: `${role}.roles@example.in`, password: PASSWORD });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  withDb((db) => db.exec("DELETE FROM password_resets; DELETE FROM refresh_tokens; DELETE FROM agent_presence; DELETE FROM user_sign_in_addresses; DELETE FROM audit_log; DELETE FROM users;"));
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${baseUrl()}${url}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  expect((await post(AUTH_API.setup, ADMIN)).status).toBe(201);
  const session = (await (await post(`${AUTH_API.token}?grant_type=password`, ADMIN)).json()) as AuthSession;
  // Only this file's own reply: the seeded ones (/hello …) are other files' to use.
  withDb((db) => db.exec("DELETE FROM canned_replies WHERE shortcut = 'pickup';"));
  const reply = await post(ANSWERING_API.cannedReplies, { title: "Sample pickup", shortcut: "pickup", body: "We collect the sample from your farm." }, session.access_token);
  expect(reply.status).toBe(201);
  for (const role of ["agent", "editor"] as const) {
    expect((await post(AUTH_API.adminUsers, { ...colleague(role), name: `${role === "agent" ? "Meera" : "Kiran"} (${role})`, role }, session.access_token)).status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
  withDb((db) => db.exec("DELETE FROM canned_replies WHERE shortcut = 'pickup';"));
});

async function signIn(page: Page, who: { email: string; password: string }, lands: RegExp) {
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(lands);
}

/** The admin bar's links on show, once the bar is drawn (right after sign-in it may not be there yet). */
async function barLinks(page: Page): Promise<string[]> {
  const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
  await links.first().waitFor();
  return links.allTextContents();
}

async function notAvailable(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Not available for your role" }).waitFor();
}

it("shows an agent only the live chat, conversations, leads (without export) and their account", async () => {
  const { page, problems } = await openPage(browser);
  await signIn(page, colleague("agent"), /\/admin\/chat$/);
  expect(await barLinks(page)).toEqual(["Dashboard", "Leads", "Live Chat", "Conversations", "Account"]);
  await page.getByRole("combobox", { name: "Your chat status" }).waitFor();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
  await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  expect(await page.getByRole("button", { name: "Export CSV" }).count()).toBe(0);

  // Agents add and change canned replies; deleting one is for admins.
  await page.goto(`${baseUrl()}/admin/chat/replies`, { waitUntil: "networkidle" });
  const card = page.locator('[data-reply="pickup"]');
  await card.getByRole("button", { name: "Edit Sample pickup" }).waitFor();
  expect(await card.getByRole("button", { name: "Delete Sample pickup" }).count()).toBe(0);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
  await page.getByRole("heading", { name: "Your account" }).waitFor();
  expect(await page.getByRole("region", { name: "Team members" }).count()).toBe(0);

  for (const path of ["/admin/audit", "/admin/team/x", "/admin/clinics", "/admin/blog/new", "/admin/hours"]) await notAvailable(page, path);
  await shot(page, "roles-agent-not-available-1280");
  await page.getByRole("link", { name: "Go to your start screen" }).click();
  await page.waitForURL(/\/admin\/chat$/);
  expect(problems).toEqual([]);
  await page.context().close();
});

it("shows an editor only the blog, the assistant's knowledge and their account, with no live chat in the bar", async () => {
  const { page, problems } = await openPage(browser);
  await signIn(page, colleague("editor"), /\/admin\/blog$/);
  expect(await barLinks(page)).toEqual(["Blog", "Knowledge", "Account"]);
  expect(await page.getByRole("combobox", { name: "Your chat status" }).count()).toBe(0);
  for (const path of ["/admin/leads", "/admin/chat", "/admin/dashboard", "/admin/conversations"]) await notAvailable(page, path);
  // /admin sends the editor to the blog, not to a dashboard they may not open.
  await page.goto(`${baseUrl()}/admin`, { waitUntil: "networkidle" });
  await page.waitForURL(/\/admin\/blog$/);
  expect(problems).toEqual([]);
  await page.context().close();
});

it("lets an admin change a colleague's role on the Team screen and find it in the audit log, at 1280 and 390 px", async () => {
  const { page, problems } = await openPage(browser, { bypassCSP: true });
  await signIn(page, ADMIN, /\/admin\/chat$/);
  expect(await barLinks(page)).toEqual(expect.arrayContaining(["Team", "Audit", "Clinics", "Hours", "Blog", "Leads", "Live Chat"]));
  // What an agent does not see, an admin does.
  await page.goto(`${baseUrl()}/admin/chat/replies`, { waitUntil: "networkidle" });
  await page.locator('[data-reply="pickup"]').getByRole("button", { name: "Delete Sample pickup" }).waitFor();
  await page.goto(`${baseUrl()}/admin/leads`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Export CSV" }).waitFor();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }).click();
  const team = page.getByRole("region", { name: "Team members" });
  const select = team.getByRole("combobox", { name: "Role of Kiran (editor)" });
  expect(await select.inputValue()).toBe("editor");
  await select.selectOption("agent");
  await expect.poll(() => select.inputValue()).toBe("agent");
  await expect.poll(() => select.isDisabled()).toBe(false);
  await page.reload({ waitUntil: "networkidle" });
  expect(await team.getByRole("combobox", { name: "Role of Kiran (editor)" }).inputValue()).toBe("agent");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit" }).click();
  await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
  const records = page.getByRole("list", { name: "Audit records, newest first" });
  await records.getByRole("listitem").first().waitFor();
  expect(await records.getByRole("heading", { name: "Colleague added" }).count()).toBe(2);
  await page.getByLabel("What").selectOption({ label: "Role changed" });
  await page.waitForURL(/action=user\.role/);
  await expect.poll(() => records.getByRole("listitem").count()).toBe(1);
  const entry = records.getByRole("listitem").first();
  expect(await entry.textContent()).toContain("owner.roles@example.in");
  expect(await entry.textContent()).toContain("Kiran (editor)");
  expect(await entry.textContent()).toMatch(/From\s*editor/);
  await page.getByLabel("Who").selectOption({ label: "Meera (agent) (agent.roles@example.in)" });
  await page.getByText("Try fewer filters or other dates.").waitFor();
  expect(await records.count()).toBe(0);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(() => records.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);

  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await shot(page, "audit-1280");
  // Every link of the admin bar on one line at 1280 px, the page no wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  const heights = await page.getByRole("navigation", { name: "Admin" }).getByRole("link").evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
  expect(new Set(heights).size).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await shot(page, "audit-390");
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  const narrow = await seriousA11yViolations(page);
  expect(narrow, describeViolations(narrow)).toEqual([]);
  await page.goto(`${baseUrl()}/admin/team`, { waitUntil: "networkidle" });
  await shot(page, "team-roles-390");
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  expect(problems).toEqual([]);
  await page.context().close();
});
