import { describe, expect, it } from "vitest";
import { clusterPoints } from "./map-clusters.ts";

const ids = (groups: { id: string }[][]) => groups.map((g) => g.map((p) => p.id));

describe("clusterPoints", () => {
  it("groups points within the radius of a group's first point and leaves distant ones alone", () => {
    const groups = clusterPoints(
      [
        { id: "a", x: 100, y: 100 },
        { id: "b", x: 130, y: 110 },
        { id: "c", x: 400, y: 100 },
        { id: "d", x: 100, y: 139 },
      ],
      40,
    );
    expect(ids(groups)).toEqual([["a", "b", "d"], ["c"]]);
  });

  it("finds a group across a cell border, but not beyond the radius", () => {
    // 39 and 41 sit in different 40-pixel cells but 2 pixels apart; 0 and 81 are further than the radius.
    expect(ids(clusterPoints([{ id: "a", x: 39, y: 0 }, { id: "b", x: 41, y: 0 }], 40))).toEqual([["a", "b"]]);
    expect(ids(clusterPoints([{ id: "a", x: 0, y: 0 }, { id: "b", x: 81, y: 0 }], 40))).toEqual([["a"], ["b"]]);
  });

  it("gives the same groups for the same points and keeps every point exactly once", () => {
    const points = Array.from({ length: 500 }, (_, i) => ({ id: String(i), x: (i * 37) % 800, y: (i * 91) % 600 }));
    const first = clusterPoints(points, 44);
    expect(clusterPoints(points, 44)).toEqual(first);
    expect(first.flat().map((p) => p.id).sort()).toEqual(points.map((p) => p.id).sort());
    expect(first.every((g) => g.every((p) => (p.x - g[0]!.x) ** 2 + (p.y - g[0]!.y) ** 2 <= 44 ** 2))).toBe(true);
  });
});
