// Where the chat button sits so it never covers a form field, a button, a link or a hero figure (issue 13): it rises above or drops
// below what would be under it, or folds into a narrow tab at the screen's edge, and it always folds while the visitor
// types in a field (on a phone the keyboard is then up and every pixel of the form counts).
import { useEffect, useState, type RefObject } from "react";

export type LauncherShape = "round" | "tab";

export interface LauncherPlacement {
  shape: LauncherShape;
  /** How far above its usual place the button sits, in px. */
  lift: number;
}

export const HOME_PLACEMENT: LauncherPlacement = { shape: "round", lift: 0 };

/**
 * The button's box in each shape, in CSS px from the viewport's bottom right corner: the round 56 px button, and a tab
 * flush with the edge that still gives a finger 24 x 40 px. The launcher draws itself from these, so what is checked
 * here is what is on screen.
 */
export const LAUNCHER_BOX: Record<LauncherShape, { width: number; height: number; right: number; bottom: number }> = {
  round: { width: 56, height: 56, right: 16, bottom: 16 },
  tab: { width: 24, height: 40, right: 0, bottom: 16 },
};

const SHAPES = Object.keys(LAUNCHER_BOX) as LauncherShape[];

/**
 * What the button must not cover: everything a visitor taps or types into, and the few figures a page marks as its
 * point (`data-launcher-clear`: the hero's price and time, which the button covered on a 360 px phone).
 */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [contenteditable="true"], [data-launcher-clear]';

/** Space kept between the button and a control, so a finger aimed at one never lands on the other. */
const CLEARANCE = 2;

/** Input types that take no typing, so they bring up no keyboard. */
const NOT_TYPED = new Set(["button", "submit", "reset", "checkbox", "radio", "image", "range", "color", "file"]);

/** Whether this element is a field the visitor is filling in (on a phone, the on-screen keyboard is up). */
function isFormField(el: Element | null): boolean {
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLElement && el.isContentEditable);
}

/**
 * How far up each shape may move: the round button a little (a big button floating mid-screen is in the way too), the
 * tab further, to a gap between fields, never into the top half of a short screen.
 */
function maxLift(shape: LauncherShape, viewportHeight: number): number {
  return Math.min(Math.round(viewportHeight * 0.4), shape === "round" ? 120 : 280);
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boxAt(shape: LauncherShape, lift: number, vw: number, vh: number): Box {
  const b = LAUNCHER_BOX[shape];
  const bottom = vh - b.bottom - lift;
  const right = vw - b.right;
  return { left: right - b.width, top: bottom - b.height, right, bottom };
}

/** The area of the controls under the box, with `margin` px around the box counted as part of it. */
function coveredArea(box: Box, controls: readonly Box[], margin: number): number {
  let area = 0;
  for (const c of controls) {
    const w = Math.min(box.right + margin, c.right) - Math.max(box.left - margin, c.left);
    const h = Math.min(box.bottom + margin, c.bottom) - Math.max(box.top - margin, c.top);
    if (w > 0 && h > 0) area += w * h;
  }
  return area;
}

/**
 * The place for the button, given the boxes of the controls near the corner. Round is preferred to the tab, its usual
 * place to any other; once moved, it stays where it is while that spot is still clear (so it does not ride along with
 * the page as it scrolls), and else takes the clear spot nearest to where it was. Spots tried: the usual one, and just
 * above and just below each control (a spot higher than the shape may go is tried at its highest). When no spot is
 * clear with the clearance, the tab where it covers least: first what it covers outright, then what it comes within
 * the clearance of (a tab 1 px short of a gap is better than one over a figure's edge).
 */
export function choosePlacement(current: LauncherPlacement, controls: readonly Box[], vw: number, vh: number, typing: boolean): LauncherPlacement {
  const shapes: LauncherShape[] = typing ? ["tab"] : ["round", "tab"];
  let fallback: { placement: LauncherPlacement; covered: number; near: number } | undefined;
  for (const shape of shapes) {
    const { height, bottom } = LAUNCHER_BOX[shape];
    const limit = maxLift(shape, vh);
    const lifts = new Set([0]);
    for (const c of controls) {
      lifts.add(Math.ceil(vh - bottom - c.top + CLEARANCE)); // the button's bottom edge above the control
      lifts.add(Math.floor(vh - bottom - height - c.bottom - CLEARANCE)); // its top edge below the control
    }
    const clear: number[] = [];
    for (const wanted of lifts) {
      if (wanted < 0) continue;
      const lift = Math.min(wanted, limit);
      const box = boxAt(shape, lift, vw, vh);
      const near = coveredArea(box, controls, CLEARANCE);
      if (near === 0) {
        clear.push(lift);
        continue;
      }
      if (shape !== "tab") continue;
      const covered = coveredArea(box, controls, 0);
      const better =
        !fallback ||
        covered < fallback.covered ||
        (covered === fallback.covered && (near < fallback.near || (near === fallback.near && lift < fallback.placement.lift)));
      if (better) fallback = { placement: { shape, lift }, covered, near };
    }
    if (clear.length === 0) continue;
    if (clear.includes(0)) return { shape, lift: 0 };
    if (current.shape === shape && clear.includes(current.lift)) return current;
    const from = current.shape === shape ? current.lift : 0;
    const nearest = clear.reduce((a, b) => (Math.abs(b - from) < Math.abs(a - from) || (Math.abs(b - from) === Math.abs(a - from) && b < a) ? b : a));
    return { shape, lift: nearest };
  }
  return fallback?.placement ?? { shape: "tab", lift: 0 };
}

/**
 * Keeps the launcher clear of the page's controls while `active` (the button is shown). An IntersectionObserver
 * watches which controls are in the band of the screen the button may use, so a scroll costs nothing while none is;
 * when some are, one animation frame reads just their boxes and, only if the place changes, renders once. The
 * button never moves while a pointer is on it, so a tap lands where the visitor aimed.
 */
export function useLauncherPlacement(button: RefObject<HTMLElement | null>, active: boolean): LauncherPlacement {
  const [placement, setPlacement] = useState(HOME_PLACEMENT);

  useEffect(() => {
    const self = button.current;
    if (!active || !self) return;
    const root = document.documentElement;
    const observed = new Set<Element>();
    const inBand = new Set<Element>();
    // Unknown at first, so the first check always renders its answer (the button may come back from an open chat).
    let current: LauncherPlacement | null = null;
    let held = false;
    let frame = 0;
    let scanFrame = 0;

    const update = () => {
      frame = 0;
      if (held) return;
      const controls: Box[] = [];
      for (const el of inBand) {
        const r = el.getBoundingClientRect();
        if (r.width > 1 && r.height > 1) controls.push(r);
      }
      const next = choosePlacement(current ?? HOME_PLACEMENT, controls, root.clientWidth, root.clientHeight, isFormField(document.activeElement));
      if (!current || next.shape !== current.shape || next.lift !== current.lift) {
        current = next;
        setPlacement(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Nothing near the corner and the button at home: a scroll or a change of size has nothing to move.
    const onMove = () => {
      if (inBand.size > 0 || !current || current.shape !== "round" || current.lift !== 0) schedule();
    };

    let band: IntersectionObserver | undefined;
    /** (Re)starts the watch on the band at the right edge the button may use, sized for the current viewport. */
    const watchBand = () => {
      band?.disconnect();
      inBand.clear();
      const vw = root.clientWidth;
      const vh = root.clientHeight;
      const bandWidth = Math.max(...SHAPES.map((s) => LAUNCHER_BOX[s].right + LAUNCHER_BOX[s].width)) + CLEARANCE;
      const bandHeight = Math.max(...SHAPES.map((s) => LAUNCHER_BOX[s].bottom + maxLift(s, vh) + LAUNCHER_BOX[s].height)) + CLEARANCE;
      band = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (e.isIntersecting) inBand.add(e.target);
            else inBand.delete(e.target);
          }
          schedule();
        },
        { rootMargin: `${-Math.max(0, vh - bandHeight)}px 0px 0px ${-Math.max(0, vw - bandWidth)}px` },
      );
      for (const el of observed) band.observe(el);
    };
    /** Watches the controls added to the page since the last look, and forgets the ones removed. */
    const scan = () => {
      scanFrame = 0;
      for (const el of observed) {
        if (el.isConnected) continue;
        observed.delete(el);
        inBand.delete(el);
        band?.unobserve(el);
      }
      for (const el of document.querySelectorAll(CONTROLS)) {
        if (el === self || observed.has(el)) continue;
        observed.add(el);
        band?.observe(el);
      }
    };
    const onResize = () => {
      watchBand();
      schedule();
    };

    const added = new MutationObserver(() => {
      if (!scanFrame) scanFrame = requestAnimationFrame(scan);
    });
    // The page growing or shrinking (a section opening, a result list) moves controls without a scroll.
    const resized = new ResizeObserver(onMove);
    const hold = () => {
      held = true;
    };
    const release = () => {
      held = false;
      schedule();
    };

    watchBand();
    scan();
    schedule();
    added.observe(document.body, { childList: true, subtree: true });
    resized.observe(document.body);
    document.addEventListener("scroll", onMove, { capture: true, passive: true });
    window.addEventListener("resize", onResize);
    // On a phone the on-screen keyboard changes the visual viewport only.
    window.visualViewport?.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    self.addEventListener("pointerenter", hold);
    self.addEventListener("pointerdown", hold);
    self.addEventListener("pointerleave", release);
    self.addEventListener("pointercancel", release);

    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(scanFrame);
      band?.disconnect();
      added.disconnect();
      resized.disconnect();
      document.removeEventListener("scroll", onMove, { capture: true });
      window.removeEventListener("resize", onResize);
      window.visualViewport?.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
      self.removeEventListener("pointerenter", hold);
      self.removeEventListener("pointerdown", hold);
      self.removeEventListener("pointerleave", release);
      self.removeEventListener("pointercancel", release);
    };
  }, [button, active]);

  return placement;
}
