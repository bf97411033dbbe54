// Display helpers shared by the admin screens.
import { leadSourceLabels, userTypeLabels, type UserType, type LeadSource } from "../../../../shared/schemas/lead-constants.ts";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const userTypeLabel = (t: string) => userTypeLabels[t as UserType] ?? t;

export const sourceLabel = (s: string) => leadSourceLabels[s as LeadSource] ?? s;

/** Local midnight of the given day, as the admin's browser sees it (spec 9: today = since local midnight). */
export function localMidnight(d = new Date()): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}
