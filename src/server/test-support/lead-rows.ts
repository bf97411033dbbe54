// Lead rows for tests that write straight into the database: a farmer from the website unless told otherwise.
import { randomUUID } from "node:crypto";
import type { NewLead } from "../db/database.ts";

let sequence = 0;
/** a, b, …, z, ba, bb, …: unique without digits, so a test that searches for digits only finds the leads it means. */
function letters(n: number): string {
  let out = "";
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

/** A lead created `ageMs` before `now`, with a fresh e-mail unless one is given. */
export function leadRow(over: Partial<NewLead> & { ageMs?: number } = {}, now: number = Date.now()): NewLead {
  const { ageMs = 0, ...rest } = over;
  const created = new Date(now - ageMs).toISOString();
  const email = rest.email ?? `farmer.${letters(sequence++)}@example.in`;
  return {
    id: randomUUID(),
    name: "Test Farmer",
    email,
    phone: null,
    location: null,
    user_type: "farmer",
    source: "website",
    metadata: null,
    email_normalized: email.toLowerCase(),
    phone_normalized: null,
    duplicate_of: null,
    created_at: created,
    updated_at: created,
    ...rest,
  };
}
