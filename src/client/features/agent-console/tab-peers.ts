// The admin tabs open in this browser (issues 14, 30): every admin tab holds the agent's status, so a change made in one
// reaches the others at once on a BroadcastChannel. Nothing else needs saying between tabs: the server keeps the status
// across a reload or a closed tab for its grace period (use-presence.ts), so no tab has to ask another.
import { CHAT_API, type AgentPresence, type AgentStatus } from "../../../shared/schemas/chat-constants.ts";
import { adminApi } from "../../lib/admin-api.ts";

/** The channel the admin tabs of one browser talk on. */
export const PRESENCE_CHANNEL = "mittimitra.agent-presence";

export interface TabPeers {
  /** Tells the other tabs this tab changed the agent's status. */
  share(status: AgentStatus): void;
  /** Stops listening (the shell unmounts). */
  close(): void;
}

export const fetchPresence = () => adminApi.get<AgentPresence>(CHAT_API.presence).then((p) => p.status);

export function openTabPeers(onStatus: (status: AgentStatus) => void): TabPeers {
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(PRESENCE_CHANNEL);
  if (channel) channel.onmessage = (e: MessageEvent<{ status?: AgentStatus }>) => e.data?.status && onStatus(e.data.status);
  let closed = false;
  return {
    share: (status) => {
      if (!closed) channel?.postMessage({ status });
    },
    close() {
      closed = true;
      channel?.close();
    },
  };
}
