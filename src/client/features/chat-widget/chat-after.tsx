// The end of a chat with an agent (issue 14): the visitor may rate it (good or bad, with an optional comment) and have
// it e-mailed to the address given at the start. Both are optional and neither hides "Start a new chat".
import { useId, useState, type FormEvent } from "react";
import { RATING_LIMITS, type Rating } from "../../../shared/schemas/chat-answering-constants.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useProblemText } from "../../i18n/error-text.ts";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../components/ui/button.tsx";
import { emailTranscript, rateChat } from "./after-chat-api.ts";
import type { VisitorSession } from "./chat-api.ts";
import { WidgetProblem } from "./widget-problem.tsx";

const choice =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400";

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 ${down ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 10v11H4V10h3zm0 0l4-8a2.5 2.5 0 0 1 2.5 2.5V8h5.2a2 2 0 0 1 2 2.3l-1.4 8.4a2 2 0 0 1-2 1.7H7" />
    </svg>
  );
}

function RateChat({ session }: { session: VisitorSession }) {
  const t = useT();
  const describe = useProblemText();
  const id = useId();
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState("");
  const [state, setState] = useState<"choosing" | "sending" | "sent">("choosing");
  const [error, setError] = useState<string | null>(null);

  if (state === "sent") {
    return (
      <p role="status" className="text-sm font-medium text-brand-800">
        {t("chat.end.ratingThanks")}
      </p>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!rating || state === "sending") return;
    setState("sending");
    setError(null);
    try {
      await rateChat(session, rating, comment.trim() || null);
      setState("sent");
    } catch (err) {
      setState("choosing");
      setError(err instanceof ApiError && err.status < 500 ? describe(err) : t("chat.end.ratingFailed"));
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-q`}>
      <fieldset>
        <legend id={`${id}-q`} className="text-sm font-semibold text-stone-900">
          {t("chat.end.rateQuestion")}
        </legend>
        <div className="mt-1.5 flex gap-2">
          {(["good", "bad"] as const).map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={rating === r}
              onClick={() => setRating(r)}
              className={`${choice} ${rating === r ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"}`}
            >
              <Thumb down={r === "bad"} />
              {r === "good" ? t("chat.end.good") : t("chat.end.bad")}
            </button>
          ))}
        </div>
      </fieldset>
      {rating && (
        <div className="mt-2 space-y-2">
          <label htmlFor={`${id}-comment`} className="field-label">
            {t("chat.end.comment")}
          </label>
          <textarea
            id={`${id}-comment`}
            rows={2}
            maxLength={RATING_LIMITS.commentMax}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            className="field-input resize-none py-2 text-sm"
          />
          <Button type="submit" size="sm" disabled={state === "sending"}>
            {t("chat.end.sendRating")}
          </Button>
        </div>
      )}
      {error && <WidgetProblem className="mt-2">{error}</WidgetProblem>}
    </form>
  );
}

/** Sends the chat to the address given at the start, and to no other (the server refuses any other, issue 27). */
function EmailTranscript({ session, email }: { session: VisitorSession; email: string }) {
  const t = useT();
  const describe = useProblemText();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (sentTo) {
    return (
      <p role="status" className="text-sm font-medium text-brand-800">
        {t("chat.end.transcriptSent", { email: sentTo })}
      </p>
    );
  }

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      setSentTo((await emailTranscript(session)).to);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? describe(err) : t("chat.end.transcriptFailed"));
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <p className="text-sm text-stone-700">{t("chat.end.transcriptTo", { email })}</p>
      <Button type="button" size="sm" variant="outline" className="mt-1.5" disabled={sending} onClick={() => void send()}>
        {sending ? t("chat.end.transcriptSending") : t("chat.end.transcriptTitle")}
      </Button>
      {error && <WidgetProblem className="mt-2">{error}</WidgetProblem>}
    </div>
  );
}

export function ChatAfter({ session, email }: { session: VisitorSession; email: string }) {
  return (
    <div className="mb-3 space-y-3 border-b border-stone-200 pb-3 text-left">
      <RateChat session={session} />
      {/* A chat started with a phone number only has no address to send it to. */}
      {email && <EmailTranscript session={session} email={email} />}
    </div>
  );
}
