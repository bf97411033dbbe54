// How a visitor or lead can be reached, as the admin screens show it (issue 26, phone first): the e-mail address and the
// phone written as people write it ("+91 98765 43210"), either of which may be missing. The admin bundle carries the
// phone library's metadata; the public pages do not (see shared/schemas/phone.ts).
import { formatPhone } from "../../../shared/schemas/phone.ts";

/** "asha@example.in · +91 98765 43210", or whichever of the two there is. */
export function contactLine(email: string | null | undefined, phone: string | null | undefined): string {
  return [email, phone ? formatPhone(phone) : ""].filter(Boolean).join(" · ");
}

/** A stored phone number for a table cell, or a dash. */
export const phoneCell = (phone: string | null | undefined): string => (phone ? formatPhone(phone) : "—");
