// Small pieces the chat history shows in several places: a chat's status, who answered it, and a one-line summary.
import { Link } from "react-router";
import type { ConversationStatus, ConversationSummary } from "../../../../shared/schemas/conversations.ts";
import { formatDateTime } from "../data/format.ts";
import { transcriptPath } from "./conversations-api.ts";

export const conversationStatusLabels: Record<ConversationStatus, string> = { waiting: "Waiting", active: "Live", ended: "Ended" };

const statusColours: Record<ConversationStatus, string> = {
  waiting: "bg-amber-100 text-amber-900",
  active: "bg-brand-100 text-brand-900",
  ended: "bg-stone-200 text-stone-800",
};

export function ConversationStatusBadge({ status }: { status: ConversationStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusColours[status]}`}>{conversationStatusLabels[status]}</span>;
}

/** "Agent: Asha", "Assistant", both when the visitor talked to each, or "No one answered" (left the queue). */
export function answeredBy(c: ConversationSummary): string {
  const parts = [c.agent ? `Agent: ${c.agent.name}` : null, c.assistantMessages > 0 ? "Assistant" : null].filter(Boolean);
  return parts.length ? parts.join(" · ") : "No one answered";
}

const count = (n: number, one: string) => `${n.toLocaleString("en-IN")} ${one}${n === 1 ? "" : "s"}`;

/** A chat in a short list (the lead detail): who, when, by whom, linked to its transcript. */
export function ConversationLine({ c }: { c: ConversationSummary }) {
  return (
    <li className="rounded-lg border border-stone-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={transcriptPath(c.id)} className="font-semibold text-brand-800 underline">
          Chat on {formatDateTime(c.createdAt)}
        </Link>
        <ConversationStatusBadge status={c.status} />
      </div>
      <p className="mt-1 text-stone-700">
        {answeredBy(c)} · {count(c.visitorMessages, "message")} from {c.visitorName}
      </p>
      {c.preview && <p className="mt-1 truncate text-stone-600">“{c.preview}”</p>}
    </li>
  );
}

export { count as countLabel };
