// What a visitor's browser posts to POST /api/v1/leads, for API tests: a farmer's contact form unless told otherwise.
import type { PublicLeadInput } from "../../shared/schemas/lead.ts";

export const validLead = (over: Record<string, unknown> = {}): PublicLeadInput & Record<string, unknown> => ({
  name: "Asha Devi",
  email: "asha.devi@example.in",
  phone: "+91 98765 43210",
  location: "Nashik, Maharashtra",
  user_type: "farmer",
  source: "website",
  metadata: { form: "contact", audience: "farmer", message: "My tomato leaves are turning yellow." },
  honeypot: "",
  elapsedMs: 15_000,
  ...over,
});
