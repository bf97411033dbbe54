// Step 1 of the widget: who the visitor is (spec 5 widget lead form), stored as a live_chat lead before the chat starts.
// Phone first (issue 26): a phone number or an e-mail address, one of the two; a name with two letters. The problems
// are the site's own, in the page's language: next to their fields, and the first one above the button.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { userTypes, type UserType } from "../../../shared/schemas/lead-constants.ts";
import { personProblems, type FieldProblem, type ProblemReason } from "../../../shared/schemas/contact-rules.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useProblemText } from "../../i18n/error-text.ts";
import type { MessageId } from "../../i18n/ids.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { HoneypotField, SelectField } from "../leads/form-fields.tsx";
import { answersFromForm, HONEYPOT_FIELD } from "../leads/lead-mapping.ts";
import { ReturnedAnswersProvider } from "../leads/returned-answers.tsx";
import { EmailField, LocationField, NameField, PhoneField } from "../leads/person-fields.tsx";
import { postLead, widgetLead, type VisitorInfo } from "./chat-api.ts";
import { WidgetProblem } from "./widget-problem.tsx";
import { earlyFormShownAt } from "./first-tap.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConsentNote } from "../../components/consent-note.tsx";

const USER_TYPE_IDS = {
  farmer: "chat.userType.farmer",
  fpo: "chat.userType.fpo",
  "agri-business": "chat.userType.agri-business",
  ngo: "chat.userType.ngo",
  student: "chat.userType.student",
  entrepreneur: "chat.userType.entrepreneur",
  other: "chat.userType.other",
} as const satisfies Record<UserType, MessageId>;
const isUserType = (v: string): v is VisitorInfo["userType"] => (userTypes as readonly string[]).includes(v);

/** The fields in the form's order, so the first one with a problem takes the focus. */
const FIELD_ORDER = ["name", "phone", "email", "userType"] as const;
const NO_ERRORS: Record<string, FieldProblem> = {};

export function ChatLeadForm({ onStart }: { onStart: (info: VisitorInfo) => Promise<void> }) {
  const t = useT();
  const locale = useLocale();
  const describe = useProblemText();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, FieldProblem>>(NO_ERRORS);
  // When the form was shown; the server treats implausibly fast submissions as bots.
  const shownAt = useRef(0);
  useEffect(() => {
    // Or when the early form it took over was (first-tap.ts): the visitor may have filled that in before this came.
    shownAt.current = earlyFormShownAt() ?? performance.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const a = answersFromForm(new FormData(form));
    const name = a.name ?? "";
    const email = a.email ?? "";
    const phone = a.phone ?? "";
    const userType = a.userType ?? "";
    const focus = (field: string) => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    const found = personProblems({ name, email, phone });
    if (!isUserType(userType)) found.userType = { message: "Please choose who you are." };
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first || !isUserType(userType)) {
      setFieldErrors(found);
      // Spec 5 and 8's texts, in the page's language: something required is missing, the e-mail is wrong, or the
      // field's own problem (a one-letter name, a phone that is no number).
      const missing = (found.name && !found.name.reason) || found.phone?.reason === "contact_missing" || found.userType;
      const field = first ?? "userType";
      setError(missing ? t("chat.form.requiredMissing") : field === "email" ? t("chat.form.emailInvalid") : describe({ field, ...found[field] }));
      focus(field);
      return;
    }
    const info: VisitorInfo = { name, email, phone: phone || null, location: a.location || null, userType };
    setError(null);
    setFieldErrors(NO_ERRORS);
    setSending(true);
    let leadId: string;
    try {
      leadId = (await postLead(widgetLead(info, a[HONEYPOT_FIELD] ?? "", performance.now() - shownAt.current, new Date(), navigator.userAgent, locale))).id;
    } catch (err) {
      // A field the server refused (such as a phone that is no number) is named in its message and marked; anything else
      // gets spec 8's text.
      setError(err instanceof ApiError && (err.status === 400 || err.status === 429) ? describe(err) : t("chat.form.saveFailed"));
      if (err instanceof ApiError && err.status === 400 && err.field && (FIELD_ORDER as readonly string[]).includes(err.field)) {
        setFieldErrors({ [err.field]: { message: err.message, ...(err.reason ? { reason: err.reason as ProblemReason } : {}) } });
        focus(err.field);
      }
      setSending(false);
      return;
    }
    // The chat knows its lead, so a call-back from it becomes that lead's request.
    await onStart({ ...info, leadId });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t("chat.form.label")} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <p className="mb-4 text-sm text-stone-700">{t("chat.form.intro")}</p>
        {/* Disabled while sending (spec 4); the values stay in the fields if something goes wrong. */}
        <fieldset disabled={sending} className="space-y-3">
          <legend className="sr-only">{t("chat.form.label")}</legend>
          <ReturnedAnswersProvider value={{ idPrefix: "chat-lead", answers: {}, errors: fieldErrors }}>
            <div data-autofocus>
              <NameField />
            </div>
            <PhoneField />
            <EmailField />
            <LocationField />
            <SelectField
              label={t("chat.form.userType")}
              name="userType"
              required
              options={userTypes.map((value) => ({ value, label: t(USER_TYPE_IDS[value]) }))}
              placeholder={t("form.choose")}
            />
          </ReturnedAnswersProvider>
          <HoneypotField name={HONEYPOT_FIELD} />
        </fieldset>
        <ConsentNote id="consent.chat" className="mt-4" />
      </div>
      <div className="shrink-0 border-t border-stone-200 px-4 py-3">
        {error && <WidgetProblem className="mb-2">{error}</WidgetProblem>}
        <Button type="submit" disabled={sending} className="w-full">
          {sending ? t("chat.form.connecting") : t("chat.form.start")}
        </Button>
      </div>
    </form>
  );
}
