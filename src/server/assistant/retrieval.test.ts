import { describe, expect, it } from "vitest";
import type { Passage } from "./knowledge.ts";
import { composeReply } from "./retrieval.ts";

const passage = (over: Partial<Passage>): Passage => ({ id: "p", title: "Report time", keywords: "", lead: "", more: [], links: [], ...over });

describe("composeReply", () => {
  it("leaves out a sentence that says again what the reply already says", () => {
    const reply = composeReply(
      passage({
        lead: "Results in 45-60 minutes, while the farmer waits.",
        more: ["Results are ready in 45-60 minutes, so you can wait for them.", "A test at a clinic costs ₹300-500 per sample."],
      }),
      "how long do the results take and what does it cost",
    );
    expect(reply).toBe("Results in 45-60 minutes, while the farmer waits. A test at a clinic costs ₹300-500 per sample.");
  });

  it("keeps different sentences that share a few words", () => {
    const reply = composeReply(
      passage({ lead: "Take soil from 5-10 spots of the field.", more: ["Dig each spot 6 inches deep with a clean spade."] }),
      "how deep should I dig each spot",
    );
    expect(reply).toContain("6 inches deep");
    expect(reply).toContain("5-10 spots");
  });
});
