import { describe, expect, it } from "vitest";
import { buildCsv } from "./csv.ts";
import { parseCsv, unneutralise } from "./csv-parse.ts";

describe("parseCsv", () => {
  it("reads back what buildCsv writes: BOM, quotes, commas, doubled quotes and line breaks inside cells", () => {
    const rows = [
      ["Krishi, Clinic", 'The "best" one', "line one\nline two"],
      ["", "plain", "=SUM(A1)"],
    ];
    const parsed = parseCsv(buildCsv(["A", "B", "C"], rows));
    expect(parsed.map((r) => r.cells)).toEqual([["A", "B", "C"], rows[0], ["", "plain", "'=SUM(A1)"]]);
    expect(parsed.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(unneutralise(parsed[2]!.cells[2]!)).toBe("=SUM(A1)");
  });

  it("reads unquoted LF files and skips blank lines", () => {
    expect(parseCsv("a,b\n\n1,2\n").map((r) => r.cells)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});
