// Personal data in a real browser (issue 27), on a server of this file's own: an admin finds a visitor by e-mail with the
// keyboard, sees what is held, downloads the JSON file and the HTML page, erases it through a confirmation dialog that
// names what goes (Escape cancels, nothing changes), and sets the retention (a refused 0, then a save); axe finds no
// serious problem with the results or the dialog on screen, and nothing is wider than 1280 or 390 px.
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { CHAT_API, type CreatedChatSession } from "../src/shared/schemas/chat-constants.ts";
import { PEOPLE_API, type PersonRecord, type RetentionAnswer } from "../src/shared/schemas/personal-data.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations, shot, startOwnServer, type OwnServer } from "./support.ts";

const ADMIN = { email: defaultSiteConfig.adminEmail, password: "mitti-ka-hisaab-2026" };
const VISITOR = { name: "Farida Bhagwat", email: "farida.bhagwat@example.in", phone: "98123 45678" };
/** Someone the second test looks up on a phone-sized screen. */
const SECOND = { name: "Kavita Rane", email: "kavita.rane@example.in", phone: "98765 11223" };

let browser: Browser;
let own: OwnServer;
let token: string;

const api = async <T>(url: string, init: { method?: string; json?: unknown; auth?: boolean; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> => {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.auth !== false && token && !headers.authorization) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${own.baseUrl}${url}`, { method: init.method ?? "GET", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
};

/** Signs the admin in on the login screen, landing on the admin's first screen. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${own.baseUrl}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/chat$/);
}

beforeAll(async () => {
  browser = await launchBrowser();
  own = await startOwnServer();
  expect((await api(AUTH_API.setup, { method: "POST", json: ADMIN, auth: false })).status).toBe(201);
  token = (await api<AuthSession>(`${AUTH_API.token}?grant_type=password`, { method: "POST", json: ADMIN, auth: false })).body.access_token;
  // The visitor: a contact form's lead, and a chat with the assistant (nobody online) in which they wrote.
  const lead = await api("/api/v1/leads", {
    method: "POST",
    auth: false,
    json: { name: VISITOR.name, email: VISITOR.email, phone: VISITOR.phone, location: "Satara", user_type: "farmer", source: "website", metadata: { form: "contact", message: "Black spots on my onion leaves" }, honeypot: "", elapsedMs: 15_000 },
  });
  expect(lead.status).toBe(201);
  const second = await api("/api/v1/leads", {
    method: "POST",
    auth: false,
    json: { name: SECOND.name, email: SECOND.email, phone: SECOND.phone, location: "Pune", user_type: "farmer", source: "website", metadata: { form: "contact" }, honeypot: "", elapsedMs: 15_000 },
  });
  expect(second.status).toBe(201);
  const chat = await api<CreatedChatSession>(CHAT_API.sessions, { method: "POST", auth: false, json: { userName: VISITOR.name, userEmail: VISITOR.email, userType: "farmer" } });
  expect(chat.status).toBe(201);
  const words = await api(CHAT_API.assistantWords(chat.body.sessionId), { method: "POST", json: { message: "Can someone call me about onion rot?" }, headers: { authorization: `Bearer ${chat.body.visitorToken}` } });
  expect(words.status).toBeLessThan(300);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

describe("the Personal data screen", () => {
  it("finds a person, downloads the JSON and the page, and erases them after a confirmation that names what goes", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true, acceptDownloads: true });
    await signIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Privacy" }).click();
    await page.getByRole("heading", { level: 1, name: "Personal data" }).waitFor();

    // Nothing typed: said so, nothing asked of the server.
    await page.getByRole("button", { name: "Find", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Write the person's e-mail address.");
    // A phone that is no phone: the server's words.
    await page.getByLabel("Phone number", { exact: true }).check();
    await page.getByLabel("The person's phone number").fill("12");
    await page.getByLabel("The person's phone number").press("Enter");
    await page.getByRole("alert").filter({ hasText: "not a phone number that can be dialled" }).waitFor();

    // By e-mail, typed in another case, sent with Enter.
    await page.getByLabel("E-mail address", { exact: true }).check();
    await page.getByLabel("The person's e-mail address").fill(VISITOR.email.toUpperCase());
    await page.getByLabel("The person's e-mail address").press("Enter");
    const held = page.getByRole("heading", { level: 2, name: `What is held about ${VISITOR.email}` });
    await held.waitFor();
    // Focus moves to the answer, so a screen reader reads it next.
    await expect.poll(() => held.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("region", { name: "Leads" }).getByText(VISITOR.name).count()).toBeGreaterThan(0);
    expect(await page.getByRole("region", { name: "Chats" }).getByRole("listitem").count()).toBe(1);
    expect(await page.getByRole("region", { name: "E-mails" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(1);

    let violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "personal-data-1280");

    // The two downloads: a JSON file and a page, both named without the person.
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download JSON" }).click()]);
    expect(json.suggestedFilename()).toMatch(/^[a-z-]+-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(fs.readFileSync((await json.path())!, "utf8")) as PersonRecord;
    expect(file.leads.map((l) => l.name)).toEqual([VISITOR.name]);
    expect(file.chats[0]!.messages.map((m) => m.text)).toContain("Can someone call me about onion rot?");
    const [html] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download HTML page" }).click()]);
    expect(html.suggestedFilename()).toMatch(/\.html$/);
    const pageText = fs.readFileSync((await html.path())!, "utf8");
    expect(pageText).toContain("Black spots on my onion leaves");
    expect(pageText).not.toMatch(/<script/i);

    // The confirmation names what goes; Escape cancels and nothing changes.
    await page.getByRole("button", { name: "Erase everything" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase this person's data" });
    await dialog.waitFor();
    expect(await dialog.getByRole("listitem").allTextContents()).toEqual(expect.arrayContaining(["Leads (forms and chat starts): 1", "Chats: 1"]));
    violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, "personal-data-erase-dialog-1280", { fullPage: false });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect((await api<PersonRecord>(`${PEOPLE_API.people}?email=${encodeURIComponent(VISITOR.email)}`)).body.found).toBe(true);

    // Erased with the keyboard: Tab to "Erase for good", Enter.
    await page.getByRole("button", { name: "Erase everything" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Erase for good" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: /^Erased\. Leads \(forms and chat starts\): 1;/ }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const after = (await api<PersonRecord>(`${PEOPLE_API.people}?email=${encodeURIComponent(VISITOR.email)}`)).body;
    expect(after).toMatchObject({ found: false, leads: [], chats: [] });

    // Looked up again: nothing is held.
    await page.getByLabel("The person's e-mail address").press("Enter");
    await page.getByRole("heading", { level: 2, name: /^Nothing is held about/ }).waitFor();
    // The one refused request is the phone "12" above, which the browser reports as a failed load.
    expect(problems).toEqual(["error: Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });

  it("sets the retention, refusing 0 months with the reason, and fits 390 px", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await signIn(page);
    await page.goto(`${own.baseUrl}/admin/people`, { waitUntil: "networkidle" });
    const leads = page.getByLabel("Keep leads for (months)");
    expect(await leads.inputValue()).toBe("24");
    expect(await page.getByLabel("Keep spam for (days after it is flagged)").inputValue()).toBe("30");
    await leads.fill("0");
    await leads.press("Enter");
    expect(await page.getByRole("alert").textContent()).toBe("Leads must be kept for at least 1 month.");
    await leads.fill("36");
    await page.getByRole("button", { name: "Save Retention" }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    expect((await api<RetentionAnswer>(PEOPLE_API.retention)).body).toMatchObject({ leadsMonths: 36, conversationsMonths: 24, spamDays: 30, isDefault: false });

    // The screen's own content fits (the admin bar's fit is the business-hours test's to check).
    const contentWidth = () => page.evaluate(() => document.querySelector("main")!.scrollWidth);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await contentWidth(), `${width} px`).toBeLessThanOrEqual(width);
    }
    // By phone, as a farmer writes it.
    await page.getByLabel("Phone number", { exact: true }).check();
    await page.getByLabel("The person's phone number").fill(SECOND.phone);
    await page.getByLabel("The person's phone number").press("Enter");
    await page.getByRole("heading", { level: 2, name: "What is held about +91 98765 11223" }).waitFor();
    expect(await contentWidth()).toBeLessThanOrEqual(390);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, "personal-data-390");
    expect(problems).toEqual([]);
  });
});
