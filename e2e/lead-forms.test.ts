// The four website lead forms in a real browser: each stores its lead, the contact form's required fields,
// a failed request that keeps the visitor's text, the demo dialog, and accessibility of the four pages.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { act, baseUrl, describeViolations, holdScript, hydrated, launchBrowser, openPage, seriousA11yViolations, withDb } from "./support.ts";

interface LeadRow {
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  user_type: string;
  source: string;
  metadata: string | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const leadByEmail = (email: string) => withDb((db) => db.prepare("SELECT * FROM leads WHERE email = ?").get(email) as LeadRow | undefined);
const leadCount = () => withDb((db) => (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n);

let unique = 0;
const emailFor = (form: string) => `${form}-${Date.now()}-${++unique}@example.com`;

/** Opens a page and waits until a person could plausibly have filled a form (the server drops faster posts as bots). */
async function openForm(pathname: string): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 300);
  return page;
}

async function fillContactForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Meena Kumari");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+91 98450 12345");
  await form.getByLabel("Who Are You?").selectOption({ label: "Farmer Producer Organisation (FPO)" });
  await form.getByLabel("Your Message").fill("Our FPO has 800 members. Can you run a soil testing camp before kharif?");
  return form;
}

describe("each lead form stores a website lead", () => {
  it("contact form: stores an fpo lead and shows the thank-you view with its links", async () => {
    const page = await openForm("/contact");
    const email = emailFor("contact");
    const form = await fillContactForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Thanks for reaching out!" }).isVisible()).toBe(true);
    // The map further down has its own 'Loading maps...' status until it is scrolled to.
    const thanks = page.getByRole("status").filter({ hasText: "Thanks for reaching out!" });
    expect(await thanks.getByRole("link", { name: /resources/i }).getAttribute("href")).toBe("/resources");
    expect(await thanks.getByRole("link", { name: /clinic/i }).getAttribute("href")).toBe("/find-clinic");
    expect(await thanks.textContent()).toContain("48 hours");

    const lead = leadByEmail(email);
    expect(lead).toMatchObject({ name: "Meena Kumari", phone: "+919845012345", user_type: "fpo", source: "website", location: null });
    expect(JSON.parse(lead!.metadata!)).toMatchObject({
      form: "contact",
      whoAreYou: "fpo",
      message: "Our FPO has 800 members. Can you run a soil testing camp before kharif?",
    });
    await page.context().close();
  });

  it("partner form: stores an agri-business lead for a retailer with the organization in metadata", async () => {
    const page = await openForm("/for-partners");
    const email = emailFor("partner");
    const form = page.getByRole("form", { name: "Partnership form" });
    await form.getByLabel("Full Name").fill("Arjun Reddy");
    await form.getByRole("textbox", { name: /^Organization/ }).fill("Reddy Agro Inputs");
    await form.getByLabel("Type of Organization").selectOption({ label: "Retailer" });
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Message").fill("We run six fertilizer shops in Guntur and want soil testing at each counter.");
    await form.getByRole("button", { name: "Send Partnership Enquiry" }).click();
    await expect.poll(() => page.getByRole("heading", { name: /partnering with us/ }).isVisible()).toBe(true);

    const lead = leadByEmail(email);
    expect(lead).toMatchObject({ name: "Arjun Reddy", phone: null, user_type: "agri-business", source: "website" });
    expect(JSON.parse(lead!.metadata!)).toMatchObject({
      form: "partner",
      organization: "Reddy Agro Inputs",
      organizationType: "retailer",
      message: "We run six fertilizer shops in Guntur and want soil testing at each counter.",
    });
    await page.context().close();
  });

  it("CSR form: stores an ngo lead with focus area and partnership model", async () => {
    const page = await openForm("/csr");
    const email = emailFor("csr");
    const form = page.getByRole("form", { name: "CSR partnership form" });
    await form.getByLabel("Full Name").fill("Priya Nair");
    await form.getByRole("textbox", { name: /^Organization/ }).fill("Green Fields Foundation");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("+91 99000 11223");
    await form.getByLabel("CSR Focus Area").selectOption({ label: "Women's empowerment" });
    await form.getByLabel("Preferred Partnership Model").selectOption({ label: "Pilot" });
    await form.getByLabel("Message").fill("We fund women's livelihoods in two districts of Odisha.");
    await form.getByRole("button", { name: "Start the Conversation" }).click();
    await expect.poll(() => page.getByRole("heading", { name: /Let's grow this together/ }).isVisible()).toBe(true);

    const lead = leadByEmail(email);
    expect(lead).toMatchObject({ name: "Priya Nair", user_type: "ngo", source: "website" });
    expect(JSON.parse(lead!.metadata!)).toMatchObject({
      form: "csr",
      organization: "Green Fields Foundation",
      focusArea: "women",
      partnershipModel: "pilot",
    });
    await page.context().close();
  });

  it("clinic interest form: stores an entrepreneur lead with location, experience and goals", async () => {
    const page = await openForm("/start-clinic");
    const email = emailFor("clinic");
    const form = page.getByRole("form", { name: "Clinic interest form" });
    await form.getByLabel("Full Name").fill("Savita Patil");
    await form.getByLabel("Phone Number").fill("+91 94480 55667");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Location (City, State)").fill("Belagavi, Karnataka");
    await form.getByLabel("Agricultural Experience (years)").fill("6");
    await form.getByLabel("Tell us about your goals").fill("I want to open a clinic in my village and train two more women.");
    await form.getByRole("button", { name: "Submit Interest" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Thank you for your interest!" }).isVisible()).toBe(true);

    const lead = leadByEmail(email);
    expect(lead).toMatchObject({ name: "Savita Patil", location: "Belagavi, Karnataka", user_type: "entrepreneur", source: "website" });
    expect(JSON.parse(lead!.metadata!)).toMatchObject({
      form: "clinic_interest",
      experience: "6",
      message: "I want to open a clinic in my village and train two more women.",
    });
    await page.context().close();
  });
});

describe("a form that wakes late (it wakes as the visitor scrolls near it)", () => {
  it("keeps what the visitor typed and chose before it woke, and stores all of it", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    // Hold the CSR form's code back, as a slow line would, until the visitor has filled the form.
    const release = await holdScript(page, /\/assets\/csr-form-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/csr`, { waitUntil: "domcontentloaded" });
    const email = emailFor("csr-early");
    const form = page.getByRole("form", { name: "CSR partnership form" });
    await form.getByLabel("Full Name").fill("Lakshmi Iyer");
    await form.getByRole("textbox", { name: /^Organization/ }).fill("Kaveri Trust");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("CSR Focus Area").selectOption({ label: "Women's empowerment" });
    await form.getByLabel("Preferred Partnership Model").selectOption({ label: "Pilot" });
    await form.getByLabel("Message").fill("Typed before the form woke up.");
    expect(await hydrated(page.locator("#contact-form form"))).toBe(false);
    release();
    await expect.poll(() => hydrated(page.locator("#contact-form form"))).toBe(true);
    await page.waitForTimeout(LEAD_LIMITS.minFillMs);
    await form.getByRole("button", { name: "Start the Conversation" }).click();
    await expect.poll(() => page.getByRole("heading", { name: /Let's grow this together/ }).isVisible()).toBe(true);

    const lead = leadByEmail(email);
    expect(lead).toMatchObject({ name: "Lakshmi Iyer", user_type: "ngo", source: "website" });
    expect(JSON.parse(lead!.metadata!)).toMatchObject({ organization: "Kaveri Trust", focusArea: "women", partnershipModel: "pilot", message: "Typed before the form woke up." });
    await page.context().close();
  });
});

describe("contact form behaviour", () => {
  it("does not send an empty form: the site's own check marks each field with its problem and nothing is stored", async () => {
    const page = await openForm("/contact");
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/v1/leads")) posted++;
    });
    const before = leadCount();
    const form = page.getByRole("form", { name: "Contact form" });
    // No browser check (issue 26): its bubbles speak the browser's language, not the page's.
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
    // The form checks the answers itself once its island has woken (a post before that goes to the page: forms-without-js).
    await act(page);
    await page.waitForFunction(() => Object.keys(document.querySelector("form input[name=name]") ?? {}).some((k) => k.startsWith("__reactFiber")));
    await form.getByRole("button", { name: "Send Message" }).click();

    const problemOf = async (label: string) => {
      const input = form.getByLabel(label);
      expect(await input.getAttribute("aria-invalid"), label).toBe("true");
      const [errorId] = (await input.getAttribute("aria-describedby"))!.split(" ");
      return page.locator(`[id="${errorId}"]`).textContent();
    };
    await expect.poll(() => form.getByRole("alert").filter({ hasText: "Please check your answers" }).isVisible()).toBe(true);
    expect(await problemOf("Full Name")).toBe("Name is required.");
    expect(await problemOf("Phone Number")).toBe("Please give a mobile number or an e-mail address: one of the two is enough.");
    expect(await problemOf("Who Are You?")).toBe("Please choose who you are.");
    expect(await problemOf("Your Message")).toBe("Please write your message.");
    expect(await form.getByLabel("Email Address").getAttribute("aria-invalid")).toBeNull();
    await form.getByLabel("Full Name").fill("Meena Kumari");
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => problemOf("Email Address")).toBe("Please enter a valid email address.");
    expect(await form.getByLabel("Full Name").getAttribute("aria-invalid")).toBeNull();

    expect(posted).toBe(0);
    expect(leadCount()).toBe(before);
    expect(await page.getByRole("heading", { name: "Thanks for reaching out!" }).count()).toBe(0);
    await page.context().close();
  });

  it("shows 'Sending...' while the request runs, keeps the text after a failure, and a retry stores the lead", async () => {
    const page = await openForm("/contact");
    const email = emailFor("retry");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/leads", async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }),
      });
    });
    const form = await fillContactForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();

    const sending = form.getByRole("button", { name: "Sending..." });
    await expect.poll(() => sending.isVisible()).toBe(true);
    expect(await sending.isDisabled()).toBe(true);
    release();

    const alert = form.getByRole("alert");
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain("Something went wrong on our side. Please try again.");
    expect(await form.getByLabel("Full Name").inputValue()).toBe("Meena Kumari");
    expect(await form.getByLabel("Email Address").inputValue()).toBe(email);
    expect(await form.getByLabel("Who Are You?").inputValue()).toBe("fpo");
    expect(await form.getByLabel("Your Message").inputValue()).toContain("soil testing camp");
    expect(leadByEmail(email)).toBeUndefined();

    await page.unroute("**/api/v1/leads");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Thanks for reaching out!" }).isVisible()).toBe(true);
    expect(leadByEmail(email)).toMatchObject({ user_type: "fpo", source: "website" });
    await page.context().close();
  });

  it("the media card scrolls to the form on the same page and picks 'Press/Media'", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: "networkidle" });
    await act(page);
    await page.waitForFunction(() => Object.keys(document.querySelector("form input[name=name]") ?? {}).some((k) => k.startsWith("__reactFiber")));
    const card = page.getByRole("link", { name: "Contact our media team" });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL(/about=press-media#contact-form$/);
    const form = page.getByRole("form", { name: "Contact form" });
    await expect.poll(() => form.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight / 2)).toBe(true);
    expect(await form.getByLabel("Who Are You?").evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe("Press/Media");
    await page.context().close();
  });

  it("loads Leaflet only when the map nears the screen, then shows the office on it", async () => {
    const { page } = await openPage(browser);
    const leafletRequests: string[] = [];
    page.on("request", (r) => {
      // Leaflet's script and stylesheet, not our small map component (its own chunk since two pages share it).
      if (/leaflet(?!-map)/i.test(new URL(r.url()).pathname)) leafletRequests.push(r.url());
    });
    await page.goto(`${baseUrl()}/contact`, { waitUntil: "networkidle" });
    // Hydrated (the form's fields are live) and still at the top of the page: the map's script is not fetched yet.
    await act(page);
    await page.waitForFunction(() => Object.keys(document.querySelector("form input[name=name]") ?? {}).some((k) => k.startsWith("__reactFiber")));
    const map = page.getByRole("region", { name: /Map of the .* office/ });
    expect(leafletRequests).toEqual([]);
    await expect(map.getByText("Loading maps...").isVisible()).resolves.toBe(true);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.locator(".leaflet-marker-icon").count()).toBe(1);
    expect(leafletRequests.length).toBeGreaterThan(0);
    expect(await map.getByText("Loading maps...").count()).toBe(0);
    await page.context().close();
  });
});

describe("page details", () => {
  it("renders the forms, the CSR cost table and the clinic packages in the server HTML", async () => {
    const csr = await (await fetch(`${baseUrl()}/csr`)).text();
    expect(csr).toContain('id="impact-metrics"');
    expect(csr).toContain('id="contact-form"');
    expect(csr).toMatch(/<caption[^>]*>CSR partnership models/);
    for (const figure of ["₹5-10 lakh", "₹25-50 lakh", "₹1-2 crore", "6,000-15,000", "24-36 months", "Tailored to your goals"]) {
      expect(csr).toContain(figure);
    }
    const clinic = await (await fetch(`${baseUrl()}/start-clinic`)).text();
    for (const text of ["₹75,000", "₹80,000", "Most Popular", "Clinic Setup in 6 Steps", 'placeholder="+91 XXXXX XXXXX"']) {
      expect(clinic).toContain(text);
    }
    const partners = await (await fetch(`${baseUrl()}/for-partners`)).text();
    expect(partners).toMatch(/<a href="\/downloads\/partner-proposal.pdf"[^>]*download=""/);
    expect(partners).toContain('href="https://wa.me/');
    expect(partners).toContain('id="partner-form"');
    // FPOs, the page's first audience, are the first type of organisation in every language (Hindi review P-2).
    for (const [prefix, fpo] of [
      ["", "Farmer Producer Organisation (FPO) / cooperative"],
      ["/hi", "किसान उत्पादक संगठन (FPO) / सहकारी समिति"],
      ["/mr", "शेतकरी उत्पादक कंपनी (FPO) / सहकारी संस्था"],
    ]) {
      const html = await (await fetch(`${baseUrl()}${prefix}/for-partners`)).text();
      const options = [...(/<select[^>]*name="organizationType"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "").matchAll(/<option value="([^"]*)"[^>]*>([^<]*)/g)];
      expect(options.slice(1, 3).map((o) => o[1])).toEqual(["fpo", "csr"]);
      expect(options[1]?.[2]).toBe(fpo);
    }
  });

  it("opens the captioned demo video in a modal dialog that Escape closes, pausing the video and returning focus to the button", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/start-clinic`, { waitUntil: "networkidle" });
    const opener = page.getByRole("button", { name: "Watch Demo Video" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Watch the demo" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    expect(await dialog.getByRole("listitem").count()).toBe(4);

    expect(await dialog.locator("video").count()).toBe(1);
    // Found by CSS, not by the dialog's role: a closed dialog leaves the accessibility tree, and the video is checked after closing.
    const video = page.locator("dialog video");
    const urls = await video.evaluate((v: HTMLVideoElement) => ({
      video: v.querySelector("source[type='video/webm']")?.getAttribute("src") ?? "",
      captions: v.querySelector("track[kind='captions'][srclang='en']")?.getAttribute("src") ?? "",
    }));
    const videoFile = await fetch(`${baseUrl()}${urls.video}`);
    expect(videoFile.status).toBe(200);
    expect(videoFile.headers.get("content-type")).toBe("video/webm");
    await videoFile.body?.cancel();
    const captions = await fetch(`${baseUrl()}${urls.captions}`);
    expect(captions.status).toBe(200);
    expect(captions.headers.get("content-type")).toMatch(/^text\/vtt\b/);
    expect(await captions.text()).toMatch(/^WEBVTT\n/);

    // In the page, under its CSP: the captions load (LOADED) and the video gets frames to play (HAVE_CURRENT_DATA).
    await expect.poll(() => dialog.locator("track").evaluate((t: HTMLTrackElement) => t.readyState)).toBe(2);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(["/contact", "/for-partners", "/csr", "/start-clinic"])("%s has no serious accessibility violation or console error", async (pathname) => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}${pathname}`, { waitUntil: "networkidle" });
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
