// The admin's first run and sessions in a real browser: setup once, sign-in failure and success, a session that
// survives a reload, adding a colleague on the Team screen, sign-out, the guard, and accessibility of both open screens.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { AUTH_API } from "../src/shared/schemas/auth.ts";
import { SESSION_STORAGE_KEY } from "../src/client/lib/auth-session.ts";
import { baseUrl, describeViolations, formAnswer, launchBrowser, openPage, seriousA11yViolations, withDb } from "./support.ts";

const FIRST = { email: defaultSiteConfig.adminEmail, password: "khet-ki-mitti-2026" };
const COLLEAGUE = { email: "ravi.kumar@example.in", password: "ravi-ka-password" };
const BAR_ITEMS = ["Dashboard", "Leads", "Live Chat", "Blog", "Team", "View Site"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // This file proves the first run: start from a database with no admin, whichever test file ran before.
  withDb((db) => db.exec("DELETE FROM refresh_tokens; DELETE FROM agent_presence; DELETE FROM users;"));
});
afterAll(async () => browser?.close());

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function expectAdminBar(page: Page, email: string) {
  const bar = page.getByRole("navigation", { name: "Admin" });
  await expect.poll(() => bar.isVisible()).toBe(true);
  for (const name of BAR_ITEMS.slice(0, 5)) expect(await bar.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "View Site" }).getAttribute("href")).toBe("/");
  expect(await page.getByRole("button", { name: "Sign Out" }).isVisible()).toBe(true);
  expect(await page.getByText(email, { exact: true }).isVisible()).toBe(true);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL(/\/admin\/login$/);
  expect(await storedSession(page)).toBeNull();
}

describe("admin first run, sign-in and sessions", () => {
  it("passes axe on the open setup and login screens", async () => {
    const { page } = await openPage(browser, { bypassCSP: true });
    for (const pathname of ["/admin/setup", "/admin/login"]) {
      await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      const violations = await seriousA11yViolations(page);
      expect(violations, `${pathname}\n${describeViolations(violations)}`).toEqual([]);
    }
    await page.context().close();
  });

  it("creates the first admin on /admin/setup, then redirects to sign in, and the setup stays closed", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/admin/setup`, { waitUntil: "networkidle" });
    expect(await page.getByText("This page is for initial setup only.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/admin/login");
    const email = page.getByLabel("Email");
    expect(await email.inputValue()).toBe(defaultSiteConfig.adminEmail);

    await page.getByLabel("Password", { exact: true }).fill(FIRST.password);
    await page.getByLabel("Confirm Password").fill(`${FIRST.password}-typo`);
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Passwords do not match");

    await page.getByLabel("Confirm Password").fill(FIRST.password);
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Admin user created successfully!");
    await page.waitForURL(/\/admin\/login$/, { timeout: 10_000 });
    expect(problems).toEqual([]);

    await page.goto(`${baseUrl()}/admin/setup`, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByText("Setup is closed: an admin account already exists. Please sign in.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Go to Sign In" }).getAttribute("href")).toBe("/admin/login");
    expect(await page.getByLabel("Confirm Password").count()).toBe(0);
    const again = await fetch(`${baseUrl()}${AUTH_API.setup}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "intruder@example.in", password: "let-me-in" }),
    });
    expect(again.status).toBe(403);
    await page.context().close();
  });

  it("signs in, keeps the session over a reload, adds a colleague who can sign in, and signs out to a guarded area", async () => {
    const { page } = await openPage(browser);

    await signIn(page, { email: FIRST.email, password: "not-the-password" });
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("Invalid login credentials");
    expect(page.url()).toMatch(/\/admin\/login$/);

    await page.getByLabel("Password").fill(FIRST.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/chat$/);
    await expectAdminBar(page, FIRST.email);
    expect(JSON.parse((await storedSession(page))!)).toMatchObject({ token_type: "bearer", user: { email: FIRST.email } });

    await page.reload({ waitUntil: "networkidle" });
    expect(page.url()).toMatch(/\/admin\/chat$/);
    await expectAdminBar(page, FIRST.email);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }).click();
    await page.waitForURL(/\/admin\/team$/);
    const admins = page.getByRole("region", { name: "Team members" });
    await expect.poll(() => admins.getByText(FIRST.email).isVisible()).toBe(true);
    const addForm = page.getByRole("form", { name: "Add a colleague" });
    await addForm.getByLabel("Email").fill(COLLEAGUE.email);
    await addForm.getByLabel("Password", { exact: true }).fill(COLLEAGUE.password);
    await addForm.getByLabel("Confirm Password").fill(COLLEAGUE.password);
    await addForm.getByRole("button", { name: "Add Colleague" }).click();
    expect(await formAnswer(addForm)).toMatchObject({ role: "status", text: expect.stringContaining(`${COLLEAGUE.email} can now sign in as admin.`) });
    await expect.poll(() => admins.getByText(COLLEAGUE.email).isVisible()).toBe(true);

    const firstSession = JSON.parse((await storedSession(page))!) as { refresh_token: string };
    await signOut(page);
    // Sign-out revoked the session on the server, not only in the browser.
    const reuse = await fetch(`${baseUrl()}${AUTH_API.token}?grant_type=refresh_token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: firstSession.refresh_token }),
    });
    expect(reuse.status).toBe(401);

    await signIn(page, COLLEAGUE);
    await page.waitForURL(/\/admin\/chat$/);
    await expectAdminBar(page, COLLEAGUE.email);
    await signOut(page);

    await page.goto(`${baseUrl()}/admin/dashboard`, { waitUntil: "networkidle" });
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("sends a visitor without a session from every guarded screen to /admin/login", async () => {
    const { page } = await openPage(browser);
    for (const pathname of ["/admin", "/admin/leads", "/admin/chat", "/admin/blog/new", "/admin/team"]) {
      await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
      await page.waitForURL(/\/admin\/login$/);
    }
    await page.context().close();
  });
});
