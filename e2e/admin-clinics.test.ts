// The team's Clinics screen in a real browser: the seeded network listed, search and state filter, every field
// checked in the form, a new clinic with coordinates from its PIN code that the public finder shows at once, closing
// and deleting it, an import refused row by row, an import that adds a clinic, and the CSV export.
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { CLINIC_CSV_COLUMNS } from "../src/shared/schemas/clinic-admin.ts";
import { buildCsv } from "../src/shared/csv.ts";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, withDb, changeClinics, setUpFirstAdmin } from "./support.ts";

const ADMIN = { email: defaultSiteConfig.adminEmail, password: "mitti-ki-sehat-2026" };
const NEW_NAME = "Baramati Browser Test Clinic";
const IMPORTED_NAME = "Satara Imported Test Clinic";

let browser: Browser;
let seeded = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  withDb((db) => {
    db.exec("DELETE FROM chat_session_messages; DELETE FROM chat_sessions; DELETE FROM refresh_tokens; DELETE FROM agent_presence; DELETE FROM users;");
  });
  changeClinics((db) => {
    db.prepare("DELETE FROM clinics WHERE name IN (?, ?)").run(NEW_NAME, IMPORTED_NAME);
    seeded = (db.prepare("SELECT count(*) AS n FROM clinics").get() as { n: number }).n;
  });
});
afterAll(async () => browser?.close());

const publicNames = async () => ((await (await fetch(`${baseUrl()}/api/v1/clinics`)).json()) as { clinics: { name: string }[] }).clinics.map((c) => c.name);

describe("admin clinics screen", () => {
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, { acceptDownloads: true, bypassCSP: true }));
    await setUpFirstAdmin(page, ADMIN.password, ADMIN.email);
  });

  it("lists every clinic from the Clinics entry of the admin bar, searches and filters by state", async () => {
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Clinics" }).click();
    await page.waitForURL(/\/admin\/clinics$/);
    await expect.poll(() => page.locator("h1 + p").textContent(), { timeout: 10_000 }).toBe(`${seeded} clinics`);
    expect(seeded).toBeGreaterThanOrEqual(29);
    await page.getByLabel("Search", { exact: true }).fill("kunigal");
    await expect.poll(() => page.locator("h1 + p").textContent(), { timeout: 10_000 }).toBe("1 clinic matches your filters");
    await expect.poll(() => page.locator("tbody tr").first().textContent(), { timeout: 10_000 }).toContain("Kunigal Mitti Clinic");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByRole("search").getByLabel("State").selectOption("Punjab");
    await expect.poll(() => page.locator("h1 + p").textContent(), { timeout: 10_000 }).toBe("3 clinics match your filters");
    expect(page.url()).toContain("state=Punjab");
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");
    await page.getByRole("button", { name: "Clear filters" }).click();
  });

  it("checks every field, fills coordinates from the PIN code, and adds a clinic the public finder shows at once", async () => {
    await page.getByRole("button", { name: "New clinic" }).click();
    const dialog = page.getByRole("dialog", { name: "New clinic" });
    await dialog.getByRole("button", { name: "Add clinic" }).click();
    for (const message of ["Name must be at least 3 characters.", "State must be one of the states", "PIN code must be 6 digits", "Choose at least one service.", "Latitude must be a number.", "Name at least one language spoken."]) {
      await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain(message);
    }
    await dialog.getByLabel("Name").fill(NEW_NAME);
    await dialog.getByLabel("Phone").fill("+91 90000 12345");
    await dialog.getByLabel("Address").fill("Bhigwan Road, Baramati 413102");
    await dialog.getByLabel("E-mail").fill("baramati.test@example.in");
    await dialog.getByLabel("PIN code").fill("413102");
    await dialog.getByRole("button", { name: "Coordinates from PIN" }).click();
    await expect.poll(() => dialog.getByLabel("Latitude").inputValue(), { timeout: 10_000 }).toMatch(/^1[78]\.\d+/);
    expect(await dialog.getByLabel("District").inputValue()).toBe("Pune");
    expect(await dialog.getByLabel("State").inputValue()).toBe("Maharashtra");
    await dialog.getByLabel("7-Parameter Test").check();
    await dialog.getByLabel("Opening hours").fill("Mon–Sat 9:00–17:00");
    await dialog.getByLabel("Languages spoken").fill("Marathi, Hindi");
    await dialog.getByRole("button", { name: "Add clinic" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent(), { timeout: 10_000 }).toContain(`“${NEW_NAME}” was added.`);
    expect(await publicNames()).toContain(NEW_NAME);
    const near = (await (await fetch(`${baseUrl()}/api/v1/clinics?near=413102&limit=1`)).json()) as { clinics: { name: string }[] };
    expect(near.clinics[0]!.name).toBe(NEW_NAME);
  });

  it("closes the clinic (hidden from the public, kept in the list) and deletes it after asking", async () => {
    await page.getByLabel("Search", { exact: true }).fill("Baramati Browser");
    await expect.poll(() => page.locator("h1 + p").textContent(), { timeout: 10_000 }).toBe("1 clinic matches your filters");
    await page.getByRole("button", { name: `Close ${NEW_NAME}` }).click();
    await expect.poll(() => page.locator("tbody tr").first().textContent(), { timeout: 10_000 }).toContain("Closed");
    expect(await publicNames()).not.toContain(NEW_NAME);
    await page.getByRole("button", { name: `Delete ${NEW_NAME}` }).click();
    await page.getByRole("dialog", { name: "Delete clinic" }).getByRole("button", { name: "Delete Clinic" }).click();
    await expect.poll(() => page.locator("h1 + p").textContent(), { timeout: 10_000 }).toBe("0 clinics match your filters");
    // The row's Delete button went with the clinic: the focus is on the list's heading, not lost.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    await page.getByRole("button", { name: "Clear filters" }).click();
  });

  it("refuses a file with a bad row and says why, then imports a good file", async () => {
    const good = ["", IMPORTED_NAME, "Station Road, Satara 415001", "Satara", "Maharashtra", "415001", "7-Parameter Test; Advisory Services", "+91 90000 00001", "satara.test@example.in", "17.68", "74.0", "Mon–Fri 10:00–16:00", "Marathi", "yes"];
    const bad = ["", "Bad Row Clinic", "Somewhere 416416", "Sangli", "Maharashtra", "04164", "7-Parameter Test", "+91 90000 00002", "sangli@example.in", "17.1", "74.6", "Mon–Fri", "Marathi", "yes"];
    const file = (rows: string[][]) => ({ name: "clinics.csv", mimeType: "text/csv", buffer: Buffer.from(buildCsv([...CLINIC_CSV_COLUMNS], rows)) });
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import clinics from CSV" });
    await dialog.getByLabel("CSV file").setInputFiles(file([good, bad]));
    await dialog.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain("Nothing was imported: 1 row was refused.");
    expect(await dialog.textContent()).toContain("PIN code must be 6 digits and cannot start with 0.");
    expect(await publicNames()).not.toContain(IMPORTED_NAME);
    await dialog.getByLabel("CSV file").setInputFiles(file([good]));
    await dialog.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain("Imported: 1 added, 0 updated.");
    expect(await publicNames()).toContain(IMPORTED_NAME);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => page.locator("h1 + p").textContent(), { timeout: 10_000 }).toBe(`${seeded + 1} clinics`);
  });

  it("exports every clinic as CSV with the import's columns", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/-clinics-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(CLINIC_CSV_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(text).toContain(IMPORTED_NAME);
    // The refused import answered 422 on purpose (its report is the body); the browser logs any 4xx as a failed resource.
    expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]);
  });
});
