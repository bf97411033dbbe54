// The agent's status in the admin bar on every screen (issue 14): a small online/offline switch and how many visitors
// are waiting, linked to the console.
import { Link } from "react-router";
import { CONSOLE_PATH, useAgentShell } from "./presence-context.tsx";

export function AgentStatus({ compact }: { compact?: boolean }) {
  const { presence, live } = useAgentShell();
  const { online, busy } = presence;
  const waiting = live.state.waiting?.length ?? 0;
  const on = online === true;
  return (
    <div className="flex shrink-0 items-center gap-1.5 min-[380px]:gap-2" data-agent-status={online === undefined ? "unknown" : on ? "online" : "offline"}>
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
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Available for chats"
        disabled={busy || online === undefined}
        onClick={presence.toggle}
        title={on ? "You are online: visitors can reach you. Click to go offline." : "You are offline. Click to go online."}
        className="inline-flex h-8 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:opacity-60"
      >
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${on ? "bg-brand-600" : "bg-stone-400"}`} />
        {/* Below 380 px only the dot shows (green: online); the switch's state is still announced. */}
        <span className={compact ? "hidden min-[380px]:inline" : undefined}>{on ? "Online" : "Offline"}</span>
      </button>
    </div>
  );
}
