// NOTIFY payloads: an event's JSON goes whole while it fits PostgreSQL's limit, otherwise in parts that fit and join
// back into exactly the same text, whatever the characters.
import { describe, expect, it } from "vitest";
import { NOTIFY_MAX_BYTES, NotifyAssembler, notifyPayloads } from "./event-bus.ts";

const event = (text: string) => JSON.stringify({ kind: "message", sessionId: "s", agentId: null, message: { id: "m", message: text } });

function deliver(payloads: string[], assembler = new NotifyAssembler()): string[] {
  return payloads.map((p) => assembler.add(p)).filter((j): j is string => j !== null);
}

describe("NOTIFY payloads", () => {
  it("sends an event that fits as it is, such as 2,000 Devanagari characters", () => {
    const json = event("म".repeat(2000));
    expect(notifyPayloads(json)).toEqual([json]);
  });

  it.each([
    ["control characters, escaped to six bytes each", "\u0001".repeat(2000)],
    ["emoji whose halves fall on every possible boundary", "a🌾".repeat(20_000)],
    ["three-byte characters", "क".repeat(30_000)],
  ])("splits %s into parts under the limit that join back exactly", (_, text) => {
    const json = event(text);
    const parts = notifyPayloads(json);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
      expect(Buffer.from(p).toString()).toBe(p); // no surrogate pair cut in two
    }
    expect(deliver(parts)).toEqual([json]);
  });

  it("delivers events in the order they arrive, with whole events between split ones", () => {
    const small = event("hello");
    const big1 = event("\u0002".repeat(2000));
    const big2 = event("🌱".repeat(3000));
    const all = [...notifyPayloads(big1), ...notifyPayloads(small), ...notifyPayloads(big2), ...notifyPayloads(small)];
    expect(deliver(all)).toEqual([big1, small, big2, small]);
  });

  it("drops an event whose parts stopped coming (a lost connection) and goes on with the next", () => {
    const lost = notifyPayloads(event("\u0003".repeat(2000)));
    const next = event("\u0004".repeat(2000));
    expect(deliver([lost[0]!, ...notifyPayloads(next)])).toEqual([next]);
  });

  it("refuses a payload that is neither an event nor a part", () => {
    expect(() => new NotifyAssembler().add("hello")).toThrow();
  });
});
