// Other ways to get help, offered after a long wait for an agent, at once when a visitor asks for a person and no agent
// is online, or when the assistant could not help: keep waiting, the assistant, or a message for a call-back (stored as
// a lead linked to this chat). A chat the server does not know cannot file a call-back: it gives the phone and WhatsApp.
import { useId, useState, type FormEvent } from "react";
import { CHAT_LIMITS, preferredTimes, type CallbackChannel, type PreferredTime } from "../../../shared/schemas/chat-constants.ts";
import { LEAD_LIMITS } from "../../../shared/schemas/lead-limits.ts";
import { Button } from "../../components/ui/button.tsx";
import type { CallbackRequest } from "./chat-api.ts";
import type { OfferReason } from "./chat-storage.ts";
import type { VisitorInfo } from "./chat-api.ts";
import type { MessageId } from "../../i18n/ids.ts";
import { useT } from "../../i18n/use-t.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { telHref, whatsappHref } from "../../../shared/site-config.ts";
import { WidgetProblem } from "./widget-problem.tsx";

const TIME_IDS = {
  any: "chat.callback.time.any",
  morning: "chat.callback.time.morning",
  afternoon: "chat.callback.time.afternoon",
  evening: "chat.callback.time.evening",
} as const satisfies Record<PreferredTime, MessageId>;

const TITLE_IDS = {
  waited: "chat.offer.waitedTitle",
  "no-agent": "chat.offer.noAgentTitle",
  assistant: "chat.offer.assistantTitle",
} as const satisfies Record<OfferReason, MessageId>;

const contactLink =
  "inline-flex min-h-6 items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400";

/** The team's phone and WhatsApp, for a visitor whose chat cannot leave a message for a call-back. */
function ReachUs({ intro }: { intro: boolean }) {
  const t = useT();
  const site = useSiteConfig();
  const phone = site.phones[0];
  return (
    <div className="mb-2 text-sm text-stone-700">
      {intro && <p>{t("chat.offer.reachUs")}</p>}
      <ul className="mt-1 space-y-1">
        <li>
          <a href={telHref(phone)} className={contactLink}>
            {t("chat.offer.call", { phone })}
          </a>
        </li>
        <li>
          <a href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" className={contactLink}>
            {t("chat.offer.whatsapp")}
            <span className="sr-only"> {t("chat.message.externalLink")}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

interface OfferProps {
  /** "closed": outside the business hours with nobody online (issue 26), offered at once. */
  reason: OfferReason | "closed";
  /** Outside the business hours: "We're back tomorrow at 9:00 am." (the closed offer's title; said under no-agent's). */
  back?: string | null;
  /** Takes the focus when the panel opens (the closed offer leaves it in the message box). */
  autoFocus?: boolean;
  info: VisitorInfo;
  /** A call-back can be asked for only from a chat the server knows (a session). */
  canLeaveMessage: boolean;
  onKeepWaiting: () => void;
  onAssistant: () => void;
  onLeaveMessage: (request: CallbackRequest) => Promise<string | null>;
}

export function ChatOffer({ reason, back = null, autoFocus = true, info, canLeaveMessage, onKeepWaiting, onAssistant, onLeaveMessage }: OfferProps) {
  const t = useT();
  const [form, setForm] = useState(false);
  const titleId = useId();
  if (form) return <CallbackForm info={info} onCancel={() => setForm(false)} onSend={onLeaveMessage} />;
  return (
    <section aria-labelledby={titleId} data-autofocus={autoFocus || undefined} className="shrink-0 border-t border-stone-200 bg-brand-50 px-4 py-3">
      <h3 id={titleId} className="text-sm font-semibold text-stone-900">
        {/* The assistant's offer is of a call; where none can be asked for, its title says who answers instead. */}
        {reason === "closed" ? back : reason === "assistant" && !canLeaveMessage ? t("chat.offer.reachTitle") : t(TITLE_IDS[reason])}
      </h3>
      {reason === "no-agent" && back && <p className="text-sm text-stone-700">{back}</p>}
      {reason === "closed" ? (
        <p className="mb-2 text-sm text-stone-700">{t("chat.hours.closedIntro")}</p>
      ) : canLeaveMessage ? (
        <p className="mb-2 text-sm text-stone-700">{t("chat.offer.question")}</p>
      ) : null}
      {!canLeaveMessage && <ReachUs intro={reason !== "assistant" && reason !== "closed"} />}
      <div className="flex flex-col gap-2">
        {canLeaveMessage && (
          <Button size="sm" onClick={() => setForm(true)}>
            {t("chat.offer.leaveMessage")}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={reason === "waited" ? onAssistant : onKeepWaiting}>
          {reason === "waited" ? t("chat.offer.assistantNow") : t("chat.offer.keepWithAssistant")}
        </Button>
        {reason === "waited" && (
          <Button size="sm" variant="ghost" onClick={onKeepWaiting}>
            {t("chat.offer.keepWaiting")}
          </Button>
        )}
      </div>
    </section>
  );
}

function CallbackForm({ info, onCancel, onSend }: { info: VisitorInfo; onCancel: () => void; onSend: OfferProps["onLeaveMessage"] }) {
  const t = useT();
  const id = useId();
  const [channel, setChannel] = useState<CallbackChannel>(info.phone ? "phone" : "email");
  const [phone, setPhone] = useState(info.phone ?? "");
  const [email, setEmail] = useState(info.email);
  // The one contact field the chosen channel needs; its input type, keyboard and autofill are all "tel" or "email".
  const contact =
    channel === "phone"
      ? { type: "tel" as const, label: t("chat.callback.phone"), maxLength: LEAD_LIMITS.phoneMax, value: phone, set: setPhone }
      : { type: "email" as const, label: t("chat.callback.email"), maxLength: LEAD_LIMITS.emailMax, value: email, set: setEmail };
  const [when, setWhen] = useState<PreferredTime>("any");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const contact = channel === "phone" ? phone.trim() : email.trim();
    if (!contact) {
      setError(channel === "phone" ? t("chat.callback.phoneMissing") : t("chat.callback.emailMissing"));
      e.currentTarget.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${channel}`)}`)?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const problem = await onSend({ channel, phone: phone.trim() || null, email: email.trim() || null, preferredTime: when, note: note.trim() || null });
    setSending(false);
    if (problem) setError(problem);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-autofocus
      className="max-h-[70%] shrink-0 overflow-y-auto border-t border-stone-200 bg-white px-4 py-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-stone-900">
        {t("chat.callback.title")}
      </h3>
      <p className="mb-2 text-sm text-stone-700">{t("chat.callback.intro")}</p>
      <fieldset disabled={sending} className="space-y-2">
        <fieldset>
          <legend className="field-label">{t("chat.callback.how")}</legend>
          <div className="flex gap-4 text-sm">
            {(["phone", "email"] as const).map((c) => (
              <label key={c} className="flex items-center gap-1.5">
                <input type="radio" name={`${id}-channel`} value={c} checked={channel === c} onChange={() => setChannel(c)} />
                {c === "phone" ? t("chat.callback.byPhone") : t("chat.callback.byEmail")}
              </label>
            ))}
          </div>
        </fieldset>
        <div key={channel}>
          <label htmlFor={`${id}-${channel}`} className="field-label">
            {contact.label}
          </label>
          <input
            id={`${id}-${channel}`}
            type={contact.type}
            inputMode={contact.type}
            autoComplete={contact.type}
            maxLength={contact.maxLength}
            value={contact.value}
            onChange={(e) => contact.set(e.target.value)}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-when`} className="field-label">
            {t("chat.callback.when")}
          </label>
          <select id={`${id}-when`} value={when} onChange={(e) => setWhen(e.target.value as PreferredTime)} className="field-input">
            {preferredTimes.map((time) => (
              <option key={time} value={time}>
                {t(TIME_IDS[time])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="field-label">
            {t("chat.callback.note")}
          </label>
          <textarea id={`${id}-note`} rows={2} maxLength={CHAT_LIMITS.callbackNoteMax} value={note} onChange={(e) => setNote(e.target.value)} className="field-input resize-none" />
        </div>
      </fieldset>
      {error && <WidgetProblem className="mt-2">{error}</WidgetProblem>}
      <div className="mt-3 flex gap-2">
        <Button type="submit" size="sm" disabled={sending} className="flex-1">
          {sending ? t("chat.callback.sending") : t("chat.callback.send")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={sending}>
          {t("chat.callback.back")}
        </Button>
      </div>
    </form>
  );
}
