// The one submit flow of every website lead form: read the answers, post the lead, track sending, sent and failed.
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { WebsiteLeadForm } from "../../../shared/schemas/lead-forms.ts";
import { postJson } from "../../lib/api-client.ts";
import type { Problem } from "../../i18n/error-text.ts";
import { answersFromForm, leadFromAnswers } from "./lead-mapping.ts";

export const LEADS_URL = "/api/v1/leads";

export type LeadSubmitStatus = "idle" | "sending" | "sent" | "error";

export interface LeadSubmit {
  status: LeadSubmitStatus;
  /** Why the last attempt failed: the server's code, field and English sentence (shown in the page's language). */
  error: Problem | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useLeadSubmit(form: WebsiteLeadForm): LeadSubmit {
  const [status, setStatus] = useState<LeadSubmitStatus>("idle");
  const [error, setError] = useState<Problem | null>(null);
  const sending = useRef(false);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      // The server treats implausibly fast submissions as bots. The time counts from the page's start, not from this
      // hook's: the form is on the page as HTML from the first paint and wakes only as the visitor scrolls near it
      // (islands-client.tsx), so a visitor may well have begun typing before it woke.
      const lead = leadFromAnswers(form, answersFromForm(new FormData(event.currentTarget)), performance.now());
      setStatus("sending");
      setError(null);
      postJson(LEADS_URL, lead)
        .then(() => setStatus("sent"))
        .catch((err: unknown) => {
          setError(err instanceof Error ? (err as Problem) : { message: String(err) });
          setStatus("error");
        })
        .finally(() => {
          sending.current = false;
        });
    },
    [form],
  );

  return { status, error, onSubmit };
}
