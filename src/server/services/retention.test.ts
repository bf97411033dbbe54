// The retention's cut-off times (issue 27): calendar months back without running into the next month, spam by days.
import { describe, expect, it } from "vitest";
import { cutoffsOf, monthsBefore } from "./retention.ts";

describe("monthsBefore", () => {
  it("goes back whole calendar months, keeping the time of day", () => {
    expect(monthsBefore(new Date("2026-12-09T10:30:00.000Z"), 24)).toBe("2024-12-09T10:30:00.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00.000Z"), 1)).toBe("2025-12-15T00:00:00.000Z");
    expect(monthsBefore(new Date("2026-05-20T23:59:59.999Z"), 120)).toBe("2016-05-20T23:59:59.999Z");
  });

  it("takes the last day of a shorter month, never a day of the month after", () => {
    expect(monthsBefore(new Date("2026-03-31T08:00:00.000Z"), 1)).toBe("2026-02-28T08:00:00.000Z");
    expect(monthsBefore(new Date("2028-03-31T08:00:00.000Z"), 1)).toBe("2028-02-29T08:00:00.000Z");
    expect(monthsBefore(new Date("2026-10-31T08:00:00.000Z"), 1)).toBe("2026-09-30T08:00:00.000Z");
  });
});

describe("cutoffsOf", () => {
  it("gives leads and conversations their months and spam its days", () => {
    const now = new Date("2026-12-09T10:00:00.000Z");
    expect(cutoffsOf({ leadsMonths: 24, conversationsMonths: 6, spamDays: 30 }, now)).toEqual({
      leads: "2024-12-09T10:00:00.000Z",
      conversations: "2026-06-09T10:00:00.000Z",
      spam: "2026-11-09T10:00:00.000Z",
    });
  });
});
