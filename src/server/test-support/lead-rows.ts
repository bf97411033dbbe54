// Lead rows for tests that write straight into the database: a farmer from the website unless told otherwise.
import { randomUUID } from "node:crypto";
import type { NewLead } from "../db/database.ts";

/** A lead created `ageMs` before `now`, with a fresh e-mail unless one is given. */
export function leadRow(over: Partial<NewLead> & { ageMs?: number } = {}, now: number = Date.now()): NewLead {
  const { ageMs = 0, ...rest } = over;
  const created = new Date(now - ageMs).toISOString();
  const email = rest.email ?? `${randomUUID()}@example.in`;
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
