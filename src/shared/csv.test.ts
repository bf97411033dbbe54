import { describe, expect, it } from "vitest";
import { buildCsv, csvCell, csvPhone, csvRow, leadsCsvFileName, neutraliseFormula, UTF8_BOM } from "./csv.ts";

describe("CSV builder", () => {
  it("quotes every text cell, doubling inner quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("Patil, Ramesh")).toBe('"Patil, Ramesh"');
    expect(csvCell('He said "test"')).toBe('"He said ""test"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvRow(["Asha", "asha@example.in", "2026-11-22T10:00:00.000Z"])).toBe('"Asha","asha@example.in","2026-11-22T10:00:00.000Z"');
  });

  it("writes empty cells for null and undefined", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvRow(["Asha", null, csvPhone(null)])).toBe('"Asha",,');
  });

  it("neutralises cells a spreadsheet would run as formulas, also after leading spaces", () => {
    for (const v of ["=1+1", "-2", "+SUM(A1)", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseFormula(v)).toBe(`'${v}`);
    }
    expect(neutraliseFormula("  =cmd|' /C calc'!A0")).toBe("  '=cmd|' /C calc'!A0");
    expect(neutraliseFormula("Ramesh")).toBe("Ramesh");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("Ram-Kumar")).toBe("Ram-Kumar");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it("neutralises a formula start after any character a spreadsheet may split cells on", () => {
    // Quoted, the cell is one cell in a comma CSV; an import that splits on ';' or tabs would still see "=2+1" alone.
    expect(csvCell("Nashik;=2+1")).toBe(`"Nashik;'=2+1"`);
    expect(csvCell("Nashik, =2+1")).toBe(`"Nashik, '=2+1"`);
    expect(csvCell("Nashik\t@SUM(A1)")).toBe(`"Nashik\t'@SUM(A1)"`);
    expect(csvCell("first line\n-cmd")).toBe(`"first line\n'-cmd"`);
    expect(csvCell("first line\r\n+cmd")).toBe(`"first line\r\n'+cmd"`);
    expect(csvCell("Nashik; Maharashtra")).toBe(`"Nashik; Maharashtra"`);
  });

  it("keeps a phone number as typed: quoted text without an apostrophe", () => {
    expect(csvCell(csvPhone("+91 98765 43210"))).toBe('"+91 98765 43210"');
    expect(csvCell(csvPhone("+91-98765-43210"))).toBe('"+91-98765-43210"');
    expect(csvCell(csvPhone("(0253) 245 1234"))).toBe('"(0253) 245 1234"');
    expect(csvCell(csvPhone("9876543210"))).toBe('"9876543210"');
    expect(csvCell(csvPhone("  "))).toBe("");
    // The same text in any other column is neutralised: only a phone cell is known to hold a phone.
    expect(csvCell("+91 98765 43210")).toBe(`"'+91 98765 43210"`);
  });

  it("neutralises a phone cell that holds anything but a phone number", () => {
    expect(csvCell(csvPhone("+91 98765 43210;=1+1"))).toBe(`"'+91 98765 43210;'=1+1"`);
    expect(csvCell(csvPhone("=HYPERLINK(\"http://x\")"))).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell(csvPhone("+-"))).toBe(`"'+-"`);
  });

  it("keeps Hindi text as UTF-8 after a byte-order mark, with CRLF line ends", () => {
    const csv = buildCsv(["Name", "Location"], [["रमेश पाटिल", "नासिक, महाराष्ट्र"]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}"Name","Location"\r\n"रमेश पाटिल","नासिक, महाराष्ट्र"\r\n`);
  });

  it("names the file with the brand slug and the date", () => {
    expect(leadsCsvFileName("mittimitra", new Date(2026, 0, 5))).toBe("mittimitra-leads-2026-01-05.csv");
  });
});
