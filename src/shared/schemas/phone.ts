// Phone numbers as leads and chats keep them (issue 26, phone first): checked with libphonenumber-js and stored in
// E.164 ("+919876543210"). An Indian number may be written as a farmer writes it: "98765 43210", "+91 98765 43210",
// "098765-43210", a landline with its STD code ("080 2345 6789"); a number of another country needs its "+" code.
// The server and the admin screens only: the public pages check just the shape (contact-rules.ts), so they carry none
// of the library's metadata.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A phone number with no country code is taken as Indian. */
const DEFAULT_COUNTRY = "IN";

/** What a phone may be written with: digits, spaces, hyphens, dots and brackets, and one "+" in front. */
const PHONE_SHAPE = /^\+?[\d\s\-().]+$/;

/** The number in E.164 ("+919876543210"), or null when it is not a number that can be dialled. */
export function phoneE164(raw: string): string | null {
  const text = raw.trim();
  if (!PHONE_SHAPE.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored number written for people ("+91 98765 43210"); anything it cannot read is shown as it is. */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
