// Team management in a real browser (issue 15): a display name, adding a named colleague, disabling them (their open
// admin screen ends at once, their sign-in is refused with the reason) and enabling them again, and a forgotten
// password set again through the e-mailed link.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { AUTH_MESSAGES } from "../src/shared/schemas/auth.ts";
import { baseUrl, describeViolations, formAnswer, launchBrowser, openPage, seriousA11yViolations, setUpFirstAdmin, withDb } from "./support.ts";

const ASHA = { email: defaultSiteConfig.adminEmail, password: "khet-ki-mitti-2026" };
const RAVI = { email: "ravi.team@example.in", password: "ravi-ka-password", newPassword: "ravi-naya-password" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Starts from a database without admins, whichever test file ran before.
  withDb((db) => db.exec("DELETE FROM password_resets; DELETE FROM refresh_tokens; DELETE FROM agent_presence; DELETE FROM users;"));
});
afterAll(async () => browser?.close());

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The link in the newest password reset e-mail waiting in the outbox (this test server sends no mail). */
const resetLink = () =>
  withDb((db) => {
    const row = db.prepare("SELECT body_text FROM email_outbox WHERE kind = 'password_reset' ORDER BY created_at DESC LIMIT 1").get() as { body_text: string } | undefined;
    return /https?:\/\/\S+\/admin\/reset-password#token=[\w-]+/.exec(row?.body_text ?? "")?.[0] ?? "";
  });

it("names the admin, adds a named colleague, disables them at once and enables them again", async () => {
  const asha = await openPage(browser);
  await setUpFirstAdmin(asha.page, ASHA.password, ASHA.email);
  await asha.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }).click();
  const profile = asha.page.getByRole("form", { name: "Your name" });
  await profile.getByLabel("Your name").fill("Asha");
  await profile.getByRole("button", { name: "Save Name" }).click();
  await expect.poll(() => profile.getByRole("status").textContent()).toContain('from "Asha"');

  const add = asha.page.getByRole("form", { name: "Add a colleague" });
  await add.getByLabel("Name (optional)").fill("Ravi Kumar");
  await add.getByLabel("Email").fill(RAVI.email);
  await add.getByLabel("Password", { exact: true }).fill(RAVI.password);
  await add.getByLabel("Confirm Password").fill(RAVI.password);
  // An admin unless another role is chosen (issue 27).
  expect(await add.getByLabel("Role").inputValue()).toBe("admin");
  await add.getByRole("button", { name: "Add Colleague" }).click();
  const admins = asha.page.getByRole("region", { name: "Team members" });
  await admins.getByText("Ravi Kumar").waitFor();
  expect(await admins.getByText("Has not signed in yet").count()).toBe(1);

  const ravi = await openPage(browser);
  await signIn(ravi.page, RAVI);
  await ravi.page.waitForURL(/\/admin\/chat$/);
  // A new post's author starts as the admin's name, never the e-mail address.
  await ravi.page.goto(`${baseUrl()}/admin/blog/new`, { waitUntil: "networkidle" });
  expect(await ravi.page.getByLabel("Author").inputValue()).toBe("Ravi Kumar");

  await asha.page.reload({ waitUntil: "networkidle" });
  await admins.getByRole("button", { name: "Disable Ravi Kumar" }).click();
  await admins.getByText("Disabled", { exact: true }).waitFor();
  // Ravi's next step in the admin area sends him to sign in; signing in says why it fails.
  await ravi.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
  await ravi.page.waitForURL(/\/admin\/login$/);
  await signIn(ravi.page, RAVI);
  await expect.poll(() => ravi.page.getByRole("alert").textContent()).toBe(AUTH_MESSAGES.accountDisabled);

  await admins.getByRole("button", { name: "Enable Ravi Kumar" }).click();
  await expect.poll(() => admins.getByText("Disabled", { exact: true }).count()).toBe(0);
  await signIn(ravi.page, RAVI);
  await ravi.page.waitForURL(/\/admin\/chat$/);
  expect(asha.problems).toEqual([]);
  await asha.page.context().close();
  await ravi.page.context().close();
});

it("sets a forgotten password through the e-mailed link, which works only once", async () => {
  const { page, problems } = await openPage(browser);
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The sign-in form has an Email field too: fill in the new page's only once it is there.
  await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
  await page.getByLabel("Email").fill(RAVI.email);
  await page.getByRole("button", { name: "Send Link" }).click();
  expect(await formAnswer(page)).toEqual({ role: "status", text: AUTH_MESSAGES.resetRequested });

  const link = resetLink();
  expect(link).toMatch(/\/admin\/reset-password#token=/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()), { waitUntil: "networkidle" });
  await page.getByLabel("New Password", { exact: true }).fill(RAVI.newPassword);
  await page.getByLabel("Confirm New Password").fill(RAVI.newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  expect(await formAnswer(page)).toMatchObject({ role: "status", text: expect.stringMatching(/^Your new password is set/) });
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(RAVI.email);
  await page.getByLabel("Password").fill(RAVI.newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/chat$/);

  // The same link a second time is refused, with a way to ask for a new one.
  const again = await openPage(browser);
  await again.page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()), { waitUntil: "networkidle" });
  await again.page.getByLabel("New Password", { exact: true }).fill("third-password-1");
  await again.page.getByLabel("Confirm New Password").fill("third-password-1");
  await again.page.getByRole("button", { name: "Set New Password" }).click();
  expect(await formAnswer(again.page)).toMatchObject({ role: "alert", text: expect.stringContaining(AUTH_MESSAGES.resetLinkInvalid) });
  expect(await again.page.getByRole("link", { name: "Ask for a new link" }).isVisible()).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
  await again.page.context().close();
});

it("passes axe on the forgotten-password and new-password screens", async () => {
  const { page } = await openPage(browser, { bypassCSP: true });
  for (const pathname of ["/admin/forgot-password", "/admin/reset-password#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"]) {
    await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, `${pathname}\n${describeViolations(violations)}`).toEqual([]);
  }
  await page.context().close();
});
