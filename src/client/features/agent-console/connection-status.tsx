// A small sign of how the console hears about new visitors and messages: offline, live (socket) or polling every 3 s.
import { CHAT_LIMITS } from "../../../shared/schemas/chat-constants.ts";
import type { ConnectionState } from "./use-agent-console.ts";

const looks = {
  offline: { dot: "bg-stone-400", text: "Offline" },
  connecting: { dot: "bg-stone-400", text: "Connecting..." },
  live: { dot: "bg-brand-600", text: "Online · live" },
  polling: { dot: "bg-harvest-500", text: `Online · checking every ${CHAT_LIMITS.agentPollMs / 1000} s` },
  refused: { dot: "bg-red-600", text: "Online · disconnected" },
} as const;

interface Props {
  online: boolean;
  connection: ConnectionState;
  onReconnect: () => void;
}

export function ConnectionStatus({ online, connection, onReconnect }: Props) {
  const look = looks[online ? connection : "offline"];
  return (
    <div className="flex items-center gap-2">
      <p className="inline-flex items-center gap-2 rounded-full border border-stone-200 bg-white px-3 py-1.5 text-sm font-medium text-stone-800" data-connection={online ? connection : "offline"}>
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${look.dot}`} />
        {look.text}
      </p>
      {connection === "refused" && (
        <button type="button" onClick={onReconnect} className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 underline hover:bg-brand-50">
          Reconnect
        </button>
      )}
    </div>
  );
}
