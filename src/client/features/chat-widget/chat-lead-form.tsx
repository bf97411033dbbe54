// Step 1 of the widget: who the visitor is (spec 5 widget lead form), stored as a live_chat lead before the chat starts.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { EMAIL_PATTERN, userTypes, type UserType } from "../../../shared/schemas/lead-constants.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useProblemText } from "../../i18n/error-text.ts";
import type { MessageId } from "../../i18n/ids.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { HoneypotField, SelectField } from "../leads/form-fields.tsx";
import { answersFromForm, HONEYPOT_FIELD } from "../leads/lead-mapping.ts";
import { EmailField, LocationField, NameField, PhoneField } from "../leads/person-fields.tsx";
import { postLead, widgetLead, type VisitorInfo } from "./chat-api.ts";
import { WidgetProblem } from "./widget-problem.tsx";
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

export function ChatLeadForm({ onStart }: { onStart: (info: VisitorInfo) => Promise<void> }) {
  const t = useT();
  const locale = useLocale();
  const describe = useProblemText();
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
      // Spec 5 and 8's texts, in the page's language.
      setError(t("chat.form.requiredMissing"));
      focus(!name ? "name" : !email ? "email" : "userType");
      return;
    }
    if (!EMAIL_PATTERN.test(email)) {
      setError(t("chat.form.emailInvalid"));
      focus("email");
      return;
    }
    const info: VisitorInfo = { name, email, phone: a.phone || null, location: a.location || null, userType };
    setError(null);
    setSending(true);
    try {
      await postLead(widgetLead(info, a[HONEYPOT_FIELD] ?? "", performance.now() - shownAt.current, new Date(), navigator.userAgent, locale));
    } catch (err) {
      // A field the server refused (such as a phone with letters) is named in its message; anything else gets spec 8's text.
      setError(err instanceof ApiError && (err.status === 400 || err.status === 429) ? describe(err) : t("chat.form.saveFailed"));
      setSending(false);
      return;
    }
    await onStart(info);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t("chat.form.label")} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <p className="mb-4 text-sm text-stone-700">{t("chat.form.intro")}</p>
        {/* Disabled while sending (spec 4); the values stay in the fields if something goes wrong. */}
        <fieldset disabled={sending} className="space-y-3">
          <legend className="sr-only">{t("chat.form.label")}</legend>
          <div data-autofocus>
            <NameField />
          </div>
          <EmailField />
          <PhoneField />
          <LocationField />
          <SelectField
            label={t("chat.form.userType")}
            name="userType"
            required
            options={userTypes.map((value) => ({ value, label: t(USER_TYPE_IDS[value]) }))}
            placeholder={t("form.choose")}
          />
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
