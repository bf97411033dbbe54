// The finder's place search in a real browser (issue 29): a town typed in Devanagari on the Hindi page (with and
// without JavaScript) finds its own clinic, named in Hindi and marked as in the farmer's district; a city PIN code
// finds its own clinic; a name two districts share lists both as links, which search for each alone.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openFinderPage, type openPage } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const openFinder = (query = "", opts: Parameters<typeof openPage>[1] = {}, prefix = "") => openFinderPage(browser, query, opts, prefix);

const rows = (page: Page) => page.getByRole("list", { name: /Clinics|क्लिनिक/ }).getByRole("button");
const summary = (page: Page) => page.locator("[role=status][tabindex='-1']");

describe("a town in Devanagari on the Hindi page", () => {
  it("finds Nashik's clinic for नासिक, in Hindi, marked as in the farmer's district", async () => {
    const { page, problems } = await openFinder("", {}, "/hi");
    await page.getByLabel("पिन कोड या कस्बा").fill("नासिक");
    await page.getByRole("button", { name: "पास का क्लिनिक खोजें" }).click();
    await page.waitForURL(/near=%E0%A4%A8/);
    await expect.poll(() => summary(page).textContent()).toMatch(/^नासिक, महाराष्ट्र के सबसे पास के \d+ क्लिनिक$/);
    const first = (await rows(page).first().textContent()) ?? "";
    expect(first).toContain("धरती मिट्टी जांच क्लिनिक, नासिक");
    expect(first).toContain("आपके ज़िले में");
    expect(first).toContain("Nashik, महाराष्ट्र");
    expect(first).toContain("डिंडोरी रोड");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("answers लखनऊ without JavaScript, and names a PIN code of five digits as the problem", async () => {
    const { page } = await openFinder(`?near=${encodeURIComponent("लखनऊ")}`, { javaScriptEnabled: false }, "/hi");
    expect(await summary(page).textContent()).toMatch(/^लखनऊ, उत्तर प्रदेश के सबसे पास/);
    expect(await rows(page).first().textContent()).toContain("लखनऊ अवध मिट्टी जांच क्लिनिक");
    await page.getByLabel("पिन कोड या कस्बा").fill("42200");
    await page.getByRole("button", { name: "पास का क्लिनिक खोजें" }).click();
    await page.waitForURL(/near=42200/);
    expect(await page.getByRole("alert").first().textContent()).toBe("पिन कोड में 6 अंक होते हैं। नंबर दोबारा देखकर लिखें।");
    // The whole list under the problem says what it is: every clinic by state, not an answer to the search.
    expect(await summary(page).textContent()).toMatch(/^हमारे सभी \d+ क्लिनिक, राज्य के क्रम में \(आपसे दूरी के हिसाब से नहीं\)$/);
    await page.context().close();
  });
});

describe("a city PIN code and a name two districts share", () => {
  it("puts Nashik's own clinic first for 422001, in the district, with no visit request", async () => {
    const { page } = await openFinder("?near=422001", { javaScriptEnabled: false });
    expect(await summary(page).textContent()).toMatch(/nearest to 422001 \(Nashik, Maharashtra\)$/);
    const first = (await rows(page).first().textContent()) ?? "";
    expect(first).toContain("Dharti Soil Clinic, Nashik");
    expect(first).toContain("In your district");
    expect(await page.getByText(/No clinic within/).count()).toBe(0);
    await page.context().close();
  });

  it.each([true, false])("lists both Aurangabads as links that search for each alone (JavaScript %s)", async (javaScriptEnabled) => {
    const { page, problems } = await openFinder("", { javaScriptEnabled });
    await page.getByLabel("PIN code or town").fill("Aurangabad");
    await page.getByRole("button", { name: "Find Nearest" }).click();
    await page.waitForURL(/near=Aurangabad/);
    const choices = page.getByRole("alert").filter({ hasText: "more than one" });
    await expect.poll(() => choices.textContent()).toMatch(/There is more than one “Aurangabad”/);
    expect(await choices.getByRole("link").allTextContents()).toEqual(["Aurangabad, Maharashtra", "Aurangabad, Bihar"]);
    expect(await rows(page).count()).toBeGreaterThan(6);
    await choices.getByRole("link", { name: "Aurangabad, Bihar" }).click();
    await page.waitForURL(/near=Aurangabad%2C\+Bihar|near=Aurangabad%2C%20Bihar/);
    await expect.poll(() => summary(page).textContent()).toMatch(/nearest to Aurangabad, Bihar$/);
    expect(await rows(page).first().textContent()).toContain("Patna Magadh Soil Clinic");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
