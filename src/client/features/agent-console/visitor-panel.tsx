// Who the agent is talking to (issue 14), beside the chat: contact details, the visitor's local time, the page the
// chat started on and the pages opened since, and earlier chats and leads with the same e-mail.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import type { VisitorContext, VisitorPage } from "../../../shared/schemas/chat-constants.ts";
import { languageLabel } from "../../../shared/locales.ts";
import { telHref } from "../../../shared/site-config.ts";
import { transcriptPath } from "../admin/conversations/conversations-api.ts";
import { ChatNotes } from "../admin/conversations/team-notes.tsx";
import { formatDateTime, sourceLabel, userTypeLabel } from "../admin/data/format.ts";
import { leadPath } from "../admin/leads/use-lead-filters.ts";
import type { useVisitorContext } from "./use-visitor-context.ts";
import { useNow } from "./waiting-time.ts";

const clock = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

/** The visitor's time now, in their zone ("4:05 pm, Asia/Kolkata"); undefined when the zone is unknown here. */
export function localTime(timeZone: string, now: number): string | undefined {
  try {
    const time = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone }).format(now);
    return `${time} (${timeZone.replace(/_/g, " ")})`;
  } catch {
    return undefined;
  }
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 text-stone-600">{term}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** A site page as a link that opens it in a new tab (the agent keeps the chat). */
function PageLink({ path }: { path: string }) {
  return (
    <a href={path} target="_blank" rel="noopener" className="font-mono text-[0.8rem] break-all text-brand-800 underline">
      {path}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Pages({ startPath, pages }: { startPath: string | null; pages: VisitorPage[] }) {
  return (
    <>
      <dl>
        <Row term="Started on">{startPath ? <PageLink path={startPath} /> : <span className="text-stone-600">Not known</span>}</Row>
      </dl>
      <div>
        <p className="text-stone-600">Pages opened since</p>
        {pages.length === 0 ? (
          <p className="text-stone-700">None yet</p>
        ) : (
          <ol className="mt-1 max-h-40 space-y-1 overflow-y-auto" aria-label="Pages opened since">
            {pages.map((p) => (
              <li key={`${p.at}${p.path}`} className="flex items-baseline justify-between gap-2">
                <PageLink path={p.path} />
                <time dateTime={p.at} className="shrink-0 text-xs text-stone-600">
                  {clock.format(new Date(p.at))}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

function History({ visitor }: { visitor: VisitorContext }) {
  return (
    <>
      <div>
        <p className="text-stone-600">Earlier chats</p>
        {visitor.earlierChats.length === 0 ? (
          <p className="text-stone-700">None</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {visitor.earlierChats.map((c) => (
              <li key={c.id}>
                <Link to={transcriptPath(c.id)} className="text-brand-800 underline">
                  {formatDateTime(c.createdAt)}
                </Link>{" "}
                <span className="text-stone-600">· {c.agentName ?? "no agent"}</span>
                {c.preview && <span className="block truncate text-xs text-stone-600">{c.preview}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <p className="text-stone-600">Leads</p>
        {visitor.leads.length === 0 ? (
          <p className="text-stone-700">None</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {visitor.leads.map((l) => (
              <li key={l.id}>
                <Link to={leadPath(l.id)} className="text-brand-800 underline">
                  {sourceLabel(l.source)} lead
                </Link>{" "}
                <span className="text-stone-600">· {formatDateTime(l.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

interface VisitorPanelProps {
  name: string;
  /** The chat, for the team's notes on it (issue 30). */
  chatId: string;
  hidden: boolean;
  /**
   * Below the chat's wide layout the panel is a sheet over the bottom of the screen (issue 30), shown while `sheetOpen`;
   * `onCloseSheet` closes it (its Close button and Escape).
   */
  sheetOpen: boolean;
  onCloseSheet: () => void;
  /** The side panel's data (read by the chat, whose header shows the visitor's presence too). */
  context: ReturnType<typeof useVisitorContext>;
  /** "On the site", "Left the site 3 min ago", "Back on the site". */
  presence: string;
}

export function VisitorPanel({ name, chatId, hidden, sheetOpen, onCloseSheet, context, presence }: VisitorPanelProps) {
  const { visitor, error, reload } = context;
  const now = useNow();
  const headingId = useId();
  const local = visitor?.timeZone ? localTime(visitor.timeZone, now) : undefined;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sheetOpen) ref.current?.focus();
  }, [sheetOpen]);

  return (
    <aside
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      hidden={hidden}
      data-visitor-panel
      onKeyDown={(e) => {
        if (sheetOpen && e.key === "Escape") onCloseSheet();
      }}
      className={`space-y-3 bg-stone-50 px-4 py-3 text-sm outline-none @2xl:static @2xl:block @2xl:max-h-none @2xl:rounded-none @2xl:border-t-0 @2xl:border-l @2xl:border-stone-200 @2xl:shadow-none ${
        sheetOpen ? "fixed inset-x-0 bottom-0 z-40 max-h-[75vh] overflow-y-auto rounded-t-2xl border-t-2 border-brand-600 shadow-2xl" : "hidden"
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-stone-900">
          About {name}
        </h4>
        {sheetOpen && (
          <button type="button" onClick={onCloseSheet} className="rounded-md px-2 py-1 font-semibold text-brand-800 underline @2xl:hidden">
            Close<span className="sr-only"> the details of {name}</span>
          </button>
        )}
      </div>
      {error && !visitor ? (
        <p className="text-red-700">
          The visitor's details could not be loaded: {error}{" "}
          <button type="button" onClick={reload} className="font-semibold text-brand-800 underline">
            Try again
          </button>
        </p>
      ) : !visitor ? (
        <p className="text-stone-600">Loading...</p>
      ) : (
        <>
          <dl className="space-y-1">
            <Row term="E-mail">
              <a href={`mailto:${visitor.email}`} className="break-all text-brand-800 underline">
                {visitor.email}
              </a>
            </Row>
            <Row term="Phone">
              {visitor.phone ? (
                <a href={telHref(visitor.phone)} className="text-brand-800 underline">
                  {visitor.phone}
                </a>
              ) : (
                <span className="text-stone-600">Not given</span>
              )}
            </Row>
            <Row term="Location">{visitor.location ?? <span className="text-stone-600">Not given</span>}</Row>
            <Row term="User type">{visitor.userType ? userTypeLabel(visitor.userType) : <span className="text-stone-600">Not given</span>}</Row>
            <Row term="Language">{languageLabel(visitor.language)}</Row>
            <Row term="Local time">{local ?? <span className="text-stone-600">Not known</span>}</Row>
            <Row term="Now">{presence}</Row>
          </dl>
          <Pages startPath={visitor.startPath} pages={visitor.pages} />
          <History visitor={visitor} />
        </>
      )}
      <ChatNotes chatId={chatId} />
    </aside>
  );
}
