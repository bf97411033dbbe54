// The header's agent name (issue 26): the name the chat shows, through a join, messages and a transfer.
import { describe, expect, it } from "vitest";
import { CHAT_TEXT, type ChatMessage, type SenderType } from "../../../shared/schemas/chat-constants.ts";
import { TRANSFER_TEXT } from "../../../shared/schemas/chat-answering-constants.ts";
import { currentAgentName, namedAgent } from "./agent-name.ts";

let n = 0;
const msg = (sender_type: SenderType, sender_name: string, message: string): ChatMessage => ({
  id: `m${++n}`,
  sender_type,
  sender_name,
  message,
  created_at: new Date(Date.UTC(2026, 11, 7, 4, 0, n)).toISOString(),
});
const greeting = msg("agent", "MittiMitra Agent", "Hello Ravi! Thanks for contacting MittiMitra. An agent will be with you in a moment.");
const joined = msg("system", "System", CHAT_TEXT.agentJoined);

describe("currentAgentName", () => {
  it("is unknown until the agent who joined writes, then that agent's own name", () => {
    expect(currentAgentName([greeting], "MittiMitra")).toBeNull();
    expect(currentAgentName([greeting, joined], "MittiMitra")).toBeNull();
    const chat = [greeting, joined, msg("user", "Ravi", "Namaste"), msg("agent", "Asha from MittiMitra", "Namaste Ravi!")];
    expect(currentAgentName(chat, "MittiMitra")).toBe("Asha");
    expect(currentAgentName([...chat, msg("user", "Ravi", "Thanks")], "MittiMitra")).toBe("Asha");
  });

  it("follows a transfer to another agent, and back to the queue", () => {
    const before = [greeting, joined, msg("agent", "Asha from MittiMitra", "One moment")];
    const moved = [...before, msg("system", "System", TRANSFER_TEXT.to("Meera"))];
    expect(currentAgentName(moved, "MittiMitra")).toBe("Meera");
    expect(currentAgentName([...moved, msg("agent", "Meera from MittiMitra", "Hello")], "MittiMitra")).toBe("Meera");
    expect(currentAgentName([...before, msg("system", "System", TRANSFER_TEXT.toQueue)], "MittiMitra")).toBeNull();
    // To an agent without a display name: the generic name again.
    expect(currentAgentName([...before, msg("system", "System", TRANSFER_TEXT.to("MittiMitra Agent"))], "MittiMitra")).toBeNull();
  });

  it("an agent without a display name stays unnamed", () => {
    expect(currentAgentName([greeting, joined, msg("agent", "MittiMitra Agent", "Hello")], "MittiMitra")).toBeNull();
  });
});

describe("namedAgent", () => {
  it("splits the server's 'Asha from MittiMitra'", () => {
    expect(namedAgent("Asha from MittiMitra", "MittiMitra")).toBe("Asha");
    expect(namedAgent("Asha Rao from MittiMitra", "MittiMitra")).toBe("Asha Rao");
    expect(namedAgent("MittiMitra Agent", "MittiMitra")).toBeNull();
    expect(namedAgent(" from MittiMitra", "MittiMitra")).toBeNull();
  });
});
