// One chat message: the sender's name and time above the text; page paths and web addresses in replies become links
// (never HTML). An agent's links read as words ('Find a Clinic', 'icar.org.in'); the assistant names its pages itself.
import { Link } from "../../components/locale-link.tsx";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { pathLabel, routeLinkIds, splitReply, urlLabel } from "./reply-links.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { useFormat, useT } from "../../i18n/use-t.ts";
import { agentName, systemText } from "./chat-messages.ts";

const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

function ReplyText({ text, readable, onNavigate }: { text: string; readable: boolean; onNavigate: () => void }) {
  const t = useT();
  const pageName = (path: string) => {
    const id = routeLinkIds.get(path);
    return id ? t(id) : undefined;
  };
  return splitReply(text).map((part, i) =>
    part.kind === "link" ? (
      <Link key={i} to={part.path} onClick={onNavigate} className={linkClass}>
        {readable ? pathLabel(part.path, pageName) : part.path}
      </Link>
    ) : part.kind === "url" ? (
      // Another site opens in a new tab, without a window.opener or a Referer back to the chat.
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" title={part.href} className={linkClass}>
        {urlLabel(part.href)}
        <span className="sr-only"> {t("chat.message.externalLink")}</span>
      </a>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

export function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const t = useT();
  const format = useFormat();
  const site = useSiteConfig();
  if (message.sender_type === "system") {
    return (
      <li data-message-id={message.id} className="text-center text-xs text-stone-600">
        <span className="rounded-full bg-stone-200/70 px-3 py-1">{systemText(t, message.message)}</span>
      </li>
    );
  }
  const mine = message.sender_type === "user";
  // The server names every agent "<brand> Agent" in English; the visitor reads that name in the page's language.
  const sender = mine ? t("chat.message.you") : message.sender_type === "agent" && message.sender_name === `${site.brand} Agent` ? agentName(t, site) : message.sender_name;
  return (
    <li data-message-id={message.id} className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <p className="mb-1 px-1 text-xs text-stone-600">
        <span className="font-semibold text-stone-700">{sender}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={message.created_at}>{format.date(message.created_at, TIME)}</time>
      </p>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap ${
          mine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm border border-stone-200 bg-white text-stone-800"
        }`}
      >
        {mine ? message.message : <ReplyText text={message.message} readable={message.sender_type === "agent"} onNavigate={onNavigate} />}
      </div>
    </li>
  );
}
