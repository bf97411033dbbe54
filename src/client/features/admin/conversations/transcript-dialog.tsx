// One chat's transcript (issue 14): who the visitor was, who answered, and every line with its sender and time; the
// assistant's answers and the system lines (taken, ended) are marked as such, and the visitor's rating when given.
import { useMemo } from "react";
import { DEFAULT_LOCALE, languageLabel } from "../../../../shared/locales.ts";
import { Link } from "react-router";
import type { TranscriptMessage, TranscriptSender } from "../../../../shared/schemas/conversations.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { formatDateTime, userTypeLabel } from "../data/format.ts";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { leadPath } from "../leads/use-lead-filters.ts";
import { fetchConversation } from "./conversations-api.ts";
import { answeredBy, ConversationStatusBadge } from "./conversation-parts.tsx";
import { PhotoSource, PhotoView } from "../../chat-photos/photo-view.tsx";
import { adminPhotoLoader, teamPhotoLabels } from "../../chat-photos/team-photos.ts";
import { contactLine } from "../contact-line.ts";
import { ChatLabels, NoteComposer } from "./team-notes.tsx";

const senderLabels: Record<TranscriptSender, string> = { visitor: "Visitor", agent: "Agent", assistant: "Assistant", system: "System", note: "Internal note" };

const bubble: Record<Exclude<TranscriptSender, "system">, string> = {
  visitor: "bg-stone-100 text-stone-900 mr-8",
  agent: "bg-brand-50 text-stone-900 ml-8 border border-brand-100",
  assistant: "bg-sky-50 text-stone-900 ml-8 border border-sky-100",
  // The team's note: set apart (dashed, amber), and never part of what the visitor saw.
  note: "bg-amber-50 text-stone-900 mx-4 border border-dashed border-amber-400",
};

const timeOnly = new Intl.DateTimeFormat("en-IN", { timeStyle: "short" });

function Line({ m }: { m: TranscriptMessage }) {
  if (m.sender === "system") {
    return (
      <li className="py-1 text-center text-xs text-stone-600">
        <span className="sr-only">System: </span>
        {m.text} · <time dateTime={m.at}>{timeOnly.format(new Date(m.at))}</time>
      </li>
    );
  }
  return (
    <li className={`rounded-xl px-3.5 py-2.5 ${bubble[m.sender]}`}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-stone-600">
        <span className="font-semibold text-stone-800">{m.name}</span>
        {m.sender !== "visitor" && <span className="rounded bg-white/70 px-1.5 font-medium text-stone-700">{m.sender === "note" ? "Internal note: the visitor does not see it" : senderLabels[m.sender]}</span>}
        <time dateTime={m.at} title={formatDateTime(m.at)}>
          {timeOnly.format(new Date(m.at))}
        </time>
      </p>
      {m.photo ? (
        <div className="mt-1">
          <PhotoView photo={m.photo} labels={teamPhotoLabels(m.name)} />
        </div>
      ) : (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{m.text}</p>
      )}
    </li>
  );
}

export function TranscriptDialog({ chatId, onClose }: { chatId: string | null; onClose: () => void }) {
  const { data, error, reload } = useAsync(() => (chatId ? fetchConversation(chatId) : Promise.resolve(undefined)), [chatId]);
  const shown = data && data.conversation.id === chatId ? data : undefined;
  const c = shown?.conversation;
  // The chat's photos (issue 26), read with the admin's sign-in.
  const chatKey = c?.id;
  const photos = useMemo(() => (chatKey ? adminPhotoLoader(chatKey) : null), [chatKey]);
  return (
    <Dialog
      open={!!chatId}
      onClose={onClose}
      size="xl"
      title={c ? `Chat with ${c.visitorName}` : error ? "Chat not found" : "Loading..."}
      description={c ? `Started ${formatDateTime(c.createdAt)}${c.endedAt ? `, ended ${formatDateTime(c.endedAt)}` : ""}` : undefined}
    >
      {error && <LoadError what="The chat" message={error} onRetry={reload} />}
      {c && shown && (
        <div className="space-y-5">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Visitor</dt>
              <dd className="break-words text-stone-900">
                {[c.visitorName, contactLine(c.visitorEmail, c.visitorPhone)].filter(Boolean).join(" · ")}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Answered by</dt>
              <dd className="text-stone-900">{answeredBy(c)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Status</dt>
              <dd>
                <ConversationStatusBadge status={c.status} />
                <span className="ml-2 text-stone-700">
                  {c.userType ? userTypeLabel(c.userType) : ""}
                  {c.language && c.language !== DEFAULT_LOCALE ? ` · ${languageLabel(c.language)}` : ""}
                </span>
              </dd>
            </div>
          </dl>
          {shown.rating && (
            <p className="text-sm" data-rating={shown.rating.rating}>
              <span className="font-semibold text-stone-900">Visitor&apos;s rating: </span>
              <span className={shown.rating.rating === "good" ? "font-semibold text-brand-800" : "font-semibold text-red-800"}>{shown.rating.rating === "good" ? "Good" : "Bad"}</span>
              {shown.rating.comment && <span className="text-stone-800"> · “{shown.rating.comment}”</span>}
              <span className="text-stone-600"> · {formatDateTime(shown.rating.ratedAt)}</span>
            </p>
          )}
          <ChatLabels key={c.id} chatId={c.id} labels={c.labels ?? []} onChange={() => reload()} />
          {c.leadId && (
            <p className="text-sm">
              The visitor left a call-back request:{" "}
              <Link to={leadPath(c.leadId)} className="font-semibold text-brand-800 underline">
                open the lead
              </Link>
            </p>
          )}
          {shown.messages.length === 0 ? (
            <p className="text-stone-600">No messages in this chat.</p>
          ) : (
            <PhotoSource.Provider value={photos}>
              <ol aria-label="Messages, oldest first" className="space-y-2">
                {shown.messages.map((m) => (
                  <Line key={m.id} m={m} />
                ))}
              </ol>
            </PhotoSource.Provider>
          )}
          {shown.truncated && <p className="text-sm text-stone-600">This chat is longer: only its first {shown.messages.length.toLocaleString("en-IN")} messages are shown.</p>}
          <NoteComposer chatId={c.id} onAdded={() => reload()} />
        </div>
      )}
    </Dialog>
  );
}
