// Lead forms posted without JavaScript (or before it loaded) go to their own page, whose route action stores the lead
// and answers with a redirect to the thank-you view or with the form again (store-posted-lead.ts). This module holds
// what the page and its form share with that action, and the action itself only in the server's bundle.
import type { ActionFunction } from "react-router";
import type { WebsiteLeadForm } from "../../../shared/schemas/lead-forms.ts";
import type { FieldProblem } from "../../../shared/schemas/contact-rules.ts";
import type { FormAnswers } from "./lead-mapping.ts";

/** Query parameter of the page the browser is sent to once its form is stored: `?sent=<form>` shows the thanks. */
export const SENT_PARAM = "sent";

/** Query parameter naming the clinic whose booking form a page shows (the finder's rows link to it without JavaScript). */
export const BOOK_PARAM = "book";

/** What the action hands back to the page when the form must be fixed or sent again. */
export interface LeadFormReply {
  form: WebsiteLeadForm;
  answers: FormAnswers;
  /** Problems by field name. */
  errors: Record<string, FieldProblem>;
  /** A problem no field can fix (too many requests, trouble on our side). */
  message: string | null;
  /** The server's code for that problem, so the page can say it in its language. */
  code?: string;
}

/** The id of a lead form (and of its thanks), which the redirect scrolls to. */
export const leadFormAnchor = (form: WebsiteLeadForm) => `lead-${form.replace(/_/g, "-")}`;

/**
 * The action of a page with lead forms: the first form named is the page's own, others it shows are told apart by the
 * form's hidden name. Only the server runs it: with JavaScript the forms post to the API themselves, so in the
 * browser's bundle there is no action, and the code that checks the lead (with zod) is left out of the public pages.
 */
export function leadFormAction(...forms: [WebsiteLeadForm, ...WebsiteLeadForm[]]): ActionFunction | undefined {
  return import.meta.env.SSR ? async (args) => (await import("./store-posted-lead.ts")).storePostedLead(forms, args) : undefined;
}
