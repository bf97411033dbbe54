// The agent's status in the admin bar on every screen (issues 14, 30): how many visitors are waiting, linked to the
// inbox, and the status (online, away, offline) as a native select, so it works the same by mouse, keyboard and touch.
import { Link } from "react-router";
import { AGENT_STATUSES, type AgentStatus } from "../../../shared/schemas/chat-constants.ts";
import { CONSOLE_PATH, useAgentShell } from "./presence-context.tsx";

const STATUS_LABEL: Record<AgentStatus, string> = { online: "Online", away: "Away", offline: "Offline" };

const DOT: Record<AgentStatus, string> = { online: "bg-brand-600", away: "bg-harvest-500", offline: "bg-stone-400" };

/** On a phone the select is as wide as its words; below 380 px only the dot shows (the status is still announced). */
const COMPACT = "w-[5.5rem] max-[379px]:w-9 max-[379px]:px-0 max-[379px]:text-transparent";

const HINT: Record<AgentStatus, string> = {
  online: "Online: new visitors can reach you.",
  away: "Away: you keep your chats, and new visitors go to others.",
  offline: "Offline: you get no chats.",
};

export function AgentStatus({ compact }: { compact?: boolean }) {
  const { presence, live } = useAgentShell();
  const { status, busy } = presence;
  const waiting = live.state.waiting?.length ?? 0;
  return (
    <div className="flex shrink-0 items-center gap-1.5 min-[380px]:gap-2" data-agent-status={status ?? "unknown"}>
      <Link
        to={CONSOLE_PATH}
        aria-label={`${waiting} ${waiting === 1 ? "customer" : "customers"} waiting`}
        className={`inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 ${
          waiting > 0 ? "bg-harvest-400 text-stone-900 hover:bg-harvest-500" : "bg-stone-100 text-stone-700 hover:bg-stone-200"
        }`}
      >
        {waiting}
        {!compact && <span>waiting</span>}
      </Link>
      <span className="relative inline-flex items-center" title={status ? HINT[status] : undefined}>
        <span aria-hidden="true" className={`pointer-events-none absolute left-2.5 h-2.5 w-2.5 rounded-full ${compact ? "max-[379px]:left-[13px]" : ""} ${DOT[status ?? "offline"]}`} />
        <select
          aria-label="Your chat status"
          value={status ?? ""}
          disabled={busy || status === undefined}
          onChange={(e) => presence.setStatus(e.target.value as AgentStatus)}
          className={`h-8 appearance-none rounded-full border border-stone-300 bg-white py-0 pr-2.5 pl-7 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:opacity-60 ${compact ? COMPACT : ""}`}
        >
          {status === undefined && <option value="">…</option>}
          {AGENT_STATUSES.map((s) => (
            <option key={s} value={s} className="text-stone-900">
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
