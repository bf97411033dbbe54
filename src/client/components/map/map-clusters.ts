// Grouping map pins that would overlap at the current zoom into one numbered marker (issue 11: a network of clinics
// shown at the scale of India). Works on screen positions, so it stays free of Leaflet and is tested on its own.

export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

/**
 * Groups points lying within `radius` pixels of a group's first point, in the order given (so the same points always
 * give the same groups). A grid of `radius`-sized cells means each point is compared with the groups of the nine
 * cells around it only, not with every group.
 */
export function clusterPoints(points: readonly ScreenPoint[], radius: number): ScreenPoint[][] {
  const groups: { x: number; y: number; members: ScreenPoint[] }[] = [];
  const cells = new Map<string, number[]>();
  const cellOf = (x: number, y: number) => [Math.floor(x / radius), Math.floor(y / radius)] as const;
  const r2 = radius * radius;
  for (const p of points) {
    const [cx, cy] = cellOf(p.x, p.y);
    let found: number | undefined;
    for (let dx = -1; dx <= 1 && found === undefined; dx++) {
      for (let dy = -1; dy <= 1 && found === undefined; dy++) {
        for (const g of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          const group = groups[g]!;
          if ((group.x - p.x) ** 2 + (group.y - p.y) ** 2 <= r2) {
            found = g;
            break;
          }
        }
      }
    }
    if (found !== undefined) {
      groups[found]!.members.push(p);
      continue;
    }
    groups.push({ x: p.x, y: p.y, members: [p] });
    const key = `${cx},${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), groups.length - 1]);
  }
  return groups.map((g) => g.members);
}
