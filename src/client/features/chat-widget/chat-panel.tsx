// The chat panel (spec 2.18): a non-modal dialog, 380 x 600 px, minimised to a 60 px bar; lead form first, then the chat.
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from "react";
import { CHAT } from "../../../shared/constants.ts";
import { Trans } from "@lingui/react";
import { useSiteConfig } from "../../app/site-config.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { WidgetView } from "./chat-view.ts";
import { ChatConversation } from "./chat-conversation.tsx";
import { ChatLeadForm } from "./chat-lead-form.tsx";
import { agentName, assistantName } from "./chat-messages.ts";
import { useLiveChat } from "./use-live-chat.ts";
import { currentAgentName } from "./agent-name.ts";
import { useTeamHours } from "./team-hours.ts";

interface ChatPanelProps {
  view: WidgetView;
  onViewChange: (view: WidgetView) => void;
  /** Told how many messages the visitor has not seen, for the chat button while the panel is closed. */
  onUnread?: (count: number) => void;
}

/** The element marked data-autofocus, or the first field inside it, takes focus when the panel opens. */
const FOCUSABLE = "input:not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled)";

const headerButton =
  "rounded-full px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-harvest-400";

export default function ChatPanel({ view, onViewChange, onUnread }: ChatPanelProps) {
  const site = useSiteConfig();
  const t = useT();
  const live = useLiveChat();
  const { chat } = live;
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const minimised = view === "minimised";
  // While the assistant answers, the team's hours say who is there: away until a time, or nobody online right now.
  const botChat = chat?.mode === "bot" && !chat.ended ? (chat.session?.sessionId ?? chat.messages[0]?.id ?? "bot") : null;
  const hours = useTeamHours(botChat);

  // Messages count as read while the chat is open in view; the chat button and the bar count the others.
  const { markSeen, unread } = live;
  useEffect(() => {
    if (view !== "open" || !chat) return;
    const look = () => document.visibilityState === "visible" && markSeen();
    look();
    document.addEventListener("visibilitychange", look);
    return () => document.removeEventListener("visibilitychange", look);
  }, [view, chat, markSeen]);
  useEffect(() => onUnread?.(unread), [unread, onUnread]);

  // Focus moves into the panel when it opens (or comes back from the bar), and into the chat once the form is done.
  const step = chat ? "chat" : "form";
  useEffect(() => {
    if (view !== "open") return;
    // A visitor already in one of the form's fields stays there (the early form handed the focus over, first-tap.ts).
    const active = document.activeElement;
    if (step === "form" && active instanceof HTMLElement && active.matches("input, select, textarea") && panel.current?.contains(active)) return;
    const marked = panel.current?.querySelector<HTMLElement>("[data-autofocus]");
    const field = marked?.matches(FOCUSABLE) ? marked : marked?.querySelector<HTMLElement>(FOCUSABLE);
    (field ?? panel.current)?.focus();
  }, [view, step]);

  // The header says what is true: waiting (with the place in the queue), connected (spec 2.18: 'Connected to' the
  // agent, on two lines so the name fits a phone's header, only once an agent took the chat), or ended.
  const agentStatus = chat?.mode === "agent" ? (chat.ended ? "ended" : (chat.queue?.status ?? "waiting")) : undefined;
  const connected = agentStatus === "active";
  const position = chat?.queue?.queuePosition ?? null;
  const title = !chat
    ? t("chat.panel.title")
    : agentStatus === "ended"
      ? t("chat.panel.endedTitle")
      : agentStatus === "waiting"
        ? t("chat.panel.waitingTitle")
        : connected
          ? // The agent by name, as the chat shows it (issue 26); the generic name only for an agent without one.
            (live.agentTyping?.name ?? currentAgentName(chat.messages, site.brand) ?? agentName(t, site))
          : assistantName(t, site);
  const subtitle = !chat
    ? t("chat.panel.intro")
    : agentStatus === "waiting"
      ? position === null
        ? t("chat.panel.queue")
        : t("chat.panel.queuePosition", { position })
      : agentStatus === "ended"
        ? t("chat.panel.endedSubtitle")
        : chat.mode === "bot"
          ? botSubtitle()
          : null;

  /**
   * Issue 26: "busy" only when agents are online and this visitor waited in the queue; outside the business hours the
   * team is away; inside them with nobody online, nobody is online. Nothing while the hours are not known.
   */
  function botSubtitle(): string | null {
    const a = hours.availability;
    if (!a) return null;
    if (a.hasAvailableAgent) return chat?.queueWaitMs !== undefined ? t("chat.panel.agentsBusy") : t("chat.panel.agentOnline");
    return a.open ? t("chat.panel.nobodyOnline") : t("chat.panel.closedNow");
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onViewChange("closed");
    }
  };

  // On a phone the panel covers the page: after following a link in the chat, fold it away so the page shows.
  const onNavigate = () => {
    if (window.matchMedia("(max-width: 639px)").matches) onViewChange("minimised");
  };

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={view === "closed"}
      onKeyDown={onKeyDown}
      // Spec 9 sizes on larger screens; on a phone the whole screen less a margin.
      style={
        {
          "--panel-w": `${CHAT.panelWidthPx}px`,
          "--panel-h": `${CHAT.panelHeightPx}px`,
          ...(minimised ? { height: CHAT.minimisedHeightPx } : {}),
        } as CSSProperties
      }
      className="fixed right-4 bottom-4 z-40 flex h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white text-stone-800 shadow-2xl outline-none sm:h-[min(var(--panel-h),calc(100dvh-2rem))] sm:w-(--panel-w)"
    >
      <header style={{ height: CHAT.minimisedHeightPx }} className="flex shrink-0 items-center gap-2 bg-brand-800 pr-2 pl-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm leading-tight font-semibold text-white sm:text-base">
            {connected ? (
              <Trans id="chat.panel.connectedTo" values={{ name: title }} components={{ line: <span className="block text-xs font-normal text-brand-100" /> }} />
            ) : (
              title
            )}
          </h2>
          {minimised && unread > 0 && <span className="ml-1 rounded-full bg-harvest-400 px-2 py-0.5 text-xs font-bold text-stone-900">{t("launcher.unread", { count: unread })}</span>}
          {subtitle && !minimised && (
            <p className="truncate text-xs text-brand-100" aria-live="polite">
              {subtitle}
            </p>
          )}
        </div>
        {chat && !minimised && (
          <button type="button" onClick={live.reset} className={headerButton} title={t("chat.panel.resetHint")}>
            {t("chat.panel.reset")}
          </button>
        )}
        <button
          type="button"
          onClick={() => onViewChange(minimised ? "open" : "minimised")}
          aria-label={minimised ? t("chat.panel.expand") : t("chat.panel.minimise")}
          title={minimised ? t("chat.panel.expand") : t("chat.panel.minimise")}
          className={`${headerButton} size-9 px-0`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            {minimised ? <path d="M6 15l6-6 6 6" /> : <path d="M5 12h14" />}
          </svg>
        </button>
        <button type="button" onClick={() => onViewChange("closed")} aria-label={t("chat.panel.close")} title={t("chat.panel.close")} className={`${headerButton} size-9 px-0`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>
      {!minimised &&
        (chat ? <ChatConversation live={live} onNavigate={onNavigate} hours={hours} /> : <ChatLeadForm onStart={live.start} />)}
    </section>
  );
}
