// Step 2 of the widget: the messages, suggested questions and 'Talk to a person' (bot mode), the typing indicator, the
// offer of other help after a long wait, and the message box or, once the chat ends, a new start.
import { useSiteConfig } from "../../app/site-config.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/use-t.ts";
import { CHAT_TEXT } from "../../../shared/schemas/chat-constants.ts";
import { agentName, assistantName, SUGGESTED_QUESTION_IDS } from "./chat-messages.ts";
import { ChatAfter } from "./chat-after.tsx";
import { ChatOffer } from "./chat-offer.tsx";
import { MessageComposer } from "./message-composer.tsx";
import { MessageList } from "./message-list.tsx";
import type { LiveChat } from "./use-live-chat.ts";
import type { TeamHours } from "./team-hours.ts";
import { useWidgetPhotos } from "./widget-photos.tsx";

export function ChatConversation({ live, onNavigate, hours }: { live: LiveChat; onNavigate: () => void; hours?: TeamHours }) {
  const site = useSiteConfig();
  const t = useT();
  const { chat, awaitingReply, sendError, send, reset, findingAgent } = live;
  // Photos (issue 26): the camera button and its refusals while the visitor talks to the team.
  const photos = useWidgetPhotos(live);
  if (!chat) return null;
  const showSuggestions = chat.mode === "bot" && !awaitingReply && !chat.messages.some((m) => m.sender_type === "user");
  // Outside the business hours with nobody online (issue 26): when the team is back, the assistant and a call-back,
  // in place of 'Talk to a person'.
  const afterHours = chat.mode === "bot" && !chat.ended && !chat.offer && !chat.callbackSent && !!hours?.back && !hours.dismissed;
  const showPersonButton = chat.mode === "bot" && !chat.ended && !chat.offer && !chat.callbackSent && !afterHours;
  // After a chat an agent answered: rate it, e-mail it (issue 14).
  const answered = chat.mode === "agent" && chat.messages.some((m) => m.sender_type === "system" && m.message === CHAT_TEXT.agentJoined);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <MessageList messages={chat.messages} onNavigate={onNavigate} photos={photos.loader}>
        {awaitingReply && <TypingIndicator name={assistantName(t, site)} />}
        {live.agentTyping && !chat.ended && (
          // Polite and short: it appears once per pause of the agent's typing, not per keystroke.
          <TypingIndicator name={live.agentTyping.name ?? agentName(t, site)} />
        )}
        {showSuggestions && (
          <div role="group" aria-label={t("chat.suggested.label")} className="flex flex-wrap gap-2 pt-1">
            {SUGGESTED_QUESTION_IDS.map((id) => t(id)).map((q) => (
              <button
                key={q}
                type="button"
                onClick={() => void send(q)}
                className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-left text-sm text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400"
              >
                {q}
              </button>
            ))}
          </div>
        )}
        {findingAgent && (
          <p role="status" className="px-1 text-sm text-stone-600">
            {t("chat.person.checking")}
          </p>
        )}
      </MessageList>
      {showPersonButton && (
        <div className="shrink-0 border-t border-stone-200 bg-white px-3 pt-2">
          <button
            type="button"
            onClick={() => void live.askForPerson()}
            disabled={findingAgent || awaitingReply}
            className="rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:opacity-60"
          >
            {t("chat.person.ask")}
          </button>
        </div>
      )}
      {afterHours && (
        <ChatOffer
          reason="closed"
          back={hours!.back}
          autoFocus={false}
          info={chat.info}
          canLeaveMessage={!!chat.session && !chat.callbackSent}
          onKeepWaiting={hours!.dismiss}
          onAssistant={hours!.dismiss}
          onLeaveMessage={live.leaveMessage}
        />
      )}
      {chat.offer && !chat.ended && (
        <ChatOffer
          reason={chat.offer}
          back={hours?.back ?? null}
          info={chat.info}
          canLeaveMessage={!!chat.session && !chat.callbackSent}
          onKeepWaiting={live.keepWaiting}
          onAssistant={() => void live.switchToAssistant()}
          onLeaveMessage={live.leaveMessage}
        />
      )}
      {/* One box in one place: a message refused because the chat ended meanwhile stays in it (disabled), so the
          visitor can copy it into a new chat. */}
      {(!chat.ended || sendError) && <MessageComposer disabled={awaitingReply || chat.ended} error={sendError ?? photos.error} onSend={send} onTyping={chat.mode === "agent" ? live.typed : undefined} tools={photos.button} />}
      {chat.ended && (
        <div className="max-h-[60%] shrink-0 overflow-y-auto border-t border-stone-200 px-4 py-3 text-center">
          {answered && chat.session && !chat.callbackSent && <ChatAfter session={chat.session} email={chat.info.email} />}
          <p className="mb-2 text-sm text-stone-700">{t("chat.ended.note")}</p>
          <Button onClick={reset} data-autofocus className="w-full">
            {t("chat.ended.startNew")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** '<name> is typing…' with three bouncing dots, for the assistant working on a reply and for a typing agent alike. */
function TypingIndicator({ name }: { name: string }) {
  const t = useT();
  return (
    <p role="status" className="flex items-center gap-2 px-1 text-sm text-stone-600">
      <span aria-hidden="true" className="flex gap-1">
        <span className="size-1.5 animate-bounce rounded-full bg-stone-500" />
        <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:150ms]" />
        <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:300ms]" />
      </span>
      {t("chat.typing", { name })}
    </p>
  );
}
