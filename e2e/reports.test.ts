// Reports in a real browser (issue 30): an admin opens Reports from the admin bar, sees the figures of chats stored
// today, changes the period and the agent, sees a chart and its table, at 1280 and 390 px, with no serious axe finding.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, shot, withDb } from "./support.ts";
import { clearChats, freshAgent } from "./chat-support.ts";

const ADMIN = { email: "reports.admin@example.in", password: "reports-admin-pass" };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await freshAgent(ADMIN);
  clearChats();
  const now = Date.now();
  const at = (back: number) => new Date(now - back).toISOString();
  withDb((db) => {
    const agent = (db.prepare("SELECT id FROM users WHERE email = ?").get(ADMIN.email) as { id: string }).id;
    const session = db.prepare(
      "INSERT INTO chat_sessions (id, agent_id, status, user_name, user_email, user_type, language, visitor_token_hash, created_at, taken_at, ended_at, updated_at) VALUES (?, NULL, 'waiting', ?, 'r@example.in', 'farmer', 'en', 'x', ?, NULL, NULL, ?)",
    );
    const take = db.prepare("UPDATE chat_sessions SET status = 'active', agent_id = ?, taken_at = ? WHERE id = ?");
    const end = db.prepare("UPDATE chat_sessions SET status = 'ended', ended_at = ? WHERE id = ?");
    const line = db.prepare("INSERT INTO chat_session_messages (id, session_id, client_id, sender_type, sender_name, message, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?)");
    // Three chats an hour ago: answered after a 30 s wait, answered after 90 s, and one the visitor left.
    for (const [i, wait] of [30, 90, null].entries()) {
      const id = randomUUID();
      const start = now - 3600_000 - i * 1000;
      session.run(id, `Report visitor ${i}`, new Date(start).toISOString(), new Date(start).toISOString());
      if (wait !== null) {
        take.run(agent, new Date(start + wait * 1000).toISOString(), id);
        line.run(randomUUID(), id, "user", "Visitor", "Hello", new Date(start + wait * 1000 + 1000).toISOString());
        line.run(randomUUID(), id, "agent", "Agent", "Namaste", new Date(start + wait * 1000 + 5000).toISOString());
      }
      end.run(at(60_000), id);
    }
  });
});
afterAll(async () => {
  await browser?.close();
  clearChats();
});

it("shows the period's figures, a chart with its table, and follows a change of period and agent, at 1280 and 390 px", async () => {
  const { page, problems } = await openPage(browser, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/[a-z]/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
  await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
  const figures = page.getByTestId("report-figures");
  await expect.poll(() => figures.textContent()).toContain("2 by a person");
  expect(await figures.textContent()).toContain("1 missed");
  // Median wait of 30 s and 90 s: 1 min 0 s.
  expect(await figures.textContent()).toContain("1 min 0 s");
  expect(await page.locator('svg[data-chart="chats-per-day"] rect').count()).toBeGreaterThan(0);
  expect(await page.getByTestId("report-agents").textContent()).toContain(ADMIN.email);

  await page.getByLabel("Period", { exact: true }).selectOption("7");
  await expect.poll(() => page.locator("[data-report-period]").getAttribute("data-report-period")).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill("2025-01-01");
  await page.getByLabel("To (included)").fill("2025-01-31");
  await expect.poll(() => page.locator("[data-report-period]").getAttribute("data-report-period")).toBe("2025-01-01/2025-01-31");
  expect(await figures.textContent()).toContain("0 by a person");
  await page.getByLabel("Period", { exact: true }).selectOption("30");
  await page.getByLabel("Agent", { exact: true }).selectOption({ label: ADMIN.email });
  await expect.poll(() => figures.textContent()).toContain("2 by a person");
  await page.getByText("Show the figures as a table").first().click();
  await page.getByRole("table", { name: "Chats per day" }).waitFor();
  await shot(page, "reports-1280", { fullPage: true });
  await page.screenshot({ path: "/tmp/reports-1280.png", fullPage: true });

  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.screenshot({ path: "/tmp/reports-390.png", fullPage: true });
  const phoneViolations = await seriousA11yViolations(page);
  expect(phoneViolations, describeViolations(phoneViolations)).toEqual([]);
  expect(problems).toEqual([]);
});
