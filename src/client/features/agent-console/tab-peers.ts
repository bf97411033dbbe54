// The admin tabs open in this browser (issue 14): presence belongs to the admin shell, so every admin tab holds it, and
// an agent who opens a lead in a new tab and closes it must not go offline. Tabs greet each other on a BroadcastChannel,
// share presence changes, and say goodbye; only the last admin tab to close takes the agent offline.
import { CHAT_API, type AgentPresence } from "../../../shared/schemas/chat-constants.ts";
import { adminApi } from "../../lib/admin-api.ts";

type PeerMessage =
  | { type: "hello"; tab: string }
  | { type: "here"; tab: string; online: boolean | undefined }
  | { type: "presence"; tab: string; online: boolean }
  | { type: "bye"; tab: string };

/** The channel the admin tabs of one browser talk on. */
export const PRESENCE_CHANNEL = "mittimitra.agent-presence";

/** How long a new tab waits for another tab to answer before it counts itself the only one. */
export const PEER_ANSWER_MS = 250;

export interface TabPeers {
  /** Resolves with another tab's presence if one answered (undefined: no other admin tab, or none that knew). */
  greet(): Promise<boolean | undefined>;
  /** Tells the other tabs this tab changed the agent's presence. */
  share(online: boolean): void;
  /** Another admin tab is open. */
  hasPeers(): boolean;
  /** Says goodbye (the tab closes or leaves the admin area) and stops listening. */
  close(): void;
}

export const fetchPresence = () => adminApi.get<AgentPresence>(CHAT_API.presence).then((p) => p.online);

export function openTabPeers(current: () => boolean | undefined, onPresence: (online: boolean) => void): TabPeers {
  const tab = Math.random().toString(36).slice(2);
  const peers = new Set<string>();
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(PRESENCE_CHANNEL);
  let answered: ((online: boolean | undefined) => void) | null = null;
  let closed = false;
  const post = (m: PeerMessage) => {
    if (!closed) channel?.postMessage(m);
  };

  if (channel) {
    channel.onmessage = (e: MessageEvent<PeerMessage>) => {
      const m = e.data;
      if (!m || m.tab === tab) return;
      if (m.type === "bye") return void peers.delete(m.tab);
      peers.add(m.tab);
      if (m.type === "hello") post({ type: "here", tab, online: current() });
      else if (m.type === "here" && m.online !== undefined) answered?.(m.online);
      else if (m.type === "presence") onPresence(m.online);
    };
  }

  return {
    greet() {
      if (!channel) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(undefined), PEER_ANSWER_MS);
        const finish = (online: boolean | undefined) => {
          clearTimeout(timer);
          answered = null;
          resolve(online);
        };
        answered = finish;
        post({ type: "hello", tab });
      });
    },
    share: (online) => post({ type: "presence", tab, online }),
    hasPeers: () => peers.size > 0,
    close() {
      post({ type: "bye", tab });
      closed = true;
      channel?.close();
    },
  };
}
