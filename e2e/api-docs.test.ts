// The browsable API documentation (/api/docs): Swagger UI loads from this server under the site's CSP, reads
// /api/openapi.json and shows the operations, asking nothing of any other host.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("API documentation page", () => {
  it("shows the API's operations with no CSP violation and no request to another host", async () => {
    const { page, problems } = await openPage(browser);
    const origin = new URL(baseUrl()).origin;
    const elsewhere: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.protocol.startsWith("http") && url.origin !== origin) elsewhere.push(req.url());
    });
    // A violation is also reported to the console, but the event names the directive.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });

    const res = await page.goto(`${baseUrl()}/api/docs`, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toBeTruthy();

    await page.locator(".opblock").first().waitFor();
    await expect.poll(() => page.locator(".opblock").count()).toBeGreaterThan(40);
    await expect.poll(() => page.getByText("/api/v1/leads", { exact: true }).count()).toBeGreaterThan(0);

    // Opening an operation shows its request body (from the lead's zod schema) and its answers.
    await page.locator(".opblock-post", { hasText: "/api/v1/leads" }).first().locator(".opblock-summary").click();
    const lead = page.locator(".opblock-post.is-open").first();
    await lead.locator(".opblock-section-request-body").waitFor();
    await expect.poll(() => lead.locator(".responses-wrapper").innerText()).toContain("415");
    await expect.poll(() => lead.locator(".opblock-section-request-body").innerText()).toContain("user_type");

    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
