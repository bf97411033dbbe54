// One chat message: the sender's name and time above the text; page paths, web addresses and phone numbers in replies
// become links (never HTML). An agent's links read as words ('Find a Clinic', 'icar.org.in'); the assistant names its
// pages itself, and its titled links go under its text. A phone number is a tel: link on one line.
import { Link } from "../../components/locale-link.tsx";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { pathLabel, routeLinkIds, splitReply, titledLinks, urlLabel, type TitledLink } from "./reply-links.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { useT } from "../../i18n/use-t.ts";
import { systemText } from "../../../shared/schemas/chat-system-lines.ts";
import { agentName } from "./chat-messages.ts";
import { namedAgent } from "./agent-name.ts";
import { MessagePhoto } from "./widget-photos.tsx";
import { messageTime } from "./message-time.ts";

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";
// At least 24 px tall (WCAG 2.2 target size), the icon beside the first line of a label that wraps.
const titledLinkClass = `${linkClass} flex min-h-6 items-start gap-1.5 py-0.5`;

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
    ) : part.kind === "phone" ? (
      // Tapped, it dials; never broken after "+91" on a narrow phone.
      <a key={i} href={part.href} className={`${linkClass} whitespace-nowrap`}>
        {part.text}
      </a>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

const iconClass = "mt-1 size-3.5 shrink-0";

/**
 * The assistant's titled links under its reply: a site page in the page's language (a Hindi page links to Hindi pages),
 * a web address (WhatsApp) in a new tab that says so to a screen reader. Not a list: each item of the chat log is one
 * message, and stays so for a screen reader's count.
 */
function ReplyLinks({ links, onNavigate }: { links: TitledLink[]; onNavigate: () => void }) {
  const t = useT();
  return (
    <div className="mt-2 flex flex-col items-start gap-1 border-t border-stone-200 pt-2 whitespace-normal">
      {links.map((link, i) =>
        link.kind === "page" ? (
          <Link key={i} to={link.path} onClick={onNavigate} className={titledLinkClass}>
            <svg aria-hidden="true" viewBox="0 0 16 16" className={iconClass} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 8h10M9 4l4 4-4 4" />
            </svg>
            <span>{link.label}</span>
          </Link>
        ) : (
          <a key={i} href={link.href} target="_blank" rel="noopener noreferrer" className={titledLinkClass}>
            <svg aria-hidden="true" viewBox="0 0 16 16" className={iconClass} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M7 3H3v10h10V9M9 3h4v4M13 3L7 9" />
            </svg>
            <span>
              {link.label}
              <span className="sr-only"> {t("chat.message.externalLink")}</span>
            </span>
          </a>
        ),
      )}
    </div>
  );
}

export function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const t = useT();
  const site = useSiteConfig();
  if (message.sender_type === "system") {
    return (
      <li data-message-id={message.id} className="text-center text-xs text-stone-600">
        <span className="rounded-full bg-stone-200/70 px-3 py-1">{systemText(t, message.message)}</span>
      </li>
    );
  }
  const mine = message.sender_type === "user";
  const links = mine ? [] : titledLinks(message.links);
  // The server names every agent "<brand> Agent", or "Asha from <brand>", in English; the visitor reads either in the
  // page's language.
  const named = message.sender_type === "agent" ? namedAgent(message.sender_name, site.brand) : null;
  const sender = mine
    ? t("chat.message.you")
    : message.sender_type === "agent" && message.sender_name === `${site.brand} Agent`
      ? agentName(t, site)
      : named
        ? t("chat.name.agentNamed", { name: named, brand: site.brand })
        : message.sender_name;
  return (
    <li data-message-id={message.id} className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <p className="mb-1 px-1 text-xs text-stone-600">
        <span className="font-semibold text-stone-700">{sender}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={message.created_at}>{messageTime(t, message.created_at)}</time>
      </p>
      <div
        className={`max-w-[85%] rounded-2xl ${message.photo ? "p-1" : "px-3.5 py-2.5"} text-sm leading-relaxed break-words whitespace-pre-wrap ${
          mine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm border border-stone-200 bg-white text-stone-800"
        }`}
      >
        {message.photo ? (
          <MessagePhoto photo={message.photo} mine={mine} sender={sender} />
        ) : mine ? (
          message.message
        ) : (
          <ReplyText text={message.message} readable={message.sender_type === "agent"} onNavigate={onNavigate} />
        )}
        {links.length > 0 && <ReplyLinks links={links} onNavigate={onNavigate} />}
      </div>
    </li>
  );
}
