// The frame every website lead form shares: fields, the hidden bot trap, 'Sending...', the failure alert
// with a retry that keeps the visitor's answers, and the thank-you view once the lead is stored.
import { useEffect, useRef, type ReactNode } from "react";
import type { WebsiteLeadForm } from "../../../shared/schemas/lead-forms.ts";
import { Button } from "../../components/ui/button.tsx";
import { HoneypotField } from "./form-fields.tsx";
import { HONEYPOT_FIELD } from "./lead-mapping.ts";
import { useLeadSubmit } from "./use-lead-submit.ts";

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
}

function Thanks({ title, body }: LeadFormThanks) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to the confirmation so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center sm:p-10">
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

function FailureAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Your message could not be sent.</p>
      <p className="mt-1">{message}</p>
      <p className="mt-1">Your answers are still in the form.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function LeadForm({ form, label, submitText, thanks, children, className = "" }: LeadFormProps) {
  const { status, error, onSubmit } = useLeadSubmit(form);
  const formRef = useRef<HTMLFormElement>(null);
  if (status === "sent") return <Thanks {...thanks} />;

  const sending = status === "sending";
  return (
    <form ref={formRef} method="post" aria-label={label} aria-busy={sending} onSubmit={onSubmit} className={`relative space-y-5 ${className}`}>
      <p className="text-sm text-stone-600">Fields marked with an asterisk (*) are required.</p>
      {children}
      <HoneypotField name={HONEYPOT_FIELD} />
      {status === "error" && error && <FailureAlert message={error} onRetry={() => formRef.current?.requestSubmit()} />}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Sending..." : submitText}
      </Button>
    </form>
  );
}
