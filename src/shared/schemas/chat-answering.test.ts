// Canned replies' variables and shortcuts.
import { describe, expect, it } from "vitest";
import { cannedReplySchema, fillCannedReply, firstName } from "./chat-answering.ts";

describe("fillCannedReply", () => {
  it("fills the visitor's first name and the agent's name, and leaves other braces alone", () => {
    expect(fillCannedReply("Namaste {first_name}! I am {agent_name}. {first_name}, see {price}.", { firstName: "Asha", agentName: "Ravi" })).toBe(
      "Namaste Asha! I am Ravi. Asha, see {price}.",
    );
  });

  it("takes the first word of a name", () => {
    expect(firstName("  Asha Devi ")).toBe("Asha");
    expect(firstName("आशा देवी")).toBe("आशा");
  });
});

describe("cannedReplySchema", () => {
  it("lower-cases a shortcut and drops a leading slash", () => {
    expect(cannedReplySchema.parse({ title: " Price ", shortcut: " /Soil-Test ", body: "Rs 300" })).toEqual({ title: "Price", shortcut: "soil-test", body: "Rs 300" });
  });
});
