// Step 1 of the widget: who the visitor is (spec 5 widget lead form), stored as a live_chat lead before the chat starts.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { EMAIL_PATTERN, userTypeLabels, userTypes } from "../../../shared/schemas/lead.ts";
import { ApiError } from "../../lib/api-client.ts";
import { HoneypotField, SelectField } from "../leads/form-fields.tsx";
import { answersFromForm, HONEYPOT_FIELD } from "../leads/lead-mapping.ts";
import { EmailField, LocationField, NameField, PhoneField } from "../leads/person-fields.tsx";
import { postLead, widgetLead, type VisitorInfo } from "./chat-api.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConsentNote } from "../../components/consent-note.tsx";

// Spec 5 and 8, word for word.
const REQUIRED_MISSING = "Please fill in all required fields (Name, Email, and User Type)";
const EMAIL_INVALID = "Please enter a valid email address";
const SAVE_FAILED = "There was an error processing your information. Please try again.";

const USER_TYPE_OPTIONS = userTypes.map((value) => ({ value, label: userTypeLabels[value] }));
const isUserType = (v: string): v is VisitorInfo["userType"] => (userTypes as readonly string[]).includes(v);

export function ChatLeadForm({ onStart }: { onStart: (info: VisitorInfo) => Promise<void> }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // When the form was shown; the server treats implausibly fast submissions as bots.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const a = answersFromForm(new FormData(form));
    const name = a.name ?? "";
    const email = a.email ?? "";
    const userType = a.userType ?? "";
    const focus = (field: string) => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    if (!name || !email || !isUserType(userType)) {
      setError(REQUIRED_MISSING);
      focus(!name ? "name" : !email ? "email" : "userType");
      return;
    }
    if (!EMAIL_PATTERN.test(email)) {
      setError(EMAIL_INVALID);
      focus("email");
      return;
    }
    const info: VisitorInfo = { name, email, phone: a.phone || null, location: a.location || null, userType };
    setError(null);
    setSending(true);
    try {
      await postLead(widgetLead(info, a[HONEYPOT_FIELD] ?? "", performance.now() - shownAt.current, new Date(), navigator.userAgent));
    } catch (err) {
      // A field the server refused (such as a phone with letters) is named in its message; anything else gets spec 8's text.
      setError(err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.message : SAVE_FAILED);
      setSending(false);
      return;
    }
    await onStart(info);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your details" className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <p className="mb-4 text-sm text-stone-700">Share your details and we will connect you with our team or our assistant.</p>
        {/* Disabled while sending (spec 4); the values stay in the fields if something goes wrong. */}
        <fieldset disabled={sending} className="space-y-3">
          <legend className="sr-only">Your details</legend>
          <div data-autofocus>
            <NameField />
          </div>
          <EmailField />
          <PhoneField />
          <LocationField />
          <SelectField label="I am a" name="userType" required options={USER_TYPE_OPTIONS} placeholder="Please choose" />
          <HoneypotField name={HONEYPOT_FIELD} />
        </fieldset>
        <ConsentNote id="consent.chat" className="mt-4" />
      </div>
      <div className="shrink-0 border-t border-stone-200 px-4 py-3">
        {error && (
          <p role="alert" className="mb-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={sending} className="w-full">
          {sending ? "Connecting..." : "Start Chat"}
        </Button>
      </div>
    </form>
  );
}
