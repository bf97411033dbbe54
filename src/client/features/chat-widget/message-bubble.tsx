// One chat message: the sender's name and time above the text; page paths in replies become links, never HTML.
import { Link } from "react-router";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { splitReply } from "./reply-links.ts";

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

function ReplyText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return splitReply(text).map((part, i) =>
    part.kind === "link" ? (
      <Link key={i} to={part.path} onClick={onNavigate} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
        {part.path}
      </Link>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

export function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const time = new Date(message.created_at);
  if (message.sender_type === "system") {
    return (
      <li className="text-center text-xs text-stone-600">
        <span className="rounded-full bg-stone-200/70 px-3 py-1">{message.message}</span>
      </li>
    );
  }
  const mine = message.sender_type === "user";
  return (
    <li className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <p className="mb-1 px-1 text-xs text-stone-600">
        <span className="font-semibold text-stone-700">{mine ? "You" : message.sender_name}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={message.created_at}>{timeFormat.format(time)}</time>
      </p>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap ${
          mine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm border border-stone-200 bg-white text-stone-800"
        }`}
      >
        {mine ? message.message : <ReplyText text={message.message} onNavigate={onNavigate} />}
      </div>
    </li>
  );
}
