// The lead detail's history (issue 14): the visitor's chats, linked to their transcripts, and the other leads with
// the same e-mail or phone.
import type { LeadHistory } from "../../../../shared/schemas/conversations.ts";
import { formatDateTime, sourceLabel } from "../data/format.ts";
import { useAsync } from "../data/use-async.ts";
import { fetchLeadHistory } from "./conversations-api.ts";
import { ConversationLine } from "./conversation-parts.tsx";

const matchWords = { email: "same e-mail", phone: "same phone" } as const;

export function LeadHistorySections({ leadId, onOpenLead }: { leadId: string; onOpenLead: (id: string) => void }) {
  const { data, error } = useAsync<LeadHistory>(() => fetchLeadHistory(leadId), [leadId]);
  if (error) return <p className="text-sm text-red-700">The visitor's chats could not be loaded: {error}</p>;
  if (!data) return <p className="text-sm text-stone-600">Loading chats...</p>;
  return (
    <>
      <section aria-labelledby={`chats-${leadId}`}>
        <h3 id={`chats-${leadId}`} className="font-semibold text-stone-900">
          Chats
        </h3>
        {data.conversations.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No chats with this visitor.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.conversations.map((c) => (
              <ConversationLine key={c.id} c={c} />
            ))}
          </ul>
        )}
      </section>
      {data.relatedLeads.length > 0 && (
        <section aria-labelledby={`related-${leadId}`}>
          <h3 id={`related-${leadId}`} className="font-semibold text-stone-900">
            Other leads with the same e-mail or phone
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {data.relatedLeads.map((l) => (
              <li key={l.id}>
                <button type="button" className="text-brand-800 underline" onClick={() => onOpenLead(l.id)}>
                  {l.name}
                </button>{" "}
                · {sourceLabel(l.source)} · {formatDateTime(l.created_at)} ({l.matches.map((m) => matchWords[m]).join(", ")})
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
