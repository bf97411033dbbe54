// Who a visitor is and how to reach them (issue 26, phone first), as plain rules the browser can run without zod or the
// phone library: a name with at least two letters, a phone number or an e-mail address (the phone on the forms that
// book a visit), and the answers each website form needs. The schemas (lead.ts, chat.ts) hold the same rules and check
// the phone fully (phone.ts); the browser checks only its shape, so a wrong number comes back from the server.
import { EMAIL_PATTERN } from "./lead-constants.ts";
import type { WebsiteLeadForm } from "./lead-forms.ts";

/** A name needs this many letters (any script: Devanagari vowel signs and other marks may come with them). */
export const NAME_MIN_LETTERS = 2;

const LETTER = /\p{L}/gu;

/** Whether a name has at least two letters: "R" and "R." do not, "Om", "ओम" and "रामलाल" do. */
export function hasEnoughLetters(name: string): boolean {
  return (name.match(LETTER)?.length ?? 0) >= NAME_MIN_LETTERS;
}

/**
 * Problems the site names in its own words in every language (`errors.reason.<reason>` of the common catalog); the
 * API sends the reason beside its English message, and the forms show the text next to the field.
 */
export const problemReasons = ["name_too_short", "contact_missing", "phone_missing", "phone_invalid"] as const;
export type ProblemReason = (typeof problemReasons)[number];

/** The API's English sentences for those problems; each starts with the field it is about. */
export const reasonMessages: Record<ProblemReason, string> = {
  name_too_short: `Name: please write at least ${NAME_MIN_LETTERS} letters.`,
  contact_missing: "Phone or e-mail: please give a mobile number or an e-mail address (one of the two is enough).",
  phone_missing: "Phone is required: please give a mobile number we can call.",
  phone_invalid:
    "Phone: this number does not look right. Please write a 10-digit mobile number, or a landline with its STD code (+91, a leading 0 and spaces are fine).",
};

/** One field's problem: the English sentence, and the reason when the site has its own words for it. */
export interface FieldProblem {
  message: string;
  reason?: ProblemReason;
}

export const NAME_REQUIRED = "Name is required.";
export const EMAIL_INVALID = "Please enter a valid email address.";

const problem = (reason: ProblemReason): FieldProblem => ({ message: reasonMessages[reason], reason });

/**
 * Whether a phone is written like one: digits with spaces, hyphens, dots or brackets, a "+" only in front, 8 to 17
 * digits. Only the server knows a number is real; this catches "123456" and "call me" before anything is sent.
 */
export function looksLikePhone(phone: string): boolean {
  if (!/^\+?[\d\s\-().]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 17;
}

export interface PersonAnswers {
  name?: string;
  email?: string;
  phone?: string;
}

/**
 * The problems of a visitor's name and contact, by field: the name's, and a phone or an e-mail (the phone when
 * `phoneRequired`), each written plausibly. A missing contact is the phone field's problem, which comes first.
 */
export function personProblems(answers: PersonAnswers, opts: { phoneRequired?: boolean } = {}): Record<string, FieldProblem> {
  const name = answers.name?.trim() ?? "";
  const email = answers.email?.trim() ?? "";
  const phone = answers.phone?.trim() ?? "";
  const found: Record<string, FieldProblem> = {};
  if (!name) found.name = { message: NAME_REQUIRED };
  else if (!hasEnoughLetters(name)) found.name = problem("name_too_short");
  if (phone && !looksLikePhone(phone)) found.phone = problem("phone_invalid");
  else if (!phone && opts.phoneRequired) found.phone = problem("phone_missing");
  else if (!phone && !email) found.phone = problem("contact_missing");
  if (email && !EMAIL_PATTERN.test(email)) found.email = { message: EMAIL_INVALID };
  return found;
}

/** Forms that need the phone (booking a test at a clinic, asking for a visit): the team calls back to fix the day. */
export const phoneRequiredForms = ["clinic_booking", "visit_request"] as const satisfies readonly WebsiteLeadForm[];

export const isPhoneRequiredForm = (form: unknown): boolean => (phoneRequiredForms as readonly unknown[]).includes(form);

/** The other answers each form needs, with the sentence that asks for them. */
export const requiredAnswers: Record<WebsiteLeadForm, readonly { field: string; message: string }[]> = {
  contact: [
    { field: "whoAreYou", message: "Please choose who you are." },
    { field: "message", message: "Please write your message." },
  ],
  partner: [
    { field: "organization", message: "Please enter your organization's name." },
    { field: "organizationType", message: "Please choose your type of organization." },
    { field: "message", message: "Please write your message." },
  ],
  csr: [
    { field: "organization", message: "Please enter your organization's name." },
    { field: "focusArea", message: "Please choose a focus area." },
    { field: "message", message: "Please write your message." },
  ],
  clinic_interest: [],
  clinic_booking: [],
  visit_request: [
    { field: "location", message: "Please write your village or town." },
    { field: "crop", message: "Please write which crop you grow." },
  ],
};

/**
 * Every problem of a website form's answers, by field, in the order of the form: the name, the contact and the
 * answers the form needs. The browser shows them before sending; a post without JavaScript gets them from the server.
 */
export function formProblems(form: WebsiteLeadForm, answers: Readonly<Record<string, string | undefined>>): Record<string, FieldProblem> {
  const found = personProblems(answers, { phoneRequired: isPhoneRequiredForm(form) });
  for (const { field, message } of requiredAnswers[form]) {
    if (!answers[field]?.trim()) found[field] ??= { message };
  }
  return found;
}
