// How a report's period is read (issue 30): its whole India months from the month rows, the days around them from the
// day rows; a period inside one month, or shorter than one, is days only.
import { describe, expect, it } from "vitest";
import { splitPeriod } from "./reports.ts";

describe("splitPeriod", () => {
  it("reads whole months as months and the days before and after as days", () => {
    expect(splitPeriod("2026-01-15", "2026-04-10")).toEqual({ months: ["2026-02", "2026-03"], days: [["2026-01-15", "2026-01-31"], ["2026-04-01", "2026-04-10"]] });
    expect(splitPeriod("2026-01-01", "2026-03-31")).toEqual({ months: ["2026-01", "2026-03"], days: [] });
    expect(splitPeriod("2025-11-29", "2026-11-28")).toEqual({ months: ["2025-12", "2026-10"], days: [["2025-11-29", "2025-11-30"], ["2026-11-01", "2026-11-28"]] });
  });

  it("knows month ends, February and the turn of the year", () => {
    expect(splitPeriod("2024-02-01", "2024-02-29")).toEqual({ months: ["2024-02", "2024-02"], days: [] });
    expect(splitPeriod("2026-02-01", "2026-02-27")).toEqual({ months: null, days: [["2026-02-01", "2026-02-27"]] });
    expect(splitPeriod("2025-12-01", "2026-01-31")).toEqual({ months: ["2025-12", "2026-01"], days: [] });
  });

  it("reads a period within one month, or across two partly, as days", () => {
    expect(splitPeriod("2026-10-02", "2026-10-05")).toEqual({ months: null, days: [["2026-10-02", "2026-10-05"]] });
    expect(splitPeriod("2026-09-30", "2026-10-04")).toEqual({ months: null, days: [["2026-09-30", "2026-10-04"]] });
  });
});
