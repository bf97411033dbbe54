// The server's half of a lead form posted without JavaScript (or before it loaded), loaded only when such a post
// arrives: it reads the plain HTML form (application/x-www-form-urlencoded), checks it as the form's script would
// (contact-rules.ts: the name, a phone or an e-mail, the answers the form needs) and with the lead schema, stores it
// through POST /api/v1/leads in process (so the rate limit per visitor address, the spam handling and the notification
// are the API's own) and answers with a redirect to the thank-you view, or with the form again holding the visitor's
// answers and the problems. The browser never loads it, so the schema and zod stay out of the public pages' bundles.
import { data, redirect, type ActionFunctionArgs } from "react-router";
import type { z } from "zod";
import { issueReason, publicLeadSchema } from "../../../shared/schemas/lead.ts";
import { formProblems, type FieldProblem, type ProblemReason } from "../../../shared/schemas/contact-rules.ts";
import type { WebsiteLeadForm } from "../../../shared/schemas/lead-forms.ts";
import type { LoaderContext } from "../../app/api-data.ts";
import { FORM_FIELD, LANGUAGE_FIELD, SHOWN_AT_FIELD, answersFromForm, leadFromAnswers, type FormAnswers } from "./lead-mapping.ts";
import { localeOfPath } from "../../../shared/locales.ts";
import { LEADS_URL } from "./use-lead-submit.ts";
import { BOOK_PARAM, SENT_PARAM, leadFormAnchor, type LeadFormReply } from "./lead-form-action.ts";

/** Where each answer lives on the lead, so a schema problem is shown next to the field the visitor typed it in. */
const LEAD_FIELDS = new Set(["name", "email", "phone", "location"]);

function fieldOf(path: readonly PropertyKey[]): string | null {
  const [top, answer] = path;
  if (typeof top === "string" && LEAD_FIELDS.has(top)) return top;
  if (top === "metadata" && typeof answer === "string") return answer;
  return null;
}

/** The problems by field, the form's own check first (in the form's order), then the schema's for other fields. */
function problems(own: Record<string, FieldProblem>, issues: readonly z.core.$ZodIssue[]): Pick<LeadFormReply, "errors" | "message"> {
  const errors: Record<string, FieldProblem> = { ...own };
  let message: string | null = null;
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const reason = issueReason(issue);
    if (field) errors[field] ??= { message: issue.message, ...(reason ? { reason } : {}) };
    else message ??= issue.message;
  }
  return { errors, message };
}

/** How long the form was open, from the time the server wrote into it; unknown when the field is missing or odd. */
function elapsedSince(shownAt: string | undefined, now = Date.now()): number | undefined {
  const at = Number(shownAt);
  return shownAt && Number.isSafeInteger(at) && at <= now ? now - at : undefined;
}

/**
 * The page the visitor lands on once the lead is stored: the same page and query (the finder's search that showed the
 * visit request form, say), with the thanks in place of the form.
 */
function sentLocation(request: Request, form: WebsiteLeadForm, answers: FormAnswers): string {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  params.set(SENT_PARAM, form);
  if (form === "clinic_booking" && answers.clinicId) params.set(BOOK_PARAM, answers.clinicId);
  return `${url.pathname}?${params}#${leadFormAnchor(form)}`;
}

function apiError(body: unknown): { message?: string; field?: string; code?: string; reason?: ProblemReason } {
  const error = (body as { error?: { message?: unknown; field?: unknown; code?: unknown; reason?: unknown } } | null)?.error;
  return {
    message: typeof error?.message === "string" ? error.message : undefined,
    field: typeof error?.field === "string" ? error.field : undefined,
    code: typeof error?.code === "string" ? error.code : undefined,
    reason: typeof error?.reason === "string" ? (error.reason as ProblemReason) : undefined,
  };
}

const FAILED = "Something went wrong on our side. Please try again.";

/**
 * Stores a lead form posted to its page: the first form named is the page's own; another one the page shows (the
 * finder's visit request beside its booking form) is told apart by the form's hidden name.
 */
export async function storePostedLead(
  forms: readonly [WebsiteLeadForm, ...WebsiteLeadForm[]],
  { request, context }: ActionFunctionArgs,
) {
  let form = forms[0];
  const reply = (status: number, found: Pick<LeadFormReply, "errors" | "message" | "code">, answers: FormAnswers) =>
    data<LeadFormReply>({ form, answers, ...found }, { status });

  let answers: FormAnswers;
  try {
    answers = answersFromForm(await request.formData());
  } catch {
    return reply(400, { errors: {}, message: "Please send the form from this page.", code: "bad_form" }, {});
  }
  form = forms.find((f) => f === answers[FORM_FIELD]) ?? form;
  // A post without the page's hidden language field (an older page, a script) is in the language of the page it went to.
  answers[LANGUAGE_FIELD] ||= localeOfPath(new URL(request.url).pathname);
  const lead = leadFromAnswers(form, answers, elapsedSince(answers[SHOWN_AT_FIELD]));
  const own = formProblems(form, answers);
  const parsed = publicLeadSchema.safeParse(lead);
  if (!parsed.success || Object.keys(own).length > 0) return reply(400, problems(own, parsed.error?.issues ?? []), answers);

  const post = (context as Partial<LoaderContext> | undefined)?.apiPost;
  if (!post) return reply(503, { errors: {}, message: FAILED, code: "internal" }, answers);
  const { status, body } = await post(LEADS_URL, lead);
  if (status === 201) return redirect(sentLocation(request, form, answers), 303);

  const { message = FAILED, field, code = "internal", reason } = apiError(body);
  const found =
    field && LEAD_FIELDS.has(field) ? { errors: { [field]: { message, ...(reason ? { reason } : {}) } }, message: null } : { errors: {}, message, code };
  return reply(status >= 400 ? status : 502, found, answers);
}
