// The website lead forms (spec 3 and 5): their option lists and how each answer maps to a lead's user_type.
import type { LeadForm, UserType } from "./lead.ts";

export interface FormOption<V extends string = string> {
  value: V;
  label: string;
}

interface MappedOption<V extends string> extends FormOption<V> {
  userType: UserType;
}

/** Lengths the forms allow, so every answer fits the lead's 8 KB of metadata. */
export const LEAD_FORM_LIMITS = {
  messageMax: 2000,
  organizationMax: 160,
} as const;

/** Contact form 'Who Are You?' (spec 3), in the spec's order. */
export const contactAudiences = [
  { value: "farmer", label: "Farmer", userType: "farmer" },
  { value: "fpo", label: "Farmer Producer Organisation (FPO)", userType: "fpo" },
  { value: "csr-ngo-foundation", label: "CSR/NGO/Foundation", userType: "ngo" },
  { value: "agri-company", label: "Agri-Input/Output Company", userType: "agri-business" },
  { value: "press-media", label: "Press/Media", userType: "other" },
  { value: "student-researcher", label: "Student/Researcher", userType: "student" },
  { value: "other", label: "Other", userType: "other" },
] as const satisfies readonly MappedOption<string>[];
export type ContactAudience = (typeof contactAudiences)[number]["value"];

/** Partner form 'Type of Organization' (spec 5); FPOs first, the page's first audience (Hindi review P-2). */
export const partnerOrganizationTypes = [
  { value: "fpo", label: "Farmer Producer Organisation (FPO) / cooperative", userType: "fpo" },
  { value: "csr", label: "CSR", userType: "ngo" },
  { value: "ngo", label: "NGO", userType: "ngo" },
  { value: "retailer", label: "Retailer", userType: "agri-business" },
  { value: "government", label: "Government", userType: "other" },
  { value: "research", label: "Research", userType: "student" },
  { value: "investor", label: "Investor", userType: "other" },
  { value: "other", label: "Other", userType: "other" },
] as const satisfies readonly MappedOption<string>[];
export type PartnerOrganizationType = (typeof partnerOrganizationTypes)[number]["value"];

/** CSR form focus areas (spec 5), with readable labels. */
export const csrFocusAreas = [
  { value: "agriculture", label: "Sustainable agriculture" },
  { value: "education", label: "Farmer education and training" },
  { value: "women", label: "Women's empowerment" },
  { value: "environment", label: "Environment and soil health" },
  { value: "livelihood", label: "Rural livelihoods" },
  { value: "multiple", label: "Multiple areas" },
] as const satisfies readonly FormOption[];
export type CsrFocusArea = (typeof csrFocusAreas)[number]["value"];

/** CSR form partnership models (spec 5); their budgets and reach are CSR_MODELS in constants. */
export const csrPartnershipModels = [
  { value: "pilot", label: "Pilot" },
  { value: "regional", label: "Regional" },
  { value: "state", label: "State" },
  { value: "custom", label: "Custom" },
] as const satisfies readonly FormOption[];
export type CsrPartnershipModel = (typeof csrPartnershipModels)[number]["value"];

/** The website forms whose lead type follows from the form itself or from one answer. */
export type WebsiteLeadForm = Extract<LeadForm, "contact" | "partner" | "csr" | "clinic_interest" | "clinic_booking" | "visit_request">;

/**
 * Every CSR enquiry is an NGO/CSR lead; every clinic-interest form comes from an aspiring entrepreneur; a request for a
 * soil test visit comes from a farmer.
 */
const fixedUserTypes = { csr: "ngo", clinic_interest: "entrepreneur", visit_request: "farmer" } as const satisfies Partial<
  Record<WebsiteLeadForm, UserType>
>;

function userTypeOf(options: readonly MappedOption<string>[], answer: string | undefined): UserType {
  return options.find((o) => o.value === answer)?.userType ?? "other";
}

/**
 * The lead's user_type for a form's answers: from 'Who Are You?' on the contact form, from the
 * organization type on the partner form, fixed for the CSR and clinic-interest forms, and on the clinic
 * booking form a farmer unless the booker picks another 'Who Are You?' answer.
 * An unknown answer counts as `other` rather than failing the visitor's submission.
 */
export function leadUserType(form: WebsiteLeadForm, answers: Readonly<Record<string, string | undefined>>): UserType {
  switch (form) {
    case "contact":
      return userTypeOf(contactAudiences, answers.whoAreYou);
    case "partner":
      return userTypeOf(partnerOrganizationTypes, answers.organizationType);
    case "clinic_booking":
      return answers.whoAreYou ? userTypeOf(contactAudiences, answers.whoAreYou) : "farmer";
    default:
      return fixedUserTypes[form];
  }
}

/** The readable label of a stored option value (for the admin's lead view), or the value itself. */
export function optionLabel(options: readonly FormOption[], value: unknown): string {
  return options.find((o) => o.value === value)?.label ?? String(value ?? "");
}
