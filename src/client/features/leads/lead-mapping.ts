// Turns the answers of a website form into the lead that POST /api/v1/leads stores (spec 3, decisions: lead forms).
import type { PublicLeadInput } from "../../../shared/schemas/lead.ts";
import { leadUserType, type WebsiteLeadForm } from "../../../shared/schemas/lead-forms.ts";

/** Name of the hidden field only bots fill in; sent as the lead's `honeypot`. */
export const HONEYPOT_FIELD = "website";

/**
 * Hidden field holding when the server rendered the form (milliseconds since 1970), so a form sent without JavaScript
 * still says how long it was open; the script path measures that itself and ignores the field.
 */
export const SHOWN_AT_FIELD = "formShownAt";

/** Hidden field naming the form, so a page with two forms (the clinic finder's booking and visit request) stores the right one. */
export const FORM_FIELD = "leadForm";

/** Hidden field holding the page's language (`metadata.language` of the lead), so the team calls back in it. */
export const LANGUAGE_FIELD = "language";

export type FormAnswers = Record<string, string>;

/** Every text answer of a form, trimmed (spec 5: all values are trimmed). */
export function answersFromForm(data: FormData): FormAnswers {
  const answers: FormAnswers = {};
  for (const [key, value] of data) {
    if (typeof value === "string") answers[key] = value.trim();
  }
  return answers;
}

/**
 * Name, e-mail, phone and location become the lead's own fields; the form's name and every other
 * answer (message, organization, the form's own choices) go into `metadata`. Empty optional answers are left out.
 * Without a measured time (`elapsedMs` undefined) the lead is sent untimed, as the API documents.
 */
export function leadFromAnswers(form: WebsiteLeadForm, answers: FormAnswers, elapsedMs: number | undefined): PublicLeadInput {
  const { name = "", email = "", phone = "", location = "", [HONEYPOT_FIELD]: honeypot = "", [SHOWN_AT_FIELD]: _shownAt, [FORM_FIELD]: _form, ...rest } = answers;
  const extra = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== ""));
  return {
    name,
    email,
    phone: phone || null,
    location: location || null,
    user_type: leadUserType(form, answers),
    source: "website",
    metadata: { form, ...extra },
    honeypot,
    ...(elapsedMs === undefined ? {} : { elapsedMs: Math.max(0, Math.round(elapsedMs)) }),
  };
}
