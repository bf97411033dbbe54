// The frame every website lead form shares: fields, the hidden bot trap, the consent line, 'Sending...', the failure
// alert with a retry that keeps the visitor's answers, and the thank-you view once the lead is stored. Without
// JavaScript the same form posts to its page, whose action (lead-form-action.ts) stores the lead and sends the browser
// to the thanks, or renders the form again with the answers and the problems the server found. With JavaScript the
// form checks the answers itself first. Either way the problems are listed at the top and shown next to their fields
// in the page's language; the browser's own checks are off (noValidate), as its bubbles speak the browser's language.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { usePageActionData, usePageLocation, usePageSearchParams } from "../../app/page-context.tsx";
import type { WebsiteLeadForm } from "../../../shared/schemas/lead-forms.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConsentNote } from "../../components/consent-note.tsx";
import { HoneypotField } from "./form-fields.tsx";
import { FORM_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD, SHOWN_AT_FIELD } from "./lead-mapping.ts";
import { SENT_PARAM, leadFormAnchor, type LeadFormReply } from "./lead-form-action.ts";
import { ReturnedAnswersProvider, fieldElementId, type ReturnedAnswers } from "./returned-answers.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { useProblemText } from "../../i18n/error-text.ts";
import type { FieldProblem } from "../../../shared/schemas/contact-rules.ts";

export interface LeadFormThanks {
  title: string;
  body: ReactNode;
}

interface LeadFormProps {
  form: WebsiteLeadForm;
  /** Accessible name of the form. */
  label: string;
  submitText: string;
  thanks: LeadFormThanks;
  children: ReactNode;
  className?: string;
  /**
   * False for a form that exists only with JavaScript (the clinic dialog's): it takes no part in the server's answer
   * to a post without JavaScript, and it has no id, so it never repeats the page's own form of the same kind.
   */
  postsWithoutScript?: boolean;
}

function Thanks({ id, title, body }: LeadFormThanks & { id?: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to the confirmation so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div id={id} role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center sm:p-10">
      <svg className="mx-auto h-14 w-14 text-brand-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 ref={headingRef} tabIndex={-1} className="heading-3 mt-4 text-2xl outline-none">
        {title}
      </h3>
      <div className="mt-3 space-y-4 leading-relaxed text-stone-700">{body}</div>
    </div>
  );
}

/** Why the message did not go; with JavaScript a retry button, without it the form's own button sends again. */
function FailureAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t("form.failed")}</p>
      <p className="mt-1">{message}</p>
      <p className="mt-1">{t("form.answersKept")}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t("form.retry")}
        </Button>
      )}
    </div>
  );
}

/**
 * The list of problems at the top of the form, each linking to its field: the server's for a form posted without
 * JavaScript, which takes the focus as the page loads (the autofocus attribute, no script), or the form's own check
 * with JavaScript, which takes it when shown (`takeFocus`). Either way it is read out first.
 */
function ErrorSummary({ idPrefix, errors, takeFocus }: { idPrefix: string; errors: Readonly<Record<string, FieldProblem>>; takeFocus: boolean }) {
  const headingId = `${idPrefix}-problems`;
  const t = useT();
  const describe = useProblemText();
  const ref = useRef<HTMLDivElement>(null);
  // With JavaScript the form's own check shows the list: React sets no autofocus on a client render, so focus it here.
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={ref} role="alert" aria-labelledby={headingId} tabIndex={-1} autoFocus className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 outline-none focus:ring-2 focus:ring-red-700">
      <h3 id={headingId} className="font-semibold">
        {t("form.checkAnswers")}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {Object.entries(errors).map(([name, problem]) => (
          <li key={name}>
            <a href={`#${fieldElementId(idPrefix, name)}`} className="underline underline-offset-2">
              {describe({ field: name, ...problem })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** When the server rendered the form; sent with a post made before JavaScript runs, so its time on screen is known. */
function ShownAtField() {
  // Read once: the browser's own render keeps the server's value (the script path does not use it).
  const [shownAt] = useState(() => String(Date.now()));
  return <input type="hidden" name={SHOWN_AT_FIELD} defaultValue={shownAt} suppressHydrationWarning />;
}

/** The server's answer to this form's post without JavaScript, if the page shows one. */
function useLeadFormReply(form: WebsiteLeadForm): LeadFormReply | null {
  const reply = usePageActionData() as LeadFormReply | undefined;
  return reply?.form === form ? reply : null;
}

export function LeadForm({ form, label, submitText, thanks, children, className = "", postsWithoutScript = true }: LeadFormProps) {
  const { status, error, fieldErrors, attempt, onSubmit } = useLeadSubmit(form);
  const t = useT();
  const locale = useLocale();
  const describe = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const [params] = usePageSearchParams();
  const { pathname, search } = usePageLocation();
  const pageReply = useLeadFormReply(form);
  const reply = postsWithoutScript ? pageReply : null;
  const anchor = postsWithoutScript ? leadFormAnchor(form) : undefined;
  // A form that only exists with JavaScript (the clinic dialog's) still needs ids to tie its fields to their problems.
  const scriptOnlyPrefix = `lead-${useId().replace(/[^A-Za-z0-9]/g, "")}`;
  const sentWithoutScript = postsWithoutScript && params.get(SENT_PARAM) === form;
  if (status === "sent" || (status === "idle" && sentWithoutScript)) return <Thanks id={anchor} {...thanks} />;

  const sending = status === "sending";
  // The server's problems hold until the visitor sends again with JavaScript; the answers stay in the fields.
  const serverProblems = status === "idle" ? reply : null;
  const errors = status === "invalid" ? fieldErrors : (serverProblems?.errors ?? {});
  const idPrefix = anchor ?? scriptOnlyPrefix;
  const returned: ReturnedAnswers = { idPrefix, answers: reply?.answers ?? {}, errors };
  const fieldProblems = Object.keys(errors).length > 0 ? errors : null;
  return (
    <form
      ref={formRef}
      id={anchor}
      method="post"
      // The page itself without its #fragment: a page that opens at a fragment skips autofocus (the error summary's).
      action={`${pathname}${search}`}
      aria-label={label}
      aria-busy={sending}
      noValidate
      onSubmit={onSubmit}
      className={`relative space-y-5 ${className}`}
    >
      <p className="text-sm text-stone-600">{t("form.requiredNote")}</p>
      {/* Keyed by the attempt, so the list takes the focus again each time the visitor sends with something to fix. */}
      {fieldProblems && <ErrorSummary key={attempt} idPrefix={idPrefix} errors={fieldProblems} takeFocus={attempt > 0} />}
      {serverProblems?.message && <FailureAlert message={describe({ message: serverProblems.message, code: serverProblems.code })} />}
      <ReturnedAnswersProvider value={returned}>{children}</ReturnedAnswersProvider>
      <HoneypotField name={HONEYPOT_FIELD} />
      <ShownAtField />
      <input type="hidden" name={FORM_FIELD} value={form} />
      {/* The page's language goes with the lead, so the team calls back in it. */}
      <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
      {status === "error" && error && <FailureAlert message={describe(error)} onRetry={() => formRef.current?.requestSubmit()} />}
      <ConsentNote />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? t("form.sending") : submitText}
      </Button>
    </form>
  );
}
