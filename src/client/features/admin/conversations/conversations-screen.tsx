// Admin Conversations (issue 14): every chat newest first, live or ended, with an agent or the assistant alone; search
// by name, e-mail or message text, filters, Previous/Next paging by cursor, and each chat's transcript.
import { CONVERSATIONS_PAGE_SIZES, conversationStatuses, humanFilters, type ConversationSummary } from "../../../../shared/schemas/conversations.ts";
import { useAdminUsers } from "../team/use-admin-users.ts";
import { useRole } from "../role-access.ts";
import { CursorPager } from "../data/cursor-pager.tsx";
import { ClearFiltersButton, DateRangeFields, FilterSelect, SearchBox, useDebouncedSearch } from "../data/filter-controls.tsx";
import { formatDateTime } from "../data/format.ts";
import { EmptyList } from "../data/list-parts.tsx";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { answeredBy, ConversationStatusBadge, conversationStatusLabels, countLabel } from "./conversation-parts.tsx";
import { TranscriptDialog } from "./transcript-dialog.tsx";
import { useConversationFilters } from "./use-conversation-filters.ts";
import { contactLine } from "../contact-line.ts";
import { useState } from "react";
import { fetchConversations, fetchLabels } from "./conversations-api.ts";
import { LabelChip, LabelManager } from "./team-notes.tsx";

/** Whether a person took the chat: without one, the assistant answered alone or the visitor left the queue. */
const humanLabels = { with: "With an agent", without: "Without an agent" } as const;

function ConversationCard({ c, onOpen }: { c: ConversationSummary; onOpen: () => void }) {
  return (
    <li className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">
            <button type="button" className="text-left text-brand-800 hover:underline" onClick={onOpen}>
              {c.visitorName}
              <span className="sr-only">: open the transcript</span>
            </button>
          </h2>
          <ConversationStatusBadge status={c.status} />
        </div>
        <p className="truncate text-sm text-stone-600">{contactLine(c.visitorEmail, c.visitorPhone)}</p>
        {c.preview && <p className="mt-1 line-clamp-2 text-sm break-words text-stone-800">“{c.preview}”</p>}
        {c.labels && c.labels.length > 0 && (
          <p className="mt-1.5 flex flex-wrap gap-1.5">
            <span className="sr-only">Labels: </span>
            {c.labels.map((l) => (
              <LabelChip key={l} name={l} />
            ))}
          </p>
        )}
      </div>
      <div className="shrink-0 text-sm text-stone-700 sm:text-right">
        <p>
          <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
        </p>
        <p>{answeredBy(c)}</p>
        <p className="text-stone-600">{countLabel(c.visitorMessages, "visitor message")}</p>
      </div>
    </li>
  );
}

export default function ConversationsScreen() {
  const { form, query, active, update, clear, openChat } = useConversationFilters();
  const search = useDebouncedSearch(form.q, update);
  // The team list is for admins (issue 27); an agent filters by status and dates, and the cards still name the agent.
  const admin = useRole() === "admin";
  const { users } = useAdminUsers(admin);
  const { data, loading, error, reload } = useAsync(() => fetchConversations(query), [JSON.stringify(query)]);
  // The team's labels, to filter by; a change in the admins' list reloads it and the chats.
  const [labelsVersion, setLabelsVersion] = useState(0);
  const labels = useAsync(() => fetchLabels(), [labelsVersion]);
  const agents = users?.map((u) => u.id) ?? [];
  const agentName = (id: string) => {
    const u = users?.find((x) => x.id === id);
    return u ? u.name || u.email : id;
  };
  const shown = data?.conversations.length ?? 0;
  const first = data ? data.position + 1 : 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-2">Conversations</h1>
        <p className="mt-1 text-stone-600">Every chat with a visitor, with an agent or with the assistant, newest first.</p>
      </div>

      <form role="search" aria-label="Find chats" className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
        <SearchBox className="sm:col-span-2" placeholder="Name, e-mail or words from the chat" search={search} />
        <FilterSelect label="Status" allLabel="All statuses" value={form.status} options={conversationStatuses} optionLabel={(s) => conversationStatusLabels[s]} onChange={(v) => update({ status: v })} />
        {admin && <FilterSelect label="Agent" allLabel="All agents" value={form.agent} options={agents} optionLabel={agentName} onChange={(v) => update({ agent: v })} />}
        <FilterSelect label="Answered by" allLabel="Agent or assistant" value={form.human} options={humanFilters} optionLabel={(h) => humanLabels[h]} onChange={(v) => update({ human: v })} />
        <FilterSelect label="Label" allLabel="Any label" value={form.label} options={labels.data?.map((l) => l.name) ?? []} optionLabel={(l) => l} onChange={(v) => update({ label: v })} />
        <ClearFiltersButton search={search} onClear={clear} disabled={!active} />
        <DateRangeFields from={form.fromDate} to={form.toDate} onChange={update} />
      </form>

      {admin && (
        <LabelManager
          version={labelsVersion}
          onChange={() => {
            setLabelsVersion((v) => v + 1);
            reload();
          }}
        />
      )}

      {error && <LoadError what="The chats" message={error} onRetry={reload} />}

      <p className="sr-only" aria-live="polite">
        {loading ? "Loading chats" : data ? (shown ? `Showing chats ${first} to ${data.position + shown}` : "No chats found") : ""}
      </p>

      {loading && !data && <p className="text-stone-600">Loading...</p>}
      {data && shown === 0 ? (
        active ? <EmptyList title="No chats found" text="Try other words or fewer filters." /> : <EmptyList title="No chats yet" text="Chats from the site's chat widget will show here." />
      ) : (
        <ol aria-label="Chats, newest first" className={`space-y-3 ${loading ? "opacity-60" : ""}`}>
          {data?.conversations.map((c) => (
            <ConversationCard key={c.id} c={c} onOpen={() => update({ chat: c.id })} />
          ))}
        </ol>
      )}

      {data && (shown > 0 || data.prevCursor) && (
        <CursorPager
          page={{ ...data, shown }}
          onCursor={(c) => update({ cursor: c })}
          sizes={CONVERSATIONS_PAGE_SIZES}
          pageSize={query.pageSize}
          onPageSize={(size) => update({ pageSize: size })}
        />
      )}

      <TranscriptDialog
        chatId={openChat}
        onClose={() => {
          update({ chat: "" });
          // Labels set in the transcript show on its card and in the counts.
          setLabelsVersion((v) => v + 1);
          reload();
        }}
      />
    </div>
  );
}
