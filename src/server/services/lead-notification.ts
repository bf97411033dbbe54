// The plain-text e-mail that tells the team about a new lead, with everything they need to follow it up.
import { leadSourceLabels, userTypeLabels, type LeadForm, type PublicLead } from "../../shared/schemas/lead.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { ADMIN } from "../../shared/constants.ts";
import { formatPhone } from "../../shared/schemas/phone.ts";

export const formLabels: Record<LeadForm, string> = {
  contact: "contact form",
  partner: "partner form",
  csr: "CSR partnership form",
  clinic_interest: "start-a-clinic interest form",
  clinic_booking: "clinic booking form",
  visit_request: "soil test visit request (no clinic near them)",
};

export interface NotifiedLead extends Omit<PublicLead, "honeypot" | "elapsedMs"> {
  id: string;
  created_at: string;
  duplicate_of: string | null;
  /** Set when the visitor asked to be called back: the mail says so and quotes their words first. */
  callback_at?: string | null;
}

/** The metadata keys of a call-back request (services/callbacks.ts). */
export const CALLBACK_FIELDS = { by: "callbackBy", time: "callbackTime", words: "visitorWords", chat: "chatSessionId" } as const;

export interface LeadMail {
  subject: string;
  text: string;
}

/** India has one time zone and no daylight saving, so a fixed +05:30 offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function formatIst(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} IST`;
}

/** One line for a header: visitors' text must not be able to start a new header line. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function metadataValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  // Continuation lines are indented so a multi-line message cannot pass itself off as another field.
  return text.replace(/\r\n?/g, "\n").replace(/\n/g, "\n  ");
}

function origin(lead: NotifiedLead): string {
  const form = lead.metadata?.form;
  if (lead.source === "website" && typeof form === "string" && form in formLabels) {
    return `the website's ${formLabels[form as LeadForm]}`;
  }
  return `the ${leadSourceLabels[lead.source].toLowerCase()}`;
}

export function leadNotification(lead: NotifiedLead, site: SiteConfig): LeadMail {
  const typeLabel = userTypeLabels[lead.user_type];
  const leadsUrl = `${site.siteUrl}/admin/leads`;
  const callback = lead.callback_at ? lead.metadata ?? {} : null;
  const words = callback?.[CALLBACK_FIELDS.words];
  const lines = [
    callback
      ? `${lead.name} (${typeLabel}) asked to be called back from the chat: by ${String(callback[CALLBACK_FIELDS.by] ?? "phone").toLowerCase()}, ${String(callback[CALLBACK_FIELDS.time] ?? "any time").toLowerCase()}.`
      : `${lead.name} (${typeLabel}) has sent an enquiry through ${origin(lead)}.`,
    `Please get in touch within ${ADMIN.replyWithinHours} hours, as the website promises.`,
    ...(typeof words === "string" && words ? ["", "In their words:", ...words.split("\n").map((line) => `  > ${line}`)] : []),
    "",
    `Name: ${oneLine(lead.name)}`,
    `Email: ${lead.email || "(not given)"}`,
    // Stored in E.164; written as people read it ("+91 98765 43210").
    `Phone: ${lead.phone ? oneLine(formatPhone(lead.phone)) : "(not given)"}`,
    `Location: ${lead.location ? oneLine(lead.location) : "(not given)"}`,
    `User type: ${typeLabel}`,
    `Source: ${leadSourceLabels[lead.source]}`,
    `Received: ${formatIst(lead.created_at)} (${lead.created_at})`,
    `Lead id: ${lead.id}`,
  ];
  if (lead.duplicate_of) {
    lines.push(`Repeat enquiry: the same e-mail or phone first came in as lead ${lead.duplicate_of}.`);
  }
  // A call-back's words are quoted above.
  const entries = Object.entries(lead.metadata ?? {}).filter(([key]) => !(callback && key === CALLBACK_FIELDS.words));
  if (entries.length) {
    lines.push("", "Details they gave:");
    for (const [key, value] of entries) lines.push(`${oneLine(key)}: ${metadataValue(value)}`);
  }
  lines.push(
    "",
    `Open the leads screen to follow up and mark the lead as contacted: ${leadsUrl}`,
    "",
    `-- ${site.brand} website`,
  );
  const subject = callback ? `Call-back requested: ${oneLine(lead.name)} (${typeLabel})` : `New lead: ${oneLine(lead.name)} (${typeLabel})`;
  return { subject, text: `${lines.join("\n")}\n` };
}
