// The Knowledge screen (issue 28) in a real browser: an editor writes an answer with a fact named in braces and sees
// it filled in, the assistant then gives it to the question asked in Hindi; a question the assistant could not answer
// waits under "Questions to answer" and is answered in one step; the screen works by keyboard, passes axe and fits
// 390 px and 1280 px.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACT_VALUES } from "../src/shared/facts.ts";
import { CHAT_API, type AssistantResponse } from "../src/shared/schemas/chat-constants.ts";
import { chatBrowser } from "./chat-support.ts";
import { baseUrl, describeViolations, openPage, seriousA11yViolations, shot, withDb } from "./support.ts";

const EDITOR = { email: "knowledge.admin@example.in", password: "knowledge-admin-pass" };
const browser = chatBrowser(EDITOR);

let unique = 0;
async function ask(message: string): Promise<AssistantResponse> {
  // A new client address for each question keeps the per-address limit out of the test.
  const res = await fetch(`${baseUrl()}${CHAT_API.assistant}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${Math.floor(unique / 250)}.${unique++ % 250}` },
    body: JSON.stringify({ message }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AssistantResponse;
}

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("assistant knowledge", () => {
  let page: Page;

  beforeAll(async () => {
    withDb((db) => db.exec("DELETE FROM knowledge_gaps; DELETE FROM knowledge_entries;"));
    ({ page } = await openPage(browser(), { bypassCSP: true }));
    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/chat$/);
  });
  afterAll(() => withDb((db) => db.exec("DELETE FROM knowledge_gaps; DELETE FROM knowledge_entries;")));

  it("writes an answer with a fact in braces, shown filled in, which the assistant then gives in Hindi", async () => {
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Knowledge" }).click();
    await page.getByRole("heading", { name: "Assistant knowledge", level: 1 }).waitFor();
    // The admin's bar, with every screen's link, still fits one line at 1280 px.
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole("button", { name: "New answer" }).click();
    const dialog = page.getByRole("dialog", { name: "New answer" });
    await dialog.getByLabel("Question").fill("Is the water test done on the same day?");
    await dialog.getByLabel("Other ways visitors ask it (one a line)").fill("पानी की जांच का नतीजा उसी दिन मिलेगा?\npaani ki jaanch same day hogi");
    await dialog.getByLabel("Answer in English").fill("Yes: a Pro clinic tests {waterParameters} things in water and gives the result the same day.");
    await expect.poll(() => dialog.getByText(`The visitor reads: “Yes: a Pro clinic tests ${FACT_VALUES.waterParameters} things in water`).count()).toBe(1);
    await dialog.getByLabel("Answer in Hindi").fill("हां: प्रो क्लिनिक पानी की {waterParameters} चीज़ें जांचता है और नतीजा उसी दिन देता है।");
    await dialog.getByLabel("Links (up to two pages, such as /find-clinic or /blog/post-name)").fill("/start-clinic");
    await shot(page, "knowledge-form-1280");
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    const item = page.getByRole("listitem").filter({ hasText: "Is the water test done on the same day?" });
    await expect.poll(() => item.textContent()).toContain(`tests ${FACT_VALUES.waterParameters} things in water`);

    await expect.poll(async () => (await ask("पानी की जांच का नतीजा कब तक मिलता है, उसी दिन?")).response, { timeout: 10_000 }).toBe(
      `हां: प्रो क्लिनिक पानी की ${FACT_VALUES.waterParameters} चीज़ें जांचता है और नतीजा उसी दिन देता है।`,
    );
  });

  it("refuses an unknown fact in the dialog with the reason, before anything is sent", async () => {
    await page.getByRole("button", { name: "New answer" }).click();
    const dialog = page.getByRole("dialog", { name: "New answer" });
    await dialog.getByLabel("Question").fill("What does a soil test cost?");
    await dialog.getByLabel("Answer in English").fill("It costs ₹{soilTestPrice}.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toContain("unknown fact: {soilTestPrice}");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("lists a question the assistant could not answer, and answers the group in one step", async () => {
    const question = "Do you repair drip irrigation pipes?";
    expect((await ask(question)).offer).toBe("callback");
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("tab", { name: /Questions to answer/ }).click();
    const group = page.getByRole("listitem").filter({ hasText: question });
    await group.waitFor();
    expect(await group.textContent()).toContain("no answer");
    await shot(page, "knowledge-gaps-1280");
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");
    await group.getByRole("button", { name: `Write the answer: ${question}` }).click();
    const dialog = page.getByRole("dialog", { name: "Answer these questions" });
    expect(await dialog.getByLabel("Question").inputValue()).toBe(question);
    await dialog.getByLabel("Answer in English").fill("No, we do not repair irrigation: we test soil and water. Your local dealer can help with pipes.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByText("Nothing waiting: the assistant has answered every question lately.").count()).toBe(1);
    await expect.poll(async () => (await ask("can you repair my drip irrigation pipe?")).response, { timeout: 10_000 }).toContain("we do not repair irrigation");
  });

  it("fits a 390 px phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("tab", { name: /Answers/ }).click();
    await page.getByRole("listitem").first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, "knowledge-390");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
