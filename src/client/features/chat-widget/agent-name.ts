// The name of the agent the visitor is talking to, for the widget's header (issue 26): the name the chat itself shows,
// so the header and the messages agree ("Asha"), or null while no named agent is known ("MittiMitra Agent" then).
import { CHAT_TEXT, type ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { TRANSFER_TEXT } from "../../../shared/schemas/chat-answering-constants.ts";

/** "Asha from MittiMitra", as the server names an agent with a display name, split into the name and the brand. */
export function namedAgent(senderName: string, brand: string): string | null {
  const suffix = ` from ${brand}`;
  return senderName.endsWith(suffix) && senderName.length > suffix.length ? senderName.slice(0, -suffix.length) : null;
}

/**
 * The agent holding the chat now, by the messages, newest first: a transfer line names the new agent; a join or a
 * return to the queue means an agent whose name the chat has not shown yet; otherwise the last agent message's name.
 */
export function currentAgentName(messages: readonly ChatMessage[], brand: string): string | null {
  const generic = `${brand} Agent`;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.sender_type === "system") {
      const transfer = TRANSFER_TEXT.toPattern.exec(m.message);
      if (transfer) return transfer[1] === generic ? null : transfer[1]!;
      if (m.message === CHAT_TEXT.agentJoined || m.message === TRANSFER_TEXT.toQueue) return null;
    } else if (m.sender_type === "agent" && m.sender_name !== generic) {
      return namedAgent(m.sender_name, brand) ?? m.sender_name;
    }
  }
  return null;
}
