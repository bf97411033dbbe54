// The floating chat button never covers a form field or a submit button (issue 13): on every page with a lead form, at
// 360 and 390 px (the contact form in Hindi too), each field and the submit button is scrolled into the bottom right
// corner, where the button usually sits, and the button's box must then touch none of the form's controls; focusing a
// field folds it into a narrow tab, which still opens the chat with a tap; at 1280 px the finder map's 'Reset View' is
// not covered either.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClinicList } from "../src/shared/schemas/clinic.ts";
import type { WebsiteLeadForm } from "../src/shared/schemas/lead-forms.ts";
import { leadFormAnchor } from "../src/client/features/leads/lead-form-action.ts";
import commonEn from "../src/client/i18n/locales/common/en.json";
import commonHi from "../src/client/i18n/locales/common/hi.json";
import { act, baseUrl, launchBrowser, openPage } from "./support.ts";

/** A PIN code in Washim district: no clinic of the sample network is within 50 km, so the finder offers a visit. */
const FAR_PIN = "444505";
const WIDTHS = [360, 390] as const;
/** The round button's size and its distance from the screen's right and bottom edges. */
const HOME = { size: 56, inset: 16 };

let browser: Browser;
let clinicId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { clinics } = (await (await fetch(`${baseUrl()}/api/v1/clinics`)).json()) as ClinicList;
  clinicId = clinics[0]!.id;
});
afterAll(async () => browser?.close());

/** Every page with a lead form, and which form. */
const leadFormPages = (): { path: string; form: WebsiteLeadForm }[] => [
  { path: "/contact", form: "contact" },
  { path: "/hi/contact", form: "contact" },
  { path: "/start-clinic", form: "clinic_interest" },
  { path: "/csr", form: "csr" },
  { path: "/for-partners", form: "partner" },
  { path: `/find-clinic?book=${clinicId}`, form: "clinic_booking" },
  { path: `/find-clinic?near=${FAR_PIN}`, form: "visit_request" },
];

const launcher = (page: Page) => page.getByRole("button", { name: new RegExp(`^(${commonEn["launcher.chat"]}|${commonHi["launcher.chat"]})$`) });

/** What a visitor fills in or presses in the form: its fields, links and buttons, without the hidden bot trap. */
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, a[href]';

/** Opens a page and waits until React has taken it over, so the launcher watches the page. */
async function open(path: string, width: number, height = 740, opts: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(browser, { viewport: { width, height }, reducedMotion: "reduce", ...opts });
  await watched.page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  await launcher(watched.page).waitFor();
  await act(watched.page);
  await launcher(watched.page).evaluate((el) =>
    new Promise<void>((resolve) => {
      const check = () => (Object.keys(el).some((k) => k.startsWith("__reactFiber")) ? resolve() : requestAnimationFrame(check));
      check();
    }),
  );
  return watched;
}

/**
 * Waits until the launcher has stopped moving: its box the same for five frames in a row (a scroll is answered within
 * two: one to learn what entered the corner, one to draw the new place).
 */
function settled(page: Page): Promise<void> {
  return launcher(page).evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = "";
        let same = 0;
        const tick = () => {
          const r = el.getBoundingClientRect();
          const box = `${r.left},${r.top},${r.width},${r.height}`;
          same = box === last ? same + 1 : 0;
          last = box;
          if (same >= 5 && el.getAnimations().length === 0) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The controls of `scope` that the launcher's box overlaps, described for the failure message. */
async function covered(page: Page, scope: Locator): Promise<string[]> {
  const button = await launcher(page).elementHandle();
  return scope.evaluate((root, [selector, button]) => {
    const b = button!.getBoundingClientRect();
    const controls = root.matches(selector) ? [root] : [...root.querySelectorAll(selector)];
    return controls
      .filter((c) => !c.closest('[aria-hidden="true"]'))
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      })
      .map((c) => `${c.tagName.toLowerCase()} "${c.getAttribute("name") ?? c.textContent?.trim().slice(0, 30)}" under the button at ${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.width)}x${Math.round(b.height)}`);
  }, [CONTROLS, button] as const);
}

/** Scrolls the page so the element's bottom edge is `above` px over the screen's bottom edge. */
function scrollToCorner(target: Locator, above: number): Promise<void> {
  return target.evaluate((el, gap) => {
    el.scrollIntoView({ block: "nearest" });
    window.scrollBy({ top: el.getBoundingClientRect().bottom - (window.innerHeight - gap), behavior: "instant" });
  }, above);
}

const box = (page: Page) => launcher(page).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

describe("the chat button keeps clear of lead forms on a phone", () => {
  for (const width of WIDTHS) {
    // Every lead form's every control at two heights: about 25 s on a quiet machine, over 60 s on a loaded one.
    it(`covers no field or submit button of any lead form at ${width} px, English and Hindi`, { timeout: 180_000 }, async () => {
      const problems: string[] = [];
      for (const { path, form } of leadFormPages()) {
        const { page, problems: logged } = await open(path, width);
        const formEl = page.locator(`form#${leadFormAnchor(form)}`);
        await formEl.waitFor();
        const controls = formEl.locator(CONTROLS);
        const count = await controls.count();
        let checked = 0;
        for (let i = 0; i < count; i++) {
          const control = controls.nth(i);
          if (await control.evaluate((el) => el.closest('[aria-hidden="true"]') !== null || el.getBoundingClientRect().height === 0)) continue;
          checked++;
          // Its bottom edge at the button's lower edge, then at its middle: both leave the button's usual place on it.
          for (const above of [HOME.inset, HOME.inset + HOME.size / 2]) {
            await scrollToCorner(control, above);
            await settled(page);
            for (const c of await covered(page, formEl)) problems.push(`${path} at ${width} px, control ${i} ${above} px up: ${c}`);
          }
        }
        // The form's fields and its submit button at least (pages add links and options of their own).
        expect(checked, `${path}: controls checked`).toBeGreaterThanOrEqual(4);
        expect(await formEl.locator('button[type="submit"]').count()).toBe(1);
        expect(logged).toEqual([]);
        await page.context().close();
      }
      expect(problems).toEqual([]);
    });
  }

  it("folds into a tab at the edge while a field has focus, keeps clear of the field, and comes back when the page moves on", async () => {
    for (const path of ["/contact", "/hi/contact"]) {
      const { page } = await open(path, 360);
      const form = page.locator(`form#${leadFormAnchor("contact")}`);
      const vw = 360;
      const vh = 740;
      await settled(page);
      expect(await box(page)).toMatchObject({ width: HOME.size, height: HOME.size, right: vw - HOME.inset, bottom: vh - HOME.inset });

      for (const name of ["name", "email", "phone", "message"]) {
        const field = form.locator(`[name="${name}"]`);
        await field.focus();
        await settled(page);
        const tab = await box(page);
        expect(tab.width, `${path} ${name}`).toBeLessThan(HOME.size);
        expect(tab.height, `${path} ${name}`).toBeLessThan(HOME.size);
        // A finger still finds it: at least 24 px each way (WCAG 2.5.8), at the screen's right edge.
        expect(Math.min(tab.width, tab.height)).toBeGreaterThanOrEqual(24);
        expect(tab.right).toBe(vw);
        expect(await covered(page, form)).toEqual([]);
        // The same button, under the same name, for a screen reader and the keyboard.
        expect(await launcher(page).isVisible()).toBe(true);
        expect(await launcher(page).getAttribute("aria-hidden")).toBeNull();
      }

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await settled(page);
      expect(await box(page)).toMatchObject({ width: HOME.size, height: HOME.size, right: vw - HOME.inset, bottom: vh - HOME.inset });
      await page.context().close();
    }
  });

  it("opens the chat with a tap while folded, without moving under the finger", async () => {
    const { page, problems } = await open("/contact", 360, 740, { hasTouch: true, isMobile: true });
    const form = page.locator(`form#${leadFormAnchor("contact")}`);
    await form.locator('[name="email"]').focus();
    await settled(page);
    const before = await box(page);
    expect(before.width).toBeLessThan(HOME.size);
    // Touching it takes the focus from the field, which would unfold it: it stays put until the finger is gone.
    await launcher(page).dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settled(page);
    expect(await box(page)).toEqual(before);
    await launcher(page).tap();
    await page.getByRole("dialog").getByLabel("Full Name").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("moves without animation for a visitor who asked for reduced motion, and glides otherwise", async () => {
    const transition = async (reducedMotion: "reduce" | "no-preference") => {
      const { page } = await open("/contact", 360, 740, { reducedMotion });
      const seconds = await launcher(page).evaluate((el) => getComputedStyle(el).transitionDuration);
      await page.context().close();
      return seconds.split(",").map((s) => parseFloat(s));
    };
    expect((await transition("reduce")).every((s) => s === 0)).toBe(true);
    expect((await transition("no-preference")).some((s) => s > 0)).toBe(true);
  });
});

describe("the chat button on a laptop", () => {
  it("leaves the finder map's Reset View uncovered at 1280 px", async () => {
    const { page, problems } = await open("/find-clinic", 1280, 800);
    const reset = page.getByRole("button", { name: "Reset View" });
    const found: string[] = [];
    for (const above of [4, HOME.inset, HOME.inset + HOME.size / 2, HOME.inset + HOME.size]) {
      await scrollToCorner(reset, above);
      await settled(page);
      found.push(...(await covered(page, reset)).map((c) => `${above} px up: ${c}`));
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
