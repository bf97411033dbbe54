// The five website lead forms as plain HTML forms, in a browser with JavaScript off: each stores its lead through the
// same API path as with JavaScript and lands on the thanks; a wrong answer brings the form back with the answers kept
// and the problem next to its field. Every form, and the chat's, says what the data is for and links to the policy.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { sampleClinics } from "../src/server/db/seed/clinics.ts";
import type { LeadRow } from "../src/server/db/database.ts";
import { baseUrl, launchBrowser, openPage, withDb } from "./support.ts";

const leadByEmail = (email: string) => withDb((db) => db.prepare("SELECT * FROM leads WHERE email = ?").get(email) as LeadRow | undefined);
const outboxFor = (leadEmail: string) =>
  withDb((db) => (db.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE body_text LIKE ?").get(`%${leadEmail}%`) as { n: number }).n);

let unique = 0;
const emailFor = (form: string) => `nojs-${form}-${Date.now()}-${++unique}@example.com`;
const nashik = sampleClinics.find((c) => c.district === "Nashik")!;

interface FormCase {
  form: string;
  path: string;
  label: string;
  submit: string;
  thanks: string;
  userType: string;
  /** Fills everything but name and e-mail (the forms have no browser checks: the server names what is missing). */
  fillRest: (form: Locator) => Promise<void>;
  metadata: Record<string, unknown>;
  /** Opens the form when it is not on the page at first (the finder's booking form). */
  reach?: (page: Page) => Promise<void>;
}

const cases: FormCase[] = [
  {
    form: "contact",
    path: "/contact",
    label: "Contact form",
    submit: "Send Message",
    thanks: "Thanks for reaching out!",
    userType: "fpo",
    fillRest: async (f) => {
      await f.getByLabel("Who Are You?").selectOption({ label: "Farmer Producer Organisation (FPO)" });
      await f.getByLabel("Your Message").fill("A soil camp for 800 members before kharif, please.");
    },
    metadata: { form: "contact", whoAreYou: "fpo", message: "A soil camp for 800 members before kharif, please.", language: "en" },
  },
  {
    form: "partner",
    path: "/for-partners",
    label: "Partnership form",
    submit: "Send Partnership Enquiry",
    thanks: "Thank you for your interest in partnering with us!",
    // An FPO, the page's first audience and the list's first option (Hindi review P-2); the script path stores a retailer.
    userType: "fpo",
    fillRest: async (f) => {
      await f.getByRole("textbox", { name: /^Organization/ }).fill("Sahyadri Farmers Producer Company");
      await f.getByLabel("Type of Organization").selectOption({ label: "Farmer Producer Organisation (FPO) / cooperative" });
      await f.getByLabel("Message").fill("Soil tests for our 1,200 members.");
    },
    metadata: { form: "partner", organization: "Sahyadri Farmers Producer Company", organizationType: "fpo", message: "Soil tests for our 1,200 members.", language: "en" },
  },
  {
    form: "csr",
    path: "/csr",
    label: "CSR partnership form",
    submit: "Start the Conversation",
    thanks: "Thank you! Let's grow this together.",
    userType: "ngo",
    fillRest: async (f) => {
      await f.getByRole("textbox", { name: /^Organization/ }).fill("Sahyadri Foundation");
      await f.getByLabel("CSR Focus Area").selectOption({ label: "Women's empowerment" });
      await f.getByLabel("Message").fill("Two districts, one year.");
    },
    metadata: { form: "csr", organization: "Sahyadri Foundation", focusArea: "women", message: "Two districts, one year.", language: "en" },
  },
  {
    form: "clinic_interest",
    path: "/start-clinic",
    label: "Clinic interest form",
    submit: "Submit Interest",
    thanks: "Thank you for your interest!",
    userType: "entrepreneur",
    fillRest: async (f) => {
      await f.getByLabel("Phone Number").fill("+91 94480 55667");
      await f.getByLabel("Agricultural Experience (years)").fill("6");
    },
    metadata: { form: "clinic_interest", experience: "6", language: "en" },
  },
  {
    form: "clinic_booking",
    path: "/find-clinic",
    label: "Soil test booking form",
    submit: "Send Booking Request",
    thanks: "Your booking request is sent!",
    userType: "farmer",
    // Without JavaScript a clinic's row is a plain button that opens the page's own booking form for that clinic.
    reach: async (page) => {
      await page.getByRole("list", { name: "Clinics" }).getByRole("button").filter({ hasText: nashik.name }).click();
      await page.waitForURL(/[?&]book=/);
    },
    fillRest: async (f) => {
      await f.getByLabel("Phone Number").fill("+91 97654 32109");
      await f.getByLabel("Message").fill("Grapes, 3 acres.");
    },
    metadata: { form: "clinic_booking", clinicId: nashik.id, clinicName: nashik.name, whoAreYou: "farmer", message: "Grapes, 3 acres.", language: "en" },
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A page with JavaScript off, on the form, after as long as a person needs to fill it in. */
async function openFormWithoutScript(c: FormCase): Promise<{ page: Page; form: Locator }> {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await page.goto(`${baseUrl()}${c.path}`);
  await c.reach?.(page);
  const form = page.getByRole("form", { name: c.label });
  await form.waitFor();
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 300);
  return { page, form };
}

describe("each lead form works without JavaScript", () => {
  for (const c of cases) {
    it(`${c.form}: a plain form post stores the lead as the script would, notifies the team and shows the thanks`, async () => {
      const { page, form } = await openFormWithoutScript(c);
      const email = emailFor(c.form);
      await form.getByLabel("Full Name").fill("Savita Patil");
      await form.getByLabel("Email Address").fill(email);
      await c.fillRest(form);
      const [response] = await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: c.submit }).click()]);

      // Post/Redirect/Get: the thanks is a page of its own, so reloading it sends nothing again.
      expect(response?.request().method()).toBe("GET");
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).searchParams.get("sent")).toBe(c.form);
      const thanks = page.getByRole("status").filter({ hasText: c.thanks });
      expect(await thanks.getByRole("heading", { name: c.thanks }).isVisible()).toBe(true);

      const lead = leadByEmail(email);
      expect(lead).toMatchObject({ name: "Savita Patil", user_type: c.userType, source: "website" });
      expect(JSON.parse(lead!.metadata!)).toEqual(c.metadata);
      expect(outboxFor(email)).toBe(1);

      await page.reload();
      expect(await thanks.isVisible()).toBe(true);
      expect(withDb((db) => (db.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = ?").get(email) as { n: number }).n)).toBe(1);
      await page.context().close();
    });

    it(`${c.form}: a wrong e-mail brings the form back with the answers kept and the problem beside the field`, async () => {
      const { page, form } = await openFormWithoutScript(c);
      // The forms have no browser check (noValidate, issue 26); the lead schema wants a dot in the domain.
      const email = `nojs-${c.form}-${++unique}@example`;
      await form.getByLabel("Full Name").fill("Savita Patil");
      await form.getByLabel("Email Address").fill(email);
      await c.fillRest(form);
      const [response] = await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: c.submit }).click()]);

      expect(response?.status()).toBe(400);
      const again = page.getByRole("form", { name: c.label });
      const summary = again.getByRole("alert").filter({ hasText: "Please check your answers" });
      expect(await summary.isVisible()).toBe(true);
      // The summary takes the focus as the page loads, and links to the field.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
      const emailInput = again.getByLabel("Email Address");
      expect(await summary.getByRole("link", { name: "Please enter a valid email address." }).getAttribute("href")).toBe(`#${await emailInput.getAttribute("id")}`);
      expect(await emailInput.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await emailInput.getAttribute("aria-describedby"))!.split(" ");
      expect(await page.locator(`[id="${describedBy[0]}"]`).textContent()).toBe("Please enter a valid email address.");

      expect(await emailInput.inputValue()).toBe(email);
      expect(await again.getByLabel("Full Name").inputValue()).toBe("Savita Patil");
      expect(await again.getByLabel("Full Name").getAttribute("aria-invalid")).toBeNull();
      for (const [name, value] of Object.entries(c.metadata)) {
        if (name === "form" || name === "clinicName") continue;
        expect(await again.locator(`[name="${name}"]`).inputValue()).toBe(value);
      }
      expect(leadByEmail(email)).toBeUndefined();

      // Fixing the answer and sending again stores the lead.
      const fixed = `${email}.in`;
      await emailInput.fill(fixed);
      await Promise.all([page.waitForNavigation(), again.getByRole("button", { name: c.submit }).click()]);
      expect(await page.getByRole("heading", { name: c.thanks }).isVisible()).toBe(true);
      expect(leadByEmail(fixed)).toMatchObject({ name: "Savita Patil", source: "website" });
      await page.context().close();
    });
  }
});

describe("a page answered to a plain post comes alive with JavaScript", () => {
  it("hydrates the returned form without errors, then sends with the script as before", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Contact form" });
    const email = `nojs-hydrate-${++unique}@example`;
    await form.getByLabel("Full Name").fill("Savita Patil");
    await form.getByLabel("Email Address").fill(email);
    await cases[0]!.fillRest(form);
    await page.waitForTimeout(LEAD_LIMITS.minFillMs + 300);
    // form.submit() skips the script's submit handler: the browser posts the page, as before the script has loaded.
    const [response] = await Promise.all([page.waitForNavigation(), form.evaluate((f: HTMLFormElement) => f.submit())]);
    expect(response?.status()).toBe(400);
    await page.waitForLoadState("networkidle");
    expect(await form.getByText("Please check your answers").isVisible()).toBe(true);
    expect(await form.getByLabel("Full Name").inputValue()).toBe("Savita Patil");

    await form.getByLabel("Email Address").fill(`${email}.in`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Thanks for reaching out!" }).isVisible()).toBe(true);
    // Sent by the script: no navigation, so no ?sent= in the address.
    expect(new URL(page.url()).search).toBe("");
    expect(leadByEmail(`${email}.in`)).toMatchObject({ name: "Savita Patil", user_type: "fpo" });
    // The only console line is the browser's note that the page itself answered 400: no hydration error.
    expect(problems).toEqual(["error: Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await page.context().close();
  });
});

describe("the consent line", () => {
  for (const c of cases) {
    it(`${c.form}: says what the details are for and links to the privacy policy`, async () => {
      const { page, form } = await openFormWithoutScript(c);
      const line = form.getByText(/We use your details only to answer this request/);
      expect(await line.isVisible()).toBe(true);
      await Promise.all([page.waitForNavigation(), line.getByRole("link", { name: "Privacy Policy" }).click()]);
      expect(new URL(page.url()).pathname).toBe("/privacy-policy");
      expect(await page.getByRole("heading", { name: /Your rights/ }).isVisible()).toBe(true);
      await page.context().close();
    });
  }

  it("chat widget: the lead form says what the details are for and links to the privacy policy", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Chat with us" }).click();
    const panel = page.getByRole("dialog");
    const line = panel.getByText(/We use your details only to answer you in this chat/);
    await line.waitFor();
    await line.getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await expect.poll(() => page.getByRole("heading", { name: /Your rights/ }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a page takes a plain form post over HTTP", () => {
  const post = (path: string, body: string, type = "application/x-www-form-urlencoded") =>
    fetch(`${baseUrl()}${path}`, { method: "POST", body, headers: { "content-type": type }, redirect: "manual" });

  it("stores a contact lead from an urlencoded post and sends the browser to the thanks with 303", async () => {
    const email = emailFor("http");
    const shownAt = Date.now() - 5000;
    const res = await post(
      "/contact",
      new URLSearchParams({ name: "Meena Kumari", email, phone: "", whoAreYou: "farmer", message: "Hello", website: "", formShownAt: String(shownAt) }).toString(),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=contact#lead-contact");
    expect(leadByEmail(email)).toMatchObject({ name: "Meena Kumari", phone: null, user_type: "farmer", source: "website" });
    expect(JSON.parse(leadByEmail(email)!.metadata!)).toEqual({ form: "contact", whoAreYou: "farmer", message: "Hello", language: "en" });
  });

  it("answers a bad answer with the page (400, HTML), the answer kept and its problem, and stores nothing", async () => {
    const email = emailFor("http-bad");
    const res = await post("/contact", new URLSearchParams({ name: "", email, whoAreYou: "farmer", message: "Hi <b>there</b>" }).toString());
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Name is required.");
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain("Hi &lt;b&gt;there&lt;/b&gt;</textarea>");
    expect(leadByEmail(email)).toBeUndefined();
  });

  it("refuses a JSON post to a page with a clear 415, and a post to a page without a form with an HTML 405", async () => {
    const json = await post("/contact", JSON.stringify({ name: "A" }), "application/json");
    expect(json.status).toBe(415);
    expect(((await json.json()) as { error: { message: string } }).error.message).toContain("application/x-www-form-urlencoded");
    const about = await post("/about", "name=A");
    expect(about.status).toBe(405);
    expect(about.headers.get("content-type")).toContain("text/html");
  });
});
