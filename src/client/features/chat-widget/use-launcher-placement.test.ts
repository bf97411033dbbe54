// Where the chat button goes (issue 13, Hindi review H-4): clear of the page's controls and figures, and, on a short
// phone where no spot is clear, over as little as it can.
import { describe, expect, it } from "vitest";
import { choosePlacement, HOME_PLACEMENT, LAUNCHER_BOX, type LauncherPlacement } from "./use-launcher-placement.ts";

const VW = 360;
const VH = 740;
const box = (top: number, bottom: number, left = 16, right = 344) => ({ top, bottom, left, right });

/** The button's box on a 360 x 740 screen, as the launcher draws it. */
function drawn({ shape, lift }: LauncherPlacement) {
  const b = LAUNCHER_BOX[shape];
  const bottom = VH - b.bottom - lift;
  return { top: bottom - b.height, bottom, left: VW - b.right - b.width, right: VW - b.right };
}

const overlaps = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

describe("choosePlacement", () => {
  it("keeps the round button in its corner when nothing is there", () => {
    expect(choosePlacement(HOME_PLACEMENT, [box(100, 150)], VW, VH, false)).toEqual(HOME_PLACEMENT);
  });

  it("lifts the round button just above a control in its corner", () => {
    const control = box(660, 740);
    const placed = choosePlacement(HOME_PLACEMENT, [control], VW, VH, false);
    expect(placed.shape).toBe("round");
    expect(drawn(placed).bottom).toBeLessThanOrEqual(control.top - 2);
  });

  it("folds into the tab while the visitor types", () => {
    expect(choosePlacement(HOME_PLACEMENT, [], VW, VH, true).shape).toBe("tab");
  });

  // The Hindi home page at 360 x 740: two wide buttons and the hero's price fill the corner's column, and the only gap
  // is a fraction of a pixel higher than the tab may rise. Measuring with the clearance alone put the tab 2 px into the
  // price; it belongs at its highest place, which touches nothing.
  it("with no clear spot, prefers the spot that covers nothing outright to one over a figure's edge", () => {
    const find = box(445.6, 502);
    const results = box(518, 578);
    const price = box(618, 734, 243, 344);
    const placed = choosePlacement(HOME_PLACEMENT, [find, results, price], VW, VH, false);
    expect(placed.shape).toBe("tab");
    for (const control of [find, results, price]) expect(overlaps(drawn(placed), control)).toBe(false);
  });
});
