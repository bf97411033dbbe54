// Phone first (issue 26) in a real browser: a Hindi page's form takes a phone number without an e-mail, and its
// problems ("123456", a one-letter name, neither phone nor e-mail) are the site's own Hindi texts next to their fields,
// with JavaScript and without; no browser bubble ever stops a send (the forms have noValidate and no `required`).
// The chat widget starts with a phone alone. The phone is stored in E.164.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import commonHi from "../src/client/i18n/locales/common/hi.json";
import contactHi from "../src/client/i18n/locales/contact/hi.json";
import chatHi from "../src/client/i18n/locales/chat/hi.json";
import { act, baseUrl, launchBrowser, openPage, shot, withDb } from "./support.ts";

interface StoredLead {
  name: string;
  email: string;
  phone: string | null;
  metadata: string;
}

const leadsNamed = (name: string) => withDb((db) => db.prepare("SELECT name, email, phone, metadata FROM leads WHERE name = ? ORDER BY created_at").all(name) as StoredLead[]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The text of the field's problem: the element its aria-describedby names first, while it is marked invalid. */
async function problemOf(page: Page, field: Locator): Promise<string | null> {
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const [errorId] = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

/** The Hindi contact form's fields, found by their Hindi labels. */
function hindiContactForm(page: Page) {
  const form = page.locator("form#lead-contact");
  return {
    form,
    name: form.getByLabel(commonHi["form.name"]),
    phone: form.getByLabel(commonHi["form.phone"]),
    email: form.getByLabel(commonHi["form.email"]),
    who: form.locator('select[name="whoAreYou"]'),
    message: form.locator('textarea[name="message"]'),
    submit: form.locator('button[type="submit"]'),
  };
}

describe("a Hindi form", () => {
  it("has no browser checks that could show a bubble: noValidate, and no required, pattern or email check on any field", async () => {
    const res = await fetch(`${baseUrl()}/hi/contact`);
    const html = await res.text();
    const form = html.slice(html.indexOf('<form id="lead-contact"'), html.indexOf("</form>", html.indexOf('<form id="lead-contact"')));
    // (HTML attribute names ignore case; React writes noValidate as it is spelt.)
    expect(form).toMatch(/^<form id="lead-contact"[^>]* novalidate=""/i);
    expect(form).not.toMatch(/\srequired=""|\spattern="/i);
    // Required fields still say so to a screen reader, and the phone field brings up the phone keypad.
    expect(form).toMatch(/name="name"[^>]*aria-required="true"|aria-required="true"[^>]*name="name"/);
    expect(form).toMatch(/name="phone"[^>]*inputMode="tel"|inputMode="tel"[^>]*name="phone"/i);
  });

  it("with JavaScript: shows the site's Hindi problems next to the fields, then stores a phone-only lead in E.164", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/v1/leads")) posted++;
    });
    await page.goto(`${baseUrl()}/hi/contact`, { waitUntil: "networkidle" });
    await act(page);
    const f = hindiContactForm(page);
    await page.waitForFunction(() => Object.keys(document.querySelector("form#lead-contact input[name=name]") ?? {}).some((k) => k.startsWith("__reactFiber")));

    // A one-letter name and "123456": the browser's own check stops nothing, the site's names both, in Hindi.
    await f.name.fill("R");
    await f.phone.fill("123456");
    await f.submit.click();
    await expect.poll(() => problemOf(page, f.phone)).toBe(commonHi["errors.reason.phone_invalid"]);
    expect(await problemOf(page, f.name)).toBe(commonHi["errors.reason.name_too_short"]);
    expect(await problemOf(page, f.who)).toBe(commonHi["errors.field.whoAreYou"]);
    expect(await problemOf(page, f.message)).toBe(commonHi["errors.field.message"]);
    const summary = f.form.getByRole("alert").filter({ hasText: commonHi["form.checkAnswers"] });
    expect(await summary.isVisible()).toBe(true);
    // The list takes the focus, so it is read out first; its links lead to the fields.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    expect(await summary.getByRole("link", { name: commonHi["errors.reason.phone_invalid"] }).getAttribute("href")).toBe(`#${await f.phone.getAttribute("id")}`);
    await f.phone.scrollIntoViewIfNeeded();
    await shot(page, "phone-first-hi-js", { fullPage: false });

    // Neither phone nor e-mail: one of the two is asked for, next to the phone.
    await f.name.fill("हरिराम चौधरी");
    await f.phone.fill("");
    await f.who.selectOption("farmer");
    await f.message.fill("मेरे 5 एकड़ खेत की मिट्टी की जांच करवानी है।");
    await f.submit.click();
    await expect.poll(() => problemOf(page, f.phone)).toBe(commonHi["errors.reason.contact_missing"]);
    expect(await problemOf(page, f.name)).toBeNull();
    expect(posted).toBe(0);

    // A number the browser cannot tell is wrong (nine digits): the server refuses it, and says so in Hindi by the field.
    await page.waitForTimeout(LEAD_LIMITS.minFillMs);
    await f.phone.fill("98765 4321");
    await f.submit.click();
    await expect.poll(() => problemOf(page, f.phone)).toBe(commonHi["errors.reason.phone_invalid"]);
    expect(posted).toBe(1);
    expect(leadsNamed("हरिराम चौधरी")).toEqual([]);

    // A mobile with a leading 0 and spaces, no e-mail: stored in E.164 with the page's language, and thanked in Hindi.
    await f.phone.fill("098765 43210");
    await f.submit.click();
    await page.locator("#lead-contact[role='status'] h3").waitFor();
    expect(await page.locator("#lead-contact[role='status'] h3").textContent()).toBe(contactHi["contact.thanks.title"]);
    const [lead] = leadsNamed("हरिराम चौधरी");
    expect(lead).toMatchObject({ email: "", phone: "+919876543210" });
    expect(JSON.parse(lead!.metadata)).toMatchObject({ form: "contact", whoAreYou: "farmer", language: "hi" });
    // The only console lines are the browser's own note of the refused request.
    expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
    await page.context().close();
  });

  it("without JavaScript: the server answers with the form, the answers kept and the Hindi problems next to the fields", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/hi/contact`);
    let f = hindiContactForm(page);
    await f.name.fill("R");
    await f.phone.fill("123456");
    // Nothing else filled: with the browser's checks a bubble would stop the post here; without them it reaches us.
    const [response] = await Promise.all([page.waitForNavigation(), f.submit.click()]);
    expect(response?.status()).toBe(400);
    f = hindiContactForm(page);
    expect(await problemOf(page, f.name)).toBe(commonHi["errors.reason.name_too_short"]);
    expect(await problemOf(page, f.phone)).toBe(commonHi["errors.reason.phone_invalid"]);
    expect(await problemOf(page, f.who)).toBe(commonHi["errors.field.whoAreYou"]);
    expect(await problemOf(page, f.message)).toBe(commonHi["errors.field.message"]);
    expect(await f.phone.inputValue()).toBe("123456");
    const summary = f.form.getByRole("alert").filter({ hasText: commonHi["form.checkAnswers"] });
    expect(await summary.textContent()).toContain(commonHi["errors.reason.phone_invalid"]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    await f.phone.scrollIntoViewIfNeeded();
    await shot(page, "phone-first-hi-nojs", { fullPage: false });

    // Neither phone nor e-mail.
    await f.name.fill("सविता पाटिल");
    await f.phone.fill("");
    await f.who.selectOption("farmer");
    await f.message.fill("जांच");
    await Promise.all([page.waitForNavigation(), f.submit.click()]);
    f = hindiContactForm(page);
    expect(await problemOf(page, f.phone)).toBe(commonHi["errors.reason.contact_missing"]);
    expect(await problemOf(page, f.name)).toBeNull();
    expect(leadsNamed("सविता पाटिल")).toEqual([]);

    // A landline with its STD code, no e-mail: stored in E.164.
    await page.waitForTimeout(LEAD_LIMITS.minFillMs);
    await f.phone.fill("0821 234 5678");
    const [stored] = await Promise.all([page.waitForNavigation(), f.submit.click()]);
    expect(stored?.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get("sent")).toBe("contact");
    const [lead] = leadsNamed("सविता पाटिल");
    expect(lead).toMatchObject({ email: "", phone: "+918212345678" });
    expect(JSON.parse(lead!.metadata)).toMatchObject({ language: "hi" });
    await page.context().close();
  });

  it("the start-a-clinic form takes a phone alone on an English page too, and names a missing contact in English", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/start-clinic`);
    const form = page.getByRole("form", { name: "Clinic interest form" });
    await form.getByLabel("Full Name").fill("Vikram Singh");
    await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: "Submit Interest" }).click()]);
    const again = page.getByRole("form", { name: "Clinic interest form" });
    expect(await problemOf(page, again.getByLabel("Phone Number"))).toBe("Please give a mobile number or an e-mail address: one of the two is enough.");
    await page.waitForTimeout(LEAD_LIMITS.minFillMs);
    await again.getByLabel("Phone Number").fill("+91 94480 55667");
    await Promise.all([page.waitForNavigation(), again.getByRole("button", { name: "Submit Interest" }).click()]);
    expect(new URL(page.url()).searchParams.get("sent")).toBe("clinic_interest");
    expect(leadsNamed("Vikram Singh")).toMatchObject([{ email: "", phone: "+919448055667" }]);
    await page.context().close();
  });
});

describe("the chat widget on a Hindi page", () => {
  it("starts a chat with a phone number alone, after saying in Hindi what is wrong with '123456'", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl()}/hi`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /^(Chat with us|हमसे चैट करें)$/ }).click();
    const panel = page.getByRole("dialog");
    const name = panel.getByLabel(commonHi["form.name"]);
    const phone = panel.getByLabel(commonHi["form.phone"]);
    await name.waitFor();
    expect(await panel.locator("form").evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);

    await panel.getByRole("button", { name: chatHi["chat.form.start"] }).click();
    expect(await panel.getByRole("alert").textContent()).toBe(chatHi["chat.form.requiredMissing"]);
    expect(await problemOf(page, phone)).toBe(commonHi["errors.reason.contact_missing"]);

    await name.fill("R");
    await phone.fill("123456");
    await panel.getByLabel(chatHi["chat.form.userType"]).selectOption({ label: chatHi["chat.userType.farmer"] });
    await panel.getByRole("button", { name: chatHi["chat.form.start"] }).click();
    await expect.poll(() => problemOf(page, phone)).toBe(commonHi["errors.reason.phone_invalid"]);
    expect(await problemOf(page, name)).toBe(commonHi["errors.reason.name_too_short"]);
    expect(await panel.getByRole("alert").textContent()).toBe(commonHi["errors.reason.name_too_short"]);
    await shot(page, "phone-first-hi-chat", { fullPage: false });

    await name.fill("गोपाल वर्मा");
    await phone.fill("+91 98220 44556");
    await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
    await panel.getByRole("button", { name: chatHi["chat.form.start"] }).click();
    await panel.getByRole("log").waitFor();
    await expect
      .poll(() => withDb((db) => db.prepare("SELECT user_email, user_phone, language FROM chat_sessions WHERE user_name = ?").get("गोपाल वर्मा")))
      .toEqual({ user_email: "", user_phone: "+919822044556", language: "hi" });
    expect(leadsNamed("गोपाल वर्मा")).toMatchObject([{ email: "", phone: "+919822044556" }]);
    await page.context().close();
  });
});
