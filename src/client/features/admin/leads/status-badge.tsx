// The follow-up status of a lead as a coloured label.
import type { LeadStatus } from "../../../../shared/schemas/lead.ts";
import { leadStatusLabels } from "../../../../shared/schemas/lead-constants.ts";

const colours: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  qualified: "bg-brand-100 text-brand-900",
  closed: "bg-stone-200 text-stone-800",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}>{leadStatusLabels[status]}</span>;
}
