// Plain facts of a lead that the browser needs without the schema code (the chat widget's lead form ships no zod, and
// the admin screens need neither the schemas nor the phone library they use).

export const userTypes = ["farmer", "fpo", "agri-business", "ngo", "student", "entrepreneur", "other"] as const;
export type UserType = (typeof userTypes)[number];

/** A simple e-mail pattern, as the widget's own check (spec 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userTypeLabels: Record<UserType, string> = {
  farmer: "Farmer",
  fpo: "FPO Representative",
  "agri-business": "Agri-Business Owner",
  ngo: "NGO/CSR Representative",
  student: "Student/Researcher",
  entrepreneur: "Aspiring Entrepreneur",
  other: "Other",
};

export const leadSources = ["live_chat", "chatbot", "website", "manual"] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSourceLabels: Record<LeadSource, string> = {
  live_chat: "Live chat",
  chatbot: "Chatbot",
  website: "Website",
  manual: "Manual",
};
/** Sources a visitor may send; `manual` is for leads the team enters. */
export const publicLeadSources = ["live_chat", "chatbot", "website"] as const;

export const leadStatuses = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  closed: "Closed",
};

/** Website forms that create a lead; stored as `metadata.form`. */
export const leadForms = ["contact", "partner", "csr", "clinic_interest", "clinic_booking", "visit_request"] as const;
export type LeadForm = (typeof leadForms)[number];
