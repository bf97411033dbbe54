// The one submit flow of every website lead form: read the answers, check them, post the lead, track sending, sent and
// failed. The check is the site's own (contact-rules.ts), not the browser's: its problems, and a field the server
// refuses (a phone that is no number), are shown next to their fields in the page's language.
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { WebsiteLeadForm } from "../../../shared/schemas/lead-forms.ts";
import { formProblems, type FieldProblem, type ProblemReason } from "../../../shared/schemas/contact-rules.ts";
import { ApiError, postJson } from "../../lib/api-client.ts";
import type { Problem } from "../../i18n/error-text.ts";
import { answersFromForm, leadFromAnswers } from "./lead-mapping.ts";

export const LEADS_URL = "/api/v1/leads";

/** `invalid`: some answers need fixing (fieldErrors); nothing was stored. */
export type LeadSubmitStatus = "idle" | "invalid" | "sending" | "sent" | "error";

export interface LeadSubmit {
  status: LeadSubmitStatus;
  /** Why the last attempt failed: the server's code, field and English sentence (shown in the page's language). */
  error: Problem | null;
  /** The answers to fix, by field, while the status is `invalid`. */
  fieldErrors: Record<string, FieldProblem>;
  /** Counts the sends that came back with answers to fix, so the list of problems takes the focus each time. */
  attempt: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A refusal that names one of the form's own fields, as that field's problem. */
function fieldProblemOf(err: unknown, form: HTMLFormElement): Record<string, FieldProblem> | null {
  if (!(err instanceof ApiError) || err.status !== 400 || !err.field) return null;
  if (!form.elements.namedItem(err.field)) return null;
  return { [err.field]: { message: err.message, ...(err.reason ? { reason: err.reason as ProblemReason } : {}) } };
}

export function useLeadSubmit(form: WebsiteLeadForm): LeadSubmit {
  const [status, setStatus] = useState<LeadSubmitStatus>("idle");
  const [error, setError] = useState<Problem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, FieldProblem>>({});
  const [attempt, setAttempt] = useState(0);
  const sending = useRef(false);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      const element = event.currentTarget;
      const answers = answersFromForm(new FormData(element));
      const invalid = (found: Record<string, FieldProblem>) => {
        setFieldErrors(found);
        setError(null);
        setStatus("invalid");
        setAttempt((n) => n + 1);
      };
      const found = formProblems(form, answers);
      if (Object.keys(found).length > 0) return invalid(found);
      sending.current = true;
      // The server treats implausibly fast submissions as bots. The time counts from the page's start, not from this
      // hook's: the form is on the page as HTML from the first paint and wakes only as the visitor scrolls near it
      // (islands-client.tsx), so a visitor may well have begun typing before it woke.
      const lead = leadFromAnswers(form, answers, performance.now());
      setStatus("sending");
      setError(null);
      setFieldErrors({});
      postJson(LEADS_URL, lead)
        .then(() => setStatus("sent"))
        .catch((err: unknown) => {
          const refused = fieldProblemOf(err, element);
          if (refused) return invalid(refused);
          setError(err instanceof Error ? (err as Problem) : { message: String(err) });
          setStatus("error");
        })
        .finally(() => {
          sending.current = false;
        });
    },
    [form],
  );

  return { status, error, fieldErrors, attempt, onSubmit };
}
