import { describe, expect, it } from "vitest";
import { buildCsv, csvCell, leadsCsvFileName, neutraliseFormula, UTF8_BOM } from "./csv.ts";

describe("CSV builder", () => {
  it("quotes cells with commas, quotes and new lines, doubling inner quotes", () => {
    expect(csvCell("Patil, Ramesh")).toBe('"Patil, Ramesh"');
    expect(csvCell('He said "test"')).toBe('"He said ""test"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes empty cells for null and undefined", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("neutralises cells a spreadsheet would run as formulas, also after leading spaces", () => {
    for (const v of ["=1+1", "+91 98765", "-2", "@SUM(A1)", "\tx", "\rx", "  =cmd|' /C calc'!A0"]) {
      expect(neutraliseFormula(v)).toBe(`'${v}`);
    }
    expect(neutraliseFormula("Ramesh")).toBe("Ramesh");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(csvCell("=HYPERLINK(\"http://x\",\"y\")")).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it("keeps Hindi text as UTF-8 after a byte-order mark, with CRLF line ends", () => {
    const csv = buildCsv(["Name", "Location"], [["रमेश पाटिल", "नासिक, महाराष्ट्र"]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}Name,Location\r\nरमेश पाटिल,"नासिक, महाराष्ट्र"\r\n`);
  });

  it("names the file with the brand slug and the date", () => {
    expect(leadsCsvFileName("mittimitra", new Date(2026, 0, 5))).toBe("mittimitra-leads-2026-01-05.csv");
  });
});
