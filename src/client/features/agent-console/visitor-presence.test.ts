import { describe, expect, it } from "vitest";
import { presenceText, visitorPresence, VISITOR_AWAY_MS } from "./visitor-presence.ts";

describe("the visitor's presence, as the agent reads it", () => {
  const now = Date.parse("2026-11-28T10:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("is on the site within a minute of the last sign, and has left after it", () => {
    expect(presenceText(visitorPresence(ago(VISITOR_AWAY_MS - 1000), now, false), now)).toBe("On the site");
    expect(presenceText(visitorPresence(ago(VISITOR_AWAY_MS + 1000), now, false), now)).toBe("Left the site 1 min ago");
    expect(presenceText(visitorPresence(ago(7 * 60_000), now, false), now)).toBe("Left the site 7 min ago");
  });

  it("is back once seen again after having left, and not known before any sign", () => {
    expect(presenceText(visitorPresence(ago(5000), now, true), now)).toBe("Back on the site");
    expect(visitorPresence(null, now, false)).toEqual({ state: "unknown" });
  });
});
