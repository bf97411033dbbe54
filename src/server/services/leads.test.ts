// Repeat detection keys and the bot trap of the lead service.
import { describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../../shared/schemas/lead.ts";
import { automatedReason, normalizeEmail, normalizePhone } from "./leads.ts";

describe("normalizeEmail", () => {
  it("trims and lower-cases any address", () => {
    expect(normalizeEmail("  Asha.Devi+Soil@Example.IN ")).toBe("asha.devi+soil@example.in");
  });

  it("drops dots and +tags of Gmail addresses, which Gmail delivers to one inbox", () => {
    expect(normalizeEmail("Asha.Devi+soil@gmail.com")).toBe("ashadevi@gmail.com");
    expect(normalizeEmail("a.sha.devi@googlemail.com")).toBe("ashadevi@gmail.com");
  });
});

describe("normalizePhone", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["91-98765-43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["(0)91 98765 43210", "9876543210"],
    ["9876543210", "9876543210"],
    ["080 2345 6789", "8023456789"],
  ])("reduces the Indian number %s to its 10 digits", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it("keeps every digit of other numbers and returns null without digits", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("442079460958");
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(" - ")).toBeNull();
  });
});

describe("automatedReason", () => {
  it("flags a filled honeypot and a form sent faster than any person could", () => {
    expect(automatedReason({ honeypot: "http://spam.example", elapsedMs: 30_000 })).toBe("honeypot");
    expect(automatedReason({ honeypot: "", elapsedMs: LEAD_LIMITS.minFillMs - 1 })).toBe("too_fast");
    expect(automatedReason({ honeypot: "", elapsedMs: 0 })).toBe("too_fast");
  });

  it("flags a submission that does not say how long its form was open", () => {
    expect(automatedReason({ honeypot: "" })).toBe("untimed");
    expect(automatedReason({})).toBe("untimed");
  });

  it("lets a person through, a quick autofill included, and reads nothing into a very long time", () => {
    expect(LEAD_LIMITS.minFillMs).toBeLessThanOrEqual(1_000);
    expect(automatedReason({ honeypot: "", elapsedMs: 1_500 })).toBeNull();
    expect(automatedReason({ honeypot: "", elapsedMs: LEAD_LIMITS.minFillMs })).toBeNull();
    expect(automatedReason({ honeypot: "  ", elapsedMs: 60_000 })).toBeNull();
    expect(automatedReason({ elapsedMs: 999_999 })).toBeNull();
  });

  it("skips the timing checks for a trusted server-to-server post, but not the honeypot", () => {
    expect(automatedReason({}, { trusted: true })).toBeNull();
    expect(automatedReason({ elapsedMs: 5 }, { trusted: true })).toBeNull();
    expect(automatedReason({ honeypot: "filled" }, { trusted: true })).toBe("honeypot");
  });
});
