// The legal pages' texts: every message of the `legal` catalog is shown, the office hours match OFFICE_HOURS, and the
// Hindi keeps every number of the English (retention periods, sections of the law, days and hours to answer).
import { describe, expect, it } from "vitest";
import en from "../../../i18n/locales/legal/en.json";
import hi from "../../../i18n/locales/legal/hi.json";
import { OFFICE_HOURS } from "../../../../shared/constants.ts";
import type { LegalText } from "./legal-document.tsx";
import { privacyPolicy } from "./privacy-policy-content.ts";
import { termsOfService } from "./terms-of-service-content.ts";

const ids = (text: LegalText): string[] => [
  ...text.intro,
  ...text.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => ("h3" in b ? [b.h3] : "p" in b ? [b.p] : b.ul))]),
];

/** The numbers of a text, in order: "up to 24 months … 30 days" → ["24", "30"]. */
const numbers = (text: string): string[] => text.match(/\d+[A-Z]?/g) ?? [];

describe("legal texts", () => {
  const shown = [...ids(privacyPolicy), ...ids(termsOfService)];

  it("show every message of the legal catalog, each once per document", () => {
    const shared = ["legal.updated", "legal.updatedSince", "legal.contents", "legal.contactUs", "legal.hours", "legal.translationNote"];
    const pages = ["privacy.subtitle", "privacy.read", "terms.subtitle", "terms.read"];
    expect([...shown, ...shared, ...pages].sort()).toEqual(Object.keys(en).sort());
    expect(new Set(ids(privacyPolicy)).size).toBe(ids(privacyPolicy).length);
    expect(new Set(ids(termsOfService)).size).toBe(ids(termsOfService).length);
  });

  it("keep unique anchors within each document", () => {
    for (const doc of [privacyPolicy, termsOfService]) expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
  });

  it("give the office hours as OFFICE_HOURS says", () => {
    const open = OFFICE_HOURS.filter((o) => o.hours !== "Closed").map((o) => `${o.days} ${o.hours}`);
    expect(en["legal.hours"]).toBe(open.join(", "));
  });

  it("keep every number of the English in the Hindi", () => {
    for (const [id, text] of Object.entries(en)) {
      if (id === "legal.hours") continue; // "9:00 AM-6:00 PM" is written "सुबह 9 से शाम 6 बजे तक"
      expect(numbers(hi[id as keyof typeof hi]).sort(), id).toEqual(numbers(text).sort());
    }
  });
});
