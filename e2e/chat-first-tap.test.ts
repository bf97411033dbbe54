// The first tap on the chat button is never lost, and answers at once (issue 26): with the page's entry script held
// back 3 s, a tap (or a click, or Enter) on the server-rendered button is kept by the page's one inline script, which
// the Content-Security-Policy allows by its hash: the button turns busy and the pre-chat form shows, focused and
// typeable, before the script has arrived; once it arrives the chat panel opens and takes the form over with what was
// typed. Twenty taps, each on a fresh page load, none lost. Also: the early form put away stays away, an early form
// sent is sent by the panel (a lead that is not taken for a bot's), and a visitor with a chat to come back to gets the
// busy button, not a form; nothing typed while the panel takes over is lost (the focus never falls to the page).
// Timings on the emulated phone are bench/first-tap.ts's business; these tests assert states.
import { createHash } from "node:crypto";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../src/shared/schemas/lead-limits.ts";
import { act, baseUrl, holdScript, hydrated, launchBrowser, openPage, shot, withDb } from "./support.ts";

/** The page's entry script (Vite names the entry of index.html "index"). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const HOLD_MS = 3000;
const PAGES = ["/", "/find-clinic", "/hi/for-farmers", "/contact", "/hi"];
type How = "tap" | "click" | "Enter";
const HOWS: How[] = ["tap", "click", "tap", "Enter"];
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const button = (page: Page) => page.locator('mm-island[data-name="chat-launcher"] button');
const early = (page: Page) => page.locator("[data-chat-early]");
const panel = (page: Page) => page.locator('mm-island[data-name="chat-launcher"] [role="dialog"]');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName ?? null);

/** Whether the entry script has come (the route holds it until released). */
const entryArrived = (page: Page) => page.evaluate((src) => performance.getEntriesByType("resource").some((r) => new RegExp(src).test(r.name)), ENTRY.source);

/**
 * Opens `path` with the entry script held back, records the page's CSP violations, and waits until the chat button is
 * on the page. `release` lets the script through, no sooner than 3 s after the page was asked for.
 */
async function openHeld(path: string, opts: BrowserContextOptions = PHONE, before?: () => void) {
  const { page, problems } = await openPage(browser, opts);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  before?.();
  const hold = await holdScript(page, ENTRY);
  const from = Date.now();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "commit" });
  await button(page).waitFor();
  const release = async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, from + HOLD_MS - Date.now())));
    hold();
  };
  const cspViolations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, problems, release, cspViolations };
}

async function tapAs(page: Page, how: How): Promise<void> {
  if (how === "tap") await button(page).tap();
  else if (how === "click") await button(page).click();
  else {
    await button(page).focus();
    await page.keyboard.press("Enter");
  }
}

describe("a tap on the chat button before the page's script has arrived", () => {
  it.each(Array.from({ length: 20 }, (_, i) => ({ n: i + 1, path: PAGES[i % PAGES.length]!, how: HOWS[i % HOWS.length]! })))(
    "is kept, #$n ($how on $path): busy and the form at once, the panel once the script comes",
    async ({ n, path, how }) => {
      const { page, problems, release, cspViolations } = await openHeld(path, how === "tap" ? PHONE : {});
      await tapAs(page, how);
      // Before the script: the button says it is busy (in the tap's own task), then the pre-chat form is there (the
      // frame after), focused, taking what is typed.
      expect(await button(page).getAttribute("aria-busy")).toBe("true");
      await early(page).waitFor();
      expect(await entryArrived(page)).toBe(false);
      await expect.poll(() => focusedName(page)).toBe("name");
      if (n === 1) await shot(page, "first-tap-early-form-390", { fullPage: false });
      await page.keyboard.type("Asha Devi");
      expect(await early(page).locator('input[name="name"]').inputValue()).toBe("Asha Devi");
      expect(await hydrated(button(page))).toBe(false);
      expect(await entryArrived(page)).toBe(false);

      // The script comes: the panel opens by itself and takes the form over, with the name and the focus.
      await release();
      await panel(page).locator('input[name="name"]').waitFor({ timeout: 20_000 });
      await expect.poll(() => early(page).count()).toBe(0);
      expect(await panel(page).locator('input[name="name"]').inputValue()).toBe("Asha Devi");
      await expect.poll(() => focusedName(page)).toBe("name");
      expect(await page.evaluate(() => sessionStorage.getItem("mittimitra.chat-view"))).toBe("open");
      // What is typed now goes on in the panel.
      await page.keyboard.type(" K");
      expect(await panel(page).locator('input[name="name"]').inputValue()).toBe("Asha Devi K");
      expect(await cspViolations()).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it("loses nothing filled in while the panel takes the form over, in the field the visitor is in", async () => {
    const { page, problems, release } = await openHeld("/contact", {});
    await tapAs(page, "click");
    await early(page).waitFor();
    await expect.poll(() => focusedName(page)).toBe("name");
    await page.keyboard.type("Asha Devi");
    // A slow phone, as on a busy machine: the panel's taking over spreads over more of the visitor's typing.
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 });
    // Where the focus is the moment the early form leaves the page: a key typed then must land in a field.
    await early(page).locator('input[name="location"]').focus();
    await page.evaluate(() => {
      const w = window as unknown as { focusAtHandover?: string };
      const watch = new MutationObserver(() => {
        if (document.querySelector("[data-chat-early]")) return;
        w.focusAtHandover = document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName ?? "none";
        watch.disconnect();
      });
      watch.observe(document.body, { childList: true, subtree: true });
    });
    // The script comes; the visitor goes on filling in the place while the panel takes over, and a few times after.
    await release();
    const place = page.getByRole("dialog").getByLabel("Location (City, State)");
    const lost: string[] = [];
    let after = 0;
    for (let i = 0; after < 5 && i < 500; i++) {
      const value = `Nashik ${i}`;
      await place.fill(value);
      const shown = await place.inputValue();
      if (shown !== value) lost.push(`${value} shown as "${shown}"`);
      if ((await early(page).count()) === 0) after++;
    }
    expect(after).toBe(5);
    expect(await page.evaluate(() => (window as unknown as { focusAtHandover?: string }).focusAtHandover)).toBe("location");
    expect(lost).toEqual([]);
    expect(await panel(page).locator('input[name="name"]').inputValue()).toBe("Asha Devi");
    expect(await focusedName(page)).toBe("location");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("is put away by the early form's close button or Escape, and the chat stays closed when the script comes", async () => {
    const { page, problems, release } = await openHeld("/about");
    await tapAs(page, "tap");
    await early(page).locator("[data-chat-close]").tap();
    expect(await early(page).count()).toBe(0);
    expect(await button(page).getAttribute("aria-busy")).toBeNull();
    expect(await focusedName(page)).toBe("BUTTON");
    await tapAs(page, "tap");
    await early(page).waitFor();
    await expect.poll(() => focusedName(page)).toBe("name");
    await page.keyboard.press("Escape");
    expect(await early(page).count()).toBe(0);
    expect(await button(page).getAttribute("aria-busy")).toBeNull();

    await release();
    await act(page);
    await expect.poll(() => hydrated(button(page)), { timeout: 20_000 }).toBe(true);
    expect(await panel(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem("mittimitra.chat-view"))).not.toBe("open");
    // Awake, the button opens the panel itself: no early form any more.
    await button(page).tap();
    await panel(page).locator('input[name="name"]').waitFor();
    expect(await early(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("sends an early form the visitor sent before the script came, through the panel's checks, as a person's lead", async () => {
    const { page, problems, release } = await openHeld("/", {});
    await tapAs(page, "click");
    const form = early(page);
    await form.waitFor();
    const email = `early-${Date.now()}@example.in`;
    await form.getByLabel("Full Name").fill("Savitri Patil");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("I am a").selectOption({ label: "Farmer" });
    await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
    await form.getByRole("button", { name: "Start Chat" }).click();
    // Held: nothing leaves the page until the panel has the form.
    expect(await form.getAttribute("data-sent")).toBe("");
    expect(await early(page).isVisible()).toBe(true);

    await release();
    const lead = () => withDb((db) => db.prepare("SELECT name, source, spam_reason FROM leads WHERE email = ?").get(email));
    await expect.poll(lead, { timeout: 20_000 }).toEqual({ name: "Savitri Patil", source: "live_chat", spam_reason: null });
    expect(await early(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("gives a visitor with a chat to come back to the busy button, not a second form, and then their chat", async () => {
    const { page, release } = await openHeld("/for-farmers", PHONE);
    // A chat with the assistant, kept as chat-storage.ts keeps it.
    const info = { name: "Asha Devi", email: "asha.kept@example.in", phone: null, location: null, userType: "farmer" };
    await page.evaluate(
      (chat) => localStorage.setItem("mittimitra.chat", JSON.stringify({ savedAt: Date.now(), resumeHours: 24, chat })),
      { info, mode: "bot", session: null, messages: [], ended: false },
    );
    await tapAs(page, "tap");
    expect(await button(page).getAttribute("aria-busy")).toBe("true");
    // Two frames later there is still no form: none is coming.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await early(page).count()).toBe(0);
    // The spinner is in the button's own box: nothing moves.
    const box = await button(page).boundingBox();
    expect(box).toMatchObject({ width: 56, height: 56 });
    await shot(page, "first-tap-busy-button-390", { fullPage: false });
    await release();
    await panel(page).waitFor({ timeout: 20_000 });
    expect(await panel(page).locator('input[name="name"]').count()).toBe(0);
    await page.context().close();
  });
});

describe("the first tap's inline script", () => {
  it("is the page's one inline script, allowed by the sha256 of its text in the Content-Security-Policy, and comes before the stylesheet", async () => {
    for (const path of ["/", "/hi/contact"]) {
      const res = await fetch(`${baseUrl()}${path}`);
      const html = await res.text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline, path).toHaveLength(1);
      const hash = createHash("sha256").update(inline[0]!, "utf8").digest("base64");
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(scriptSrc, path).toBe(`'self' 'sha256-${hash}'`);
      expect(html.indexOf("<script>"), path).toBeLessThan(html.indexOf('rel="stylesheet"'));
      // Small: it is in every public page.
      expect(inline[0]!.length, path).toBeLessThan(1200);
      expect(html, path).toContain('<template id="mm-chat-early">');
    }
    // The admin screens have no chat button, and neither script nor form.
    const admin = await (await fetch(`${baseUrl()}/admin/login`)).text();
    expect(admin).not.toContain("<script>");
    expect(admin).not.toContain("mm-chat-early");
  });

  it("leaves a button that has woken to React: a click then opens the panel, not the early form", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: "networkidle" });
    await act(page);
    await expect.poll(() => hydrated(button(page))).toBe(true);
    await button(page).tap();
    await panel(page).locator('input[name="name"]').waitFor();
    expect(await early(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
