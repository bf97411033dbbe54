import { describe, expect, it } from "vitest";
import type { Passage } from "./knowledge.ts";
import { Retriever, composeReply } from "./retrieval.ts";

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

describe("Retriever.search", () => {
  const retriever = new Retriever([
    passage({ id: "price", title: "Test price", lead: "A soil test costs ₹300-500 per sample at a clinic.", keywords: "price rate cost daam" }),
    passage({ id: "time", title: "Report time", lead: "The report is ready in 45-60 minutes.", keywords: "report time" }),
    passage({ id: "depth", title: "Sampling depth", lead: "Dig 6 inches deep.", keywords: "sample depth" }),
  ]);

  it("finds our price when the question names what it asks the price of, and not a price of something else", () => {
    expect(retriever.search("soil test ka daam kya hai").map((h) => h.passage.id)).toEqual(["price"]);
    for (const q of ["petrol ka daam kya hai", "gold price"]) expect(retriever.search(q), q).toEqual([]);
  });
});
