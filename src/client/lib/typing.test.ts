// The typing sender tells the other side once per window, and again at once after a message went.
import { describe, expect, it } from "vitest";
import { TYPING } from "../../shared/schemas/chat-answering-constants.ts";
import { typingSender } from "./typing.ts";

describe("typingSender", () => {
  it("sends on the first keystroke, then at most once per throttle window", () => {
    let now = 1000;
    let sent = 0;
    const s = typingSender(() => sent++, () => now);
    s.typed();
    s.typed();
    now += TYPING.throttleMs - 1;
    s.typed();
    expect(sent).toBe(1);
    now += 1;
    s.typed();
    expect(sent).toBe(2);
  });

  it("starts over after a message was sent, so the next keystroke tells at once", () => {
    let sent = 0;
    const s = typingSender(() => sent++, () => 5000);
    s.typed();
    s.sent();
    s.typed();
    expect(sent).toBe(2);
  });
});
