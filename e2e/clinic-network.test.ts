// The clinic network in a real browser (issue 11): the nearest search by PIN code (with and without JavaScript) and by
// the visitor's position, the map that fits every clinic (numbered markers where pins would overlap) on a phone and a
// laptop, the soil test visit request where no clinic is near, and a booking with a phone and no e-mail.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClinicList } from "../src/shared/schemas/clinic.ts";
import { sampleClinics } from "../src/server/db/seed/clinics.ts";
import { baseUrl, clinicsOnMap, describeViolations, launchBrowser, openFinderPage, seriousA11yViolations, withDb, type openPage } from "./support.ts";

const tumakuru = sampleClinics.find((c) => c.district === "Tumakuru")!;
const nashik = sampleClinics.find((c) => c.district === "Nashik")!;
/** A PIN code in Washim district (Vidarbha): the sample network's nearest clinic is about 200 km away. */
const FAR_PIN = "444505";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const openFinder = (query = "", opts: Parameters<typeof openPage>[1] = {}, prefix = "") => openFinderPage(browser, query, opts, prefix);

const rows = (page: Page) => page.getByRole("list", { name: "Clinics" }).getByRole("button");
const summary = (page: Page) => page.locator("[role=status][tabindex='-1']");
const distances = async (page: Page) =>
  (await rows(page).allTextContents()).map((t) => Number(/([\d.,]+) km away/.exec(t)?.[1]?.replace(/,/g, "") ?? NaN));

function leadsWith(form: string): { email: string; phone: string | null; location: string | null; metadata: string }[] {
  return withDb((db) =>
    db.prepare("SELECT email, phone, location, metadata FROM leads WHERE json_extract(metadata, '$.form') = ? ORDER BY created_at").all(form),
  ) as never;
}

describe("nearest clinics", () => {
  it("finds the clinics nearest a PIN code, nearest first with their distance, and back to all clinics", async () => {
    const { page, problems } = await openFinder();
    await page.getByLabel("PIN code or town").fill("572101");
    await page.getByRole("button", { name: "Find Nearest" }).click();
    await page.waitForURL(/near=572101/);
    await expect.poll(() => summary(page).textContent()).toMatch(/^The 6 clinics nearest to 572101 \(.*Tumakuru.*Karnataka\)$/);
    // The focus moves to what the search found, so a screen reader reads it out.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/nearest to 572101/);
    expect(await rows(page).first().textContent()).toContain(tumakuru.name);
    const km = await distances(page);
    expect(km).toHaveLength(6);
    expect(km.every((d, i) => Number.isFinite(d) && (i === 0 || d >= km[i - 1]!))).toBe(true);

    await page.getByRole("button", { name: "Show All Clinics" }).click();
    await page.waitForURL((u) => !u.search.includes("near="));
    const { clinics } = (await (await fetch(`${baseUrl()}/api/v1/clinics`)).json()) as ClinicList;
    await expect.poll(() => rows(page).count()).toBe(clinics.length);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("answers the PIN code box without JavaScript, and says so when a PIN code is not known", async () => {
    const { page } = await openFinder("", { javaScriptEnabled: false });
    await page.getByLabel("PIN code or town").fill("Nashik");
    await page.getByRole("button", { name: "Find Nearest" }).click();
    await page.waitForURL(/near=Nashik/);
    expect(await summary(page).textContent()).toMatch(/nearest to Nashik/);
    expect(await rows(page).first().textContent()).toContain(nashik.name);

    await page.getByLabel("PIN code or town").fill("999999");
    await page.getByRole("button", { name: "Find Nearest" }).click();
    await page.waitForURL(/near=999999/);
    expect(await page.getByRole("alert").filter({ hasText: "999999" }).textContent()).toMatch(/PIN code "999999" is not known/);
    await page.context().close();
  });

  it("finds the clinics nearest the visitor's position when they press 'Use my location'", async () => {
    const { page } = await openFinder("", { permissions: ["geolocation"], geolocation: { latitude: 20.0112, longitude: 73.7909 } });
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.waitForURL(/lat=20\.01&lng=73\.79/);
    await expect.poll(() => summary(page).textContent()).toMatch(/nearest to your location$/);
    expect(await rows(page).first().textContent()).toContain(nashik.name);
    await page.context().close();
  });

  it("says plainly when the browser does not share the position", async () => {
    const { page } = await openFinder();
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "location" }).textContent()).toMatch(/Type your PIN code instead/);
    await page.context().close();
  });
});

describe("the map", () => {
  /** The clinics on the map, how many grouped markers there are, and whether each marker lies inside the map. */
  async function mapMarkers(page: Page) {
    const map = page.getByRole("region", { name: "Map of the soil clinics" });
    await map.scrollIntoViewIfNeeded();
    await page.locator(".leaflet-marker-icon").first().waitFor();
    // Leaflet's fit animates; read the markers once they stop moving.
    await page.waitForFunction(() => !document.querySelector(".leaflet-zoom-anim"));
    const box = (await map.boundingBox())!;
    const markers = await page.locator(".leaflet-marker-icon").evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { cluster: el.classList.contains("mm-map-cluster"), x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );
    const inside = markers.every((m) => m.x >= box.x && m.y >= box.y && m.x + m.w <= box.x + box.width && m.y + m.h <= box.y + box.height);
    return { total: await clinicsOnMap(map), clusters: markers.filter((m) => m.cluster).length, inside };
  }

  it.each([360, 1280])("fits every clinic in view at %i px wide, grouping pins that would overlap", async (width) => {
    const { clinics } = (await (await fetch(`${baseUrl()}/api/v1/clinics`)).json()) as ClinicList;
    const { page, problems } = await openFinder("", { viewport: { width, height: 800 } });
    const seen = await mapMarkers(page);
    expect(seen.total).toBe(clinics.length);
    expect(seen.inside).toBe(true);
    expect(seen.clusters).toBeGreaterThan(0);

    // Choosing a numbered marker zooms in on its clinics, which then stand apart.
    await page.locator(".mm-map-cluster").first().click();
    await expect.poll(async () => (await page.locator(".mm-map-pin").count()) > 0 && !(await page.locator(".leaflet-zoom-anim").count())).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("no clinic near", () => {
  it("says how far the nearest clinic is and stores a soil test visit request with a phone and no e-mail", async () => {
    const before = leadsWith("visit_request").length;
    const { page, problems } = await openFinder(`?near=${FAR_PIN}`, { viewport: { width: 390, height: 844 } });
    const heading = page.getByRole("heading", { name: new RegExp(`^No clinic within 50 km of ${FAR_PIN}`) });
    await heading.waitFor();
    expect(await page.getByText(/The nearest clinic is .+, about [\d,]+ km away/).count()).toBe(1);
    expect(await page.getByRole("link", { name: /Message us on WhatsApp/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);

    const form = page.getByRole("form", { name: "Soil test visit request form" });
    await form.getByLabel("Full Name").fill("Sunita Wankhede");
    await form.getByLabel("Phone Number").fill("+91 94220 70707");
    expect(await form.getByLabel("Village and PIN code").inputValue()).toBe(FAR_PIN);
    await form.getByLabel("Village and PIN code").fill(`Risod, ${FAR_PIN}`);
    await form.getByLabel("Your crop").fill("Soybean");
    await form.getByRole("button", { name: "Request a Visit" }).click();
    await page.getByRole("heading", { name: "Your visit request is sent!" }).waitFor();

    const stored = leadsWith("visit_request");
    expect(stored).toHaveLength(before + 1);
    const lead = stored.at(-1)!;
    expect(lead).toMatchObject({ email: "", phone: "+919422070707", location: `Risod, ${FAR_PIN}` });
    expect(JSON.parse(lead.metadata)).toMatchObject({ form: "visit_request", crop: "Soybean", nearPlace: expect.stringContaining(FAR_PIN), language: "en" });
    const mail = withDb((db) => db.prepare("SELECT body_text FROM email_outbox WHERE body_text LIKE ? ").get("%Sunita Wankhede%")) as { body_text: string } | undefined;
    expect(mail?.body_text).toContain("soil test visit request");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("works without JavaScript and in Hindi, keeping the search on the thank-you page", async () => {
    const { page } = await openFinder(`?near=${FAR_PIN}`, { javaScriptEnabled: false }, "/hi");
    await page.getByRole("heading", { name: `पिन कोड ${FAR_PIN} (Washim, महाराष्ट्र) से 50 किमी के अंदर कोई क्लिनिक नहीं है` }).waitFor();
    const form = page.getByRole("form", { name: "मिट्टी जांच के लिए गांव बुलाने का फ़ॉर्म" });
    await form.locator("input[name=name]").fill("रामदास पाटिल");
    await form.locator("input[name=phone]").fill("94220 80808");
    await form.locator("input[name=crop]").fill("कपास");
    await form.getByRole("button", { name: "गांव बुलाएं" }).click();
    await page.waitForURL(/sent=visit_request/);
    expect(new URL(page.url()).searchParams.get("near")).toBe(FAR_PIN);
    await page.getByRole("heading", { name: "आपकी बात हम तक पहुंच गई है!" }).waitFor();
    const lead = leadsWith("visit_request").at(-1)!;
    expect(lead).toMatchObject({ email: "", phone: "+919422080808", location: FAR_PIN });
    expect(JSON.parse(lead.metadata)).toMatchObject({ crop: "कपास", language: "hi" });
    await page.context().close();
  });

  it.each(["", "/hi"])("has no serious accessibility violations with the visit request shown (%s)", async (prefix) => {
    const { page } = await openFinder(`?near=${FAR_PIN}`, { bypassCSP: true }, prefix);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

it("books a test at a clinic with a phone number and no e-mail", async () => {
  const before = leadsWith("clinic_booking").length;
  const { page } = await openFinder(`?near=572101`);
  await rows(page).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Book a Soil Test" }).click();
  await dialog.getByLabel("Full Name").fill("Manjunath Gowda");
  await dialog.getByLabel("Phone Number").fill("+91 99000 12121");
  expect(await dialog.getByLabel(/Email Address/).getAttribute("aria-required")).toBeNull();
  await dialog.getByRole("button", { name: "Send Booking Request" }).click();
  await dialog.getByRole("heading", { name: "Your booking request is sent!" }).waitFor();
  const lead = leadsWith("clinic_booking").at(-1)!;
  expect(leadsWith("clinic_booking")).toHaveLength(before + 1);
  expect(lead).toMatchObject({ email: "", phone: "+919900012121" });
  expect(JSON.parse(lead.metadata)).toMatchObject({ clinicName: tumakuru.name });
  await page.context().close();
});
