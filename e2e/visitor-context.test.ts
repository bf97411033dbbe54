// Knowing who you talk to (issue 14), in two browsers: a visitor in India fills in the widget's form on the About page
// and chats; the agent's side panel shows the name, e-mail, phone, location, user type, the visitor's local time, the
// page the chat started on and each page the visitor opens after (over the socket, and by REST with the visitor's
// socket blocked), and links to the visitor's lead, which opens on the leads screen with the agent still online. The
// panel sits beside the chat at 1280 px and as a sheet at 390 px; screenshots of both and of the admin bar are kept.
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { baseUrl, describeViolations, openPage, seriousA11yViolations, shot } from "./support.ts";
import { chatBrowser, openConsoleOnline } from "./chat-support.ts";

const AGENT = { email: "ravi.context@example.in", password: "mitti-mitra-context" };

/** E2E_SHOTS=<folder> also keeps the admin bar at each width there, to look at. */
const SHOTS = process.env.E2E_SHOTS;

const browser = chatBrowser(AGENT);

/** The visitor fills in the widget's whole form on `start` and starts the chat. */
async function startChatOn(page: Page, start: string) {
  await page.goto(`${baseUrl()}${start}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Chat with us" }).click();
  const panel = page.getByRole("dialog");
  await panel.getByLabel("Full Name").fill("Lakshmi Naik");
  await panel.getByLabel("Email Address").fill("lakshmi.naik@example.in");
  await panel.getByLabel("Phone Number").fill("+91 94480 12345");
  await panel.getByLabel("Location (City, State)").fill("Dharwad, Karnataka");
  await panel.getByLabel("I am a").selectOption({ label: "Farmer" });
  await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await panel.getByText("Waiting for an agent").waitFor();
}

/**
 * Follows a link of the page itself (the site's own navigation), so the widget and its chat stay. The click is sent to
 * the link itself: the open chat panel may cover it, as it would be scrolled to by a person.
 */
async function openPageLink(page: Page, href: string) {
  await page.locator(`header a[href="${href}"], footer a[href="${href}"]`).first().dispatchEvent("click");
  await page.waitForURL(`${baseUrl()}${href}`);
}

describe("visitor side panel", () => {
  let agent: Page;
  let agentProblems: string[];
  let visitor: Page;

  beforeAll(async () => {
    ({ page: agent, problems: agentProblems } = await openPage(browser(), { bypassCSP: true, timezoneId: "Europe/London" }));
    ({ page: visitor } = await openPage(browser(), { timezoneId: "Asia/Kolkata" }));
  });

  it("shows who the visitor is and where the chat started", async () => {
    await openConsoleOnline(agent, AGENT);
    await startChatOn(visitor, "/about");
    await agent.getByRole("button", { name: "Take chat with Lakshmi Naik" }).click();
    const side = agent.getByRole("complementary", { name: "About Lakshmi Naik" });
    await side.getByText("lakshmi.naik@example.in").waitFor();
    const text = await side.textContent();
    expect(text).toContain("+91 94480 12345");
    expect(text).toContain("Dharwad, Karnataka");
    expect(text).toContain("Farmer");
    expect(text).toContain("English");
    // Chromium names the zone by its older IANA name.
    expect(text).toMatch(/\(Asia\/(Kolkata|Calcutta)\)/);
    expect(await side.getByRole("link", { name: "/about (opens in a new tab)" }).getAttribute("href")).toBe("/about");
    expect(text).toContain("None yet");
    // The widget's form stored a lead before the chat: it is linked.
    expect(await side.getByRole("link", { name: "Live chat lead" }).getAttribute("href")).toMatch(/^\/admin\/leads\?lead=/);
  });

  it("adds the pages the visitor opens, over the socket and by REST when the visitor's socket is down", async () => {
    const side = agent.getByRole("complementary", { name: "About Lakshmi Naik" });
    const pages = side.getByRole("list", { name: "Pages opened since" });
    await openPageLink(visitor, "/contact");
    await pages.getByRole("link", { name: "/contact (opens in a new tab)" }).waitFor();

    // The visitor's socket goes: a reload reconnects into a refused socket, and the widget reports by POST instead.
    await visitor.context().routeWebSocket(/\/api\/v1\/chat\/ws/, (ws) => void ws.close({ code: 1011, reason: "blocked by the test" }));
    await visitor.reload({ waitUntil: "networkidle" });
    await openPageLink(visitor, "/for-farmers");
    await pages.getByRole("link", { name: "/for-farmers (opens in a new tab)" }).waitFor();
    expect(await pages.getByRole("listitem").allTextContents()).toEqual([expect.stringContaining("/contact"), expect.stringContaining("/for-farmers")]);
  });

  it("sits beside the chat at 1280 px and as a sheet over it at 390 px, and passes axe", async () => {
    const chat = agent.getByRole("region", { name: /^Lakshmi Naik/ });
    const side = agent.getByRole("complementary", { name: "About Lakshmi Naik" });
    const log = agent.getByRole("log", { name: "Messages with Lakshmi Naik" });
    const l = (await log.boundingBox())!;
    let s = (await side.boundingBox())!;
    expect(s.x).toBeGreaterThanOrEqual(l.x + l.width - 1);
    await shot(agent, "console-side-panel-1280");
    await agent.locator("header").first().screenshot({ path: SHOTS ? path.join(SHOTS, "admin-bar-1280.png") : undefined });
    const violations = await seriousA11yViolations(agent);
    expect(violations, describeViolations(violations)).toEqual([]);

    // On a phone the side panel is a sheet over the bottom of the screen, opened from the chat's header (issue 30).
    await agent.setViewportSize({ width: 390, height: 844 });
    await chat.scrollIntoViewIfNeeded();
    expect(await side.isVisible()).toBe(false);
    const details = agent.getByRole("button", { name: "Details about Lakshmi Naik" });
    await details.click();
    await side.waitFor();
    s = (await side.boundingBox())!;
    expect(s.width).toBeGreaterThan(380);
    expect(s.y + s.height).toBeGreaterThan(840);
    expect(await agent.evaluate(() => document.activeElement?.hasAttribute("data-visitor-panel"))).toBe(true);
    await shot(agent, "console-side-sheet-390", { fullPage: false });
    expect(describeViolations(await seriousA11yViolations(agent))).toBe("");
    await agent.keyboard.press("Escape");
    await side.waitFor({ state: "hidden" });
    expect(await details.evaluate((el) => el === document.activeElement)).toBe(true);
    const wide = await agent.evaluate(() =>
      [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > 391).map((el) => `${el.tagName}.${el.className}`.slice(0, 80)),
    );
    expect(await agent.evaluate(() => document.documentElement.scrollWidth), wide.slice(0, 5).join("\n")).toBeLessThanOrEqual(390);
    await shot(agent, "console-side-panel-390");
    await agent.locator("header").first().screenshot({ path: SHOTS ? path.join(SHOTS, "admin-bar-390.png") : undefined });
    // The admin bar with the agent's status fits the narrowest phones too.
    for (const width of [360, 320]) {
      await agent.setViewportSize({ width, height: 740 });
      const past = await agent.evaluate((w) => [...document.querySelectorAll("header *")].filter((el) => el.getBoundingClientRect().right > w).length, width);
      expect(past, `admin bar at ${width} px`).toBe(0);
      expect(await agent.getByRole("combobox", { name: "Your chat status" }).isVisible()).toBe(true);
      await agent.locator("header").first().screenshot({ path: SHOTS ? path.join(SHOTS, `admin-bar-${width}.png`) : undefined });
    }
    await agent.setViewportSize({ width: 1280, height: 800 });
  });

  it("opens the visitor's lead on the leads screen, the agent still online there", async () => {
    const side = agent.getByRole("complementary", { name: "About Lakshmi Naik" });
    await side.getByRole("link", { name: "Live chat lead" }).click();
    await agent.waitForURL(/\/admin\/leads\?lead=/);
    await agent.getByRole("dialog").getByText("lakshmi.naik@example.in").first().waitFor();
    expect(await agent.getByRole("combobox", { name: "Your chat status" }).inputValue()).toBe("online");
    // The visitor still sees an agent there, and the agent's tab still hears them.
    const composer = visitor.getByRole("dialog").getByRole("textbox");
    await composer.fill("I am back on the farmers page.");
    await composer.press("Enter");
    await expect.poll(() => agent.title()).toMatch(/^\(1\) /);
    expect(agentProblems).toEqual([]);
  });
});
