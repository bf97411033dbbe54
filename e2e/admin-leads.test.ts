// The admin's working day in a real browser: first-run setup, sign-in, dashboard figures that match the leads
// created, search, filters and paging, the CSV export, a lead's detail with status and notes, sign-out and the guard.
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, withDb, setUpFirstAdmin } from "./support.ts";

const ADMIN = { email: defaultSiteConfig.adminEmail, password: "mitti-ki-sehat-2026" };
const DAY = 86_400_000;

/** Leads sent through the public API now, as the website and chat would. */
const FRESH = [
  { name: "Kavita Jadhav", email: "kavita.jadhav@example.in", phone: "+91 98220 11223", location: "Baramati, Maharashtra", user_type: "farmer", source: "website", metadata: { form: "contact", message: "Soil test for 3 acres of sugarcane before planting" }, elapsedMs: 30_000 },
  { name: "Sahyadri Farmers Producer Co.", email: "office@sahyadri-fpo.example.in", location: "Nashik, Maharashtra", user_type: "fpo", source: "live_chat", elapsedMs: 45_000 },
  { name: "सुनीता देवी", email: "sunita.devi@example.in", location: "पटना, बिहार", user_type: "ngo", source: "website", elapsedMs: 60_000 },
];
/** A person whose browser sent no fill time: stored, but held as suspected spam, so in none of the counts below. */
const HELD = { name: "Ramesh Kale", email: "ramesh.kale@example.in", phone: "+91 94220 55667", location: "Satara, Maharashtra", user_type: "farmer", source: "website", metadata: { form: "contact", message: "Need a soil test before the rabi sowing" } };
/** Older leads written straight into the database: 40 from 3 to 6 days ago, 17 from 10 to 26 days ago. */
const OLDER_WEEK = 40;
const OLDER_MONTH = 17;
const TOTAL = FRESH.length + OLDER_WEEK + OLDER_MONTH;
// Every fourth older lead is an NGO, and so is one fresh lead.
const NGO_TOTAL = 1 + Math.ceil((OLDER_WEEK + OLDER_MONTH) / 4);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Start from no admin and no leads, whichever test file ran before.
  withDb((db) => {
    db.exec("DELETE FROM chat_session_messages; DELETE FROM chat_sessions; DELETE FROM chat_messages; DELETE FROM refresh_tokens; DELETE FROM agent_presence; DELETE FROM users; DELETE FROM lead_notes; DELETE FROM leads;");
    const insert = db.prepare(
      `INSERT INTO leads (id, name, email, phone, location, user_type, source, metadata, status, email_normalized, phone_normalized, duplicate_of, created_at, updated_at)
       VALUES (@id, @name, @email, NULL, @location, @user_type, 'website', NULL, 'new', @email, NULL, NULL, @created_at, @created_at)`,
    );
    const older = (i: number, ageMs: number) => {
      const email = `older.${i}@example.in`;
      const created_at = new Date(Date.now() - ageMs).toISOString();
      insert.run({ id: randomUUID(), name: `Older Lead ${i}`, email, location: "Mandya, Karnataka", user_type: i % 4 === 0 ? "ngo" : "farmer", created_at });
    };
    for (let i = 0; i < OLDER_WEEK; i++) older(i, 3 * DAY + i * 2 * 3_600_000);
    for (let i = OLDER_WEEK; i < OLDER_WEEK + OLDER_MONTH; i++) older(i, 10 * DAY + (i - OLDER_WEEK) * DAY);
  });
  for (const lead of [HELD, ...FRESH]) {
    const res = await fetch(`${baseUrl()}/api/v1/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(lead) });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => browser?.close());

const bar = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
const leadCount = (page: Page) => page.locator("h1 + p");

describe("admin dashboard and leads", () => {
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, { acceptDownloads: true, bypassCSP: true }));
  });

  it("creates the first admin and signs in", async () => {
    await setUpFirstAdmin(page, ADMIN.password, ADMIN.email);
  });

  it("shows dashboard figures that match the leads created, and the newest five", async () => {
    await bar(page).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await expect.poll(() => stat(page, "Total Leads").textContent()).toBe(String(TOTAL));
    expect(await page.getByText(`${FRESH.length} today`).isVisible()).toBe(true);
    expect(await stat(page, "This Week").textContent()).toBe(String(FRESH.length + OLDER_WEEK));
    expect(await stat(page, "This Month").textContent()).toBe(String(TOTAL));
    expect(await stat(page, "User Interactions").textContent()).toBe("0");
    // The sample posts, and whatever the blog test left published, whichever file ran first.
    const published = withDb((db) => (db.prepare("SELECT count(*) AS n FROM blog_posts WHERE status = 'published'").get() as { n: number }).n);
    expect(published).toBeGreaterThan(0);
    expect(await stat(page, "Blog Posts Published").textContent()).toBe(String(published));
    expect(await page.getByText("Coming soon").isVisible()).toBe(true);

    const recent = page.getByRole("region", { name: "Recent Leads" }).getByRole("listitem");
    expect(await recent.count()).toBe(5);
    const names = await recent.allTextContents();
    expect(names[0]).toContain("सुनीता देवी");
    expect(names[1]).toContain("Sahyadri Farmers Producer Co.");
    expect(names[2]).toContain("Kavita Jadhav");

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("lists every lead newest first and pages on the server", async () => {
    await bar(page).getByRole("link", { name: "Leads" }).click();
    await page.waitForURL(/\/admin\/leads$/);
    await expect.poll(() => leadCount(page).textContent()).toBe(`${TOTAL} leads`);
    expect(await page.locator("tbody tr").count()).toBe(25);
    expect(await page.locator("tbody tr").first().textContent()).toContain("सुनीता देवी");
    expect(await page.getByText(`Showing 1–25 of ${TOTAL}`).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.getByText(`Showing 26–50 of ${TOTAL}`).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(TOTAL - 50);

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("searches name, e-mail, phone and location, and explains an empty result", async () => {
    const search = page.getByLabel("Search");
    for (const [text, name] of [["baramati", "Kavita Jadhav"], ["98220", "Kavita Jadhav"], ["sahyadri-fpo", "Sahyadri Farmers Producer Co."], ["पटना", "सुनीता देवी"]]) {
      await search.fill(text!);
      await expect.poll(() => page.locator("tbody tr").first().textContent(), { message: text }).toContain(name);
      expect(await leadCount(page).textContent()).toBe("1 lead matches your filters");
    }
    await search.fill("no such farmer anywhere");
    await expect.poll(() => page.getByText("No leads found").isVisible()).toBe(true);
    expect(await page.getByText("Try adjusting your filters or check back later.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Export CSV" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => leadCount(page).textContent()).toBe(`${TOTAL} leads`);
  });

  it("filters by user type, source and date range", async () => {
    await page.getByLabel("User type").selectOption({ label: "NGO/CSR Representative" });
    await expect.poll(() => leadCount(page).textContent()).toBe(`${NGO_TOTAL} leads match your filters`);
    await page.getByLabel("Source").selectOption({ label: "Website" });
    await expect.poll(() => leadCount(page).textContent()).toBe(`${NGO_TOTAL} leads match your filters`);
    await page.getByLabel("Source").selectOption({ label: "Live chat" });
    await expect.poll(() => page.getByText("No leads found").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Clear filters" }).click();

    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    await page.getByLabel("From date").fill(day(new Date(Date.now() - DAY)));
    await expect.poll(() => leadCount(page).textContent()).toBe(`${FRESH.length} leads match your filters`);
    await page.getByLabel("From date").fill("");
    await page.getByLabel("To date").fill(day(new Date(Date.now() - 8 * DAY)));
    await expect.poll(() => leadCount(page).textContent()).toBe(`${OLDER_MONTH} leads match your filters`);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => leadCount(page).textContent()).toBe(`${TOTAL} leads`);
  });

  it("exports exactly the filtered leads, from every page, as mittimitra-leads-YYYY-MM-DD.csv", async () => {
    await page.getByLabel("User type").selectOption({ label: "Farmer" });
    const farmers = TOTAL - NGO_TOTAL - 1;
    await expect.poll(() => leadCount(page).textContent()).toBe(`${farmers} leads match your filters`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const now = new Date();
    const stamp = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    expect(download.suggestedFilename()).toBe(`mittimitra-leads-${stamp}.csv`);
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Name","Email","Phone","Location","User Type","Source","Created At","Language","Lead ID","Status","Notes","Enquiry","Form","Call-back Time","Conversation ID","Conversation Transcript"');
    expect(lines).toHaveLength(farmers + 1);
    // Every cell quoted; the phone as typed, without an apostrophe; the lead held as spam is not exported.
    expect(lines[1]).toMatch(/^"Kavita Jadhav","kavita\.jadhav@example\.in","\+91 98220 11223","Baramati, Maharashtra","Farmer","Website",/);
    expect(text).not.toContain(HELD.name);
    await page.getByRole("button", { name: "Clear filters" }).click();
  });

  it("shows a lead in full, with Additional Info, and keeps its follow-up status and notes", async () => {
    await page.getByRole("button", { name: "Kavita Jadhav" }).click();
    const dialog = page.getByRole("dialog", { name: "Kavita Jadhav" });
    await expect.poll(() => dialog.getByText("Additional Info").isVisible()).toBe(true);
    const info = await dialog.locator("pre").textContent();
    expect(info).toContain("Form: contact");
    expect(info).toContain("Message: Soil test for 3 acres of sugarcane before planting");
    expect(await dialog.getByText("Baramati, Maharashtra").isVisible()).toBe(true);

    await dialog.getByLabel("Follow-up status").selectOption({ label: "Contacted" });
    await dialog.getByLabel("Add a note").fill("Called her; she will bring samples to the Baramati clinic on Friday.");
    await dialog.getByRole("button", { name: "Save note" }).click();
    await expect.poll(() => dialog.getByText("Called her; she will bring samples").isVisible()).toBe(true);
    expect(await dialog.getByRole("listitem").first().textContent()).toContain(`${ADMIN.email} · `);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The open lead lives in the address (so a link can open it); closing removes it.
    await page.waitForURL((url) => !url.searchParams.has("lead"));
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
    await expect.poll(() => leadCount(page).textContent()).toBe("1 lead matches your filters");
    expect(await page.locator("tbody tr").first().textContent()).toContain("Kavita Jadhav");
    expect(problems).toEqual([]);
  });

  it("says when no lead exists yet, and when the leads could not be loaded, with a retry that works", async () => {
    // The shared test database always holds leads, so the answers of an empty and of a failing server are staged.
    await page.route("**/api/v1/admin/leads?*", (route) => route.fulfill({ json: { leads: [], total: 0, page: 1, pageSize: 25 } }));
    await page.goto(`${baseUrl()}/admin/leads`);
    await expect.poll(() => page.getByText("No leads collected yet").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Export CSV" }).isDisabled()).toBe(true);
    await page.unroute("**/api/v1/admin/leads?*");

    await page.route("**/api/v1/admin/leads?*", (route) => route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "The database is busy." } } }));
    await page.reload();
    const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
    await expect.poll(() => alert.textContent()).toContain("The leads could not be loaded: The database is busy.");
    await page.unroute("**/api/v1/admin/leads?*");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => leadCount(page).textContent()).toBe(`${TOTAL} leads`);
    expect(await alert.count()).toBe(0);
    problems.length = 0; // the staged failure is logged to the console on purpose
  });

  it("shows a lead held as spam under Spam, and restores it with the e-mail it missed", async () => {
    const mailsFor = () => withDb((db) => (db.prepare("SELECT count(*) AS n FROM email_outbox WHERE body_text LIKE ?").get(`%${HELD.email}%`) as { n: number }).n);
    expect(mailsFor()).toBe(0);
    await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Spam" }).click();
    await expect.poll(() => leadCount(page).textContent()).toBe("1 lead held as spam");
    expect(await page.getByRole("button", { name: "Spam", exact: true }).getAttribute("aria-pressed")).toBe("true");
    const row = page.locator("tbody tr").first();
    expect(await row.textContent()).toContain(HELD.name);
    expect(await row.textContent()).toContain("Sent without a fill time");
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole("button", { name: `Not spam: ${HELD.name}` }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(`${HELD.name} is back in your leads.`);
    await expect.poll(() => page.getByText("Nothing held as spam").isVisible()).toBe(true);
    expect(mailsFor()).toBe(1);

    await page.getByRole("button", { name: "Leads", exact: true }).click();
    await expect.poll(() => leadCount(page).textContent()).toBe(`${TOTAL + 1} leads`);
    expect(await page.getByRole("button", { name: HELD.name, exact: true }).isVisible()).toBe(true);

    // And back: marked as spam from its detail, it leaves the list again without a second e-mail.
    await page.getByRole("button", { name: HELD.name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: HELD.name });
    await dialog.getByRole("button", { name: "Mark as spam" }).click();
    await expect.poll(() => dialog.getByText("Held as spam: marked by the team").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => leadCount(page).textContent()).toBe(`${TOTAL} leads`);
    expect(mailsFor()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("signs out, and the guarded screens send a visitor to sign in", async () => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(/\/admin\/login$/);
    for (const screen of ["/admin/dashboard", "/admin/leads"]) {
      await page.goto(`${baseUrl()}${screen}`);
      await page.waitForURL(/\/admin\/login$/);
    }
    const res = await fetch(`${baseUrl()}/api/v1/admin/leads`);
    expect(res.status).toBe(401);
  });
});
