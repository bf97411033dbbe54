// Business hours in a real browser (issue 26), on a server of this file's own so its hours touch no other file: the
// admin screen (keyboard, labels, a refused time, a holiday, saved; at 1280 and 390 px); after hours the widget says
// when the team is back, in English and in Hindi, and offers the assistant and a call-back; inside the hours with
// nobody online it says no one is online (never busy); and the header names the agent the visitor talks to.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { BUSINESS_HOURS_API, type BusinessHoursAnswer } from "../src/shared/schemas/business-hours.ts";
import { CHAT_API, type AgentSessionSummary } from "../src/shared/schemas/chat-constants.ts";
import { WEEKDAYS, indiaClock, type BusinessHours } from "../src/shared/business-hours.ts";
import { LEAD_LIMITS } from "../src/shared/schemas/lead-limits.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import chatEn from "../src/client/i18n/locales/chat/en.json";
import chatHi from "../src/client/i18n/locales/chat/hi.json";
import commonEn from "../src/client/i18n/locales/common/en.json";
import commonHi from "../src/client/i18n/locales/common/hi.json";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations, shot, startOwnServer, type OwnServer } from "./support.ts";

const ADMIN = { email: defaultSiteConfig.adminEmail, password: "mitti-ke-ghante-2026" };
const BRAND = defaultSiteConfig.brand;

let browser: Browser;
let own: OwnServer;
let token: string;

const api = async <T>(url: string, init: { method?: string; json?: unknown; auth?: boolean } = {}): Promise<{ status: number; body: T }> => {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.auth !== false && token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${own.baseUrl}${url}`, { method: init.method ?? "GET", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
};

const setHours = async (hours: BusinessHours) => expect((await api(BUSINESS_HOURS_API, { method: "PUT", json: hours })).status).toBe(200);
const everyDay = (open: string, close: string) => WEEKDAYS.map((day) => ({ day, open, close }));

beforeAll(async () => {
  browser = await launchBrowser();
  // A long presence grace: the agent driven through the API below stays online without pinging.
  own = await startOwnServer({ chatTiming: { presenceGraceMs: 10 * 60_000 } });
  expect((await api(AUTH_API.setup, { method: "POST", json: ADMIN, auth: false })).status).toBe(201);
  token = (await api<AuthSession>(`${AUTH_API.token}?grant_type=password`, { method: "POST", json: ADMIN, auth: false })).body.access_token;
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const panel = (page: Page) => page.getByRole("dialog");
const subtitle = (page: Page) => panel(page).locator("header p");

/** Opens the widget on `path` and starts a chat as a farmer, in the page's language. */
async function startChat(page: Page, path: "/" | "/hi", name: string) {
  const [chat, common] = path === "/hi" ? [chatHi, commonHi] : [chatEn, commonEn];
  await page.goto(`${own.baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: /^(Chat with us|हमसे चैट करें)$/ }).click();
  const form = panel(page);
  await form.getByLabel(common["form.name"]).fill(name);
  await form.getByLabel(common["form.email"]).fill(`${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.in`);
  await form.getByLabel(chat["chat.form.userType"]).selectOption({ label: chat["chat.userType.farmer"] });
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
  await form.getByRole("button", { name: chat["chat.form.start"] }).click();
  await panel(page).getByRole("log").waitFor();
}

describe("the admin screen", () => {
  it("sets the hours and a holiday with the keyboard, refuses a closing time before the opening, and fits 1280 and 390 px", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${own.baseUrl}/admin/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/chat$/);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Hours" }).click();
    await page.getByRole("heading", { level: 1, name: "Business Hours" }).waitFor();
    // Until the team saves its own, the site's stated hours, said as such.
    await page.getByText("These are the default hours, the ones the Contact page states.").waitFor();
    // The default: the site's stated hours.
    expect(await page.getByLabel("Monday opens").inputValue()).toBe("09:00");
    expect(await page.getByLabel("Saturday closes").inputValue()).toBe("13:00");
    expect(await page.getByLabel("Open on Sunday").isChecked()).toBe(false);

    // A closing time before the opening, sent with Enter: refused with the day named, the field focused.
    await page.getByLabel("Monday opens").fill("18:00");
    await page.getByLabel("Monday closes").fill("09:00");
    await page.getByLabel("Monday closes").press("Enter");
    const alert = page.getByRole("alert").filter({ hasText: "Monday" });
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Monday: The opening time (18:00) must be before the closing time (09:00).");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    expect(await page.getByLabel("Monday closes").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel("Monday opens").fill("08:30");
    await page.getByLabel("Monday closes").fill("17:30");
    await page.getByRole("button", { name: "Use Monday's hours for Tuesday to Friday" }).click();
    expect(await page.getByLabel("Thursday opens").inputValue()).toBe("08:30");

    // Sunday opened with the keyboard (Space on its checkbox), its times typed.
    await page.getByLabel("Open on Sunday").focus();
    await page.keyboard.press("Space");
    await page.getByLabel("Sunday opens").fill("10:00");
    await page.getByLabel("Sunday closes").fill("12:00");

    // A holiday, added with Enter in its name field.
    const today = indiaClock(new Date()).date;
    const holiday = page.getByRole("form", { name: "Add a holiday" });
    await holiday.getByLabel("Date").fill(today);
    await holiday.getByLabel("Name (optional)").fill("Team outing");
    await holiday.getByLabel("Name (optional)").press("Enter");
    await page.getByRole("list", { name: "Holidays" }).getByText("Team outing").waitFor();
    await holiday.getByRole("button", { name: "Add Holiday" }).click();
    expect(await holiday.getByRole("alert").textContent()).toBe("Choose the holiday's date.");

    await page.getByRole("button", { name: "Save Hours" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    const saved = (await api<BusinessHoursAnswer>(BUSINESS_HOURS_API)).body;
    expect(saved.isDefault).toBe(false);
    expect(saved.hours.week.find((d) => d.day === "mon")).toEqual({ day: "mon", open: "08:30", close: "17:30" });
    expect(saved.hours.week.find((d) => d.day === "sun")).toEqual({ day: "sun", open: "10:00", close: "12:00" });
    expect(saved.hours.holidays).toEqual([{ date: today, name: "Team outing" }]);
    // Today is a holiday: closed now.
    expect(saved.now.open).toBe(false);
    expect(await page.getByText(/^Closed now\. Open again/).isVisible()).toBe(true);

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "business-hours-admin-1280");
    // Nothing wider than the screen: the admin bar shows its links from 1280 px, and a menu below.
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      expect(await page.getByRole("navigation", { name: "Admin" }).isVisible(), `${width} px`).toBe(width >= 1280);
    }
    // At 390 px the screen is reached from the menu, and its fields stack.
    await page.getByRole("button", { name: "Open admin menu" }).click();
    expect(await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Hours" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close admin menu" }).click();
    const opens = await page.getByLabel("Monday opens").boundingBox();
    expect(opens!.x + opens!.width).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "business-hours-admin-390");
    expect(problems).toEqual([]);
  });
});

describe("the widget after hours", () => {
  beforeAll(async () => {
    // Open every day 9:00 to 18:00, but today (India) is a holiday: closed now, back tomorrow at 9:00.
    await setHours({ week: everyDay("09:00", "18:00"), holidays: [{ date: indiaClock(new Date()).date, name: "" }] });
  });

  it("says in English when the team is back, and offers the assistant and a call-back", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await startChat(page, "/", "Kavita Patil");
    const notice = panel(page).getByRole("region", { name: "We're back tomorrow at 9:00 am." });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(chatEn["chat.hours.closedIntro"]);
    expect(await subtitle(page).textContent()).toBe(chatEn["chat.panel.closedNow"]);
    // The assistant answers meanwhile: the message box is there, and the suggested questions.
    expect(await panel(page).getByLabel(chatEn["chat.composer.label"]).isEditable()).toBe(true);
    expect(await panel(page).innerText()).not.toMatch(/busy/i);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, "after-hours-widget-en-1280", { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await notice.isVisible()).toBe(true);
    await shot(page, "after-hours-widget-en-390", { fullPage: false });

    // The call-back: its form opens from the notice.
    await notice.getByRole("button", { name: chatEn["chat.offer.leaveMessage"] }).click();
    await panel(page).getByRole("form", { name: chatEn["chat.callback.title"] }).waitFor();
    await panel(page).getByRole("button", { name: chatEn["chat.callback.back"] }).click();
    // Asking for a person after hours: nobody online, and when the team is back.
    await panel(page).getByLabel(chatEn["chat.composer.label"]).fill("I want to talk to a person");
    await panel(page).getByLabel(chatEn["chat.composer.label"]).press("Enter");
    const offer = panel(page).getByRole("region", { name: chatEn["chat.offer.noAgentTitle"] });
    await offer.waitFor();
    expect(await offer.textContent()).toContain("We're back tomorrow at 9:00 am.");
    expect(await panel(page).getByRole("log").textContent()).toContain(chatEn["chat.person.noAgentReply"]);
    expect(await panel(page).innerText()).not.toMatch(/busy/i);
    expect(problems).toEqual([]);
  });

  it("says it in Hindi on a Hindi page", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    await startChat(page, "/hi", "Radha Devi");
    const notice = panel(page).getByRole("region", { name: "हम कल सुबह 9 बजे से फिर मिलेंगे।" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(chatHi["chat.hours.closedIntro"]);
    expect(await notice.getByRole("button", { name: chatHi["chat.offer.leaveMessage"] }).isVisible()).toBe(true);
    expect(await subtitle(page).textContent()).toBe(chatHi["chat.panel.closedNow"]);
    expect(await panel(page).innerText()).not.toContain("व्यस्त");
    await shot(page, "after-hours-widget-hi-390", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, "after-hours-widget-hi-1280", { fullPage: false });
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe("the widget inside the hours", () => {
  // The time limit leaves room for the minute's wait below, on top of the test itself.
  it("with nobody online says that no one is online right now, never busy", { timeout: 150_000 }, async () => {
    // Open all day, every day (a run in India's last minute of the day waits for the next).
    if (indiaClock(new Date()).minutes === 23 * 60 + 59) await new Promise((r) => setTimeout(r, 61_000));
    await setHours({ week: everyDay("00:00", "23:59"), holidays: [] });
    const { page, problems } = await openPage(browser);
    await startChat(page, "/", "Suresh Rao");
    await expect.poll(() => subtitle(page).textContent()).toBe(chatEn["chat.panel.nobodyOnline"]);
    expect(await panel(page).getByRole("region").count()).toBe(0);
    await panel(page).getByRole("button", { name: chatEn["chat.person.ask"] }).click();
    const offer = panel(page).getByRole("region", { name: chatEn["chat.offer.noAgentTitle"] });
    await offer.waitFor();
    expect(await offer.textContent()).not.toContain("We're back");
    expect(await panel(page).getByRole("log").textContent()).toContain("Nobody from our team is online right now.");
    expect(await panel(page).innerText()).not.toMatch(/busy/i);

    const { page: hi } = await openPage(browser);
    await startChat(hi, "/hi", "Geeta Kumari");
    await expect.poll(() => subtitle(hi).textContent()).toBe(chatHi["chat.panel.nobodyOnline"]);
    expect(await panel(hi).innerText()).not.toContain("व्यस्त");
    expect(problems).toEqual([]);
  });
});

describe("the header", () => {
  it("names the agent the visitor talks to, as the messages do, in English and in Hindi", async () => {
    expect((await api(AUTH_API.user, { method: "PATCH", json: { name: "Asha" } })).status).toBe(200);
    expect((await api(CHAT_API.presence, { method: "PUT", json: { online: true } })).status).toBe(200);
    try {
      for (const [path, visitor, connected, sender] of [
        ["/", "Mohan Lal", "Connected to Asha", `Asha from ${BRAND}`],
        ["/hi", "Sita Ram", "आप इनसे जुड़े हैं: Asha", `${BRAND} से Asha`],
      ] as const) {
        const { page, problems } = await openPage(browser);
        await startChat(page, path, visitor);
        const waiting = (await api<{ sessions: AgentSessionSummary[] }>(CHAT_API.waiting)).body.sessions.find((s) => s.userName === visitor)!;
        expect((await api(CHAT_API.take(waiting.sessionId), { method: "POST" })).status).toBe(200);
        expect((await api(CHAT_API.agentMessages(waiting.sessionId), { method: "POST", json: { message: "Namaste! How can I help?" } })).status).toBe(201);
        const heading = panel(page).getByRole("heading", { level: 2 });
        await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toBe(connected);
        expect(await panel(page).getByRole("log").textContent()).toContain(sender);
        expect(await heading.textContent()).not.toContain(`${BRAND} Agent`);
        if (path === "/") await shot(page, "agent-header-en-1280", { fullPage: false });
        await api(CHAT_API.end(waiting.sessionId), { method: "POST" });
        expect(problems).toEqual([]);
      }
    } finally {
      await api(CHAT_API.presence, { method: "PUT", json: { online: false } });
    }
  });
});
