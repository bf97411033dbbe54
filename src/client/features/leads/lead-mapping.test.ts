import { describe, expect, it } from "vitest";
import { publicLeadSchema } from "../../../shared/schemas/lead.ts";
import { leadUserType } from "../../../shared/schemas/lead-forms.ts";
import { HONEYPOT_FIELD, SHOWN_AT_FIELD, answersFromForm, leadFromAnswers } from "./lead-mapping.ts";

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

describe("leadFromAnswers", () => {
  it("puts name, email, phone and location on the lead and every other answer in metadata with the form", () => {
    const answers = answersFromForm(
      formData({
        name: "  Savita Patil ",
        email: "savita@example.com",
        phone: "+91 94480 55667",
        location: "Belagavi, Karnataka",
        experience: "6",
        message: " Open a clinic ",
        [HONEYPOT_FIELD]: "",
      }),
    );
    const lead = leadFromAnswers("clinic_interest", answers, 4321.6);
    expect(lead).toEqual({
      name: "Savita Patil",
      email: "savita@example.com",
      phone: "+91 94480 55667",
      location: "Belagavi, Karnataka",
      user_type: "entrepreneur",
      source: "website",
      metadata: { form: "clinic_interest", experience: "6", message: "Open a clinic" },
      honeypot: "",
      elapsedMs: 4322,
    });
    expect(publicLeadSchema.safeParse(lead).success).toBe(true);
  });

  it("sends empty optional answers as null or leaves them out, and passes a filled honeypot on", () => {
    const lead = leadFromAnswers("csr", { name: "A", email: "a@example.com", phone: "", partnershipModel: "", focusArea: "women", [HONEYPOT_FIELD]: "spam" }, 10);
    expect(lead.phone).toBeNull();
    expect(lead.location).toBeNull();
    expect(lead.metadata).toEqual({ form: "csr", focusArea: "women" });
    expect(lead.honeypot).toBe("spam");
  });

  it("keeps the form's render time out of the lead, and sends a lead without a measured time untimed", () => {
    const lead = leadFromAnswers("contact", { name: "A", email: "a@example.com", whoAreYou: "farmer", [SHOWN_AT_FIELD]: "1795470000000" }, undefined);
    expect(lead.metadata).toEqual({ form: "contact", whoAreYou: "farmer" });
    expect(lead).not.toHaveProperty("elapsedMs");
  });
});

describe("leadUserType", () => {
  it.each([
    ["farmer", "farmer"],
    ["fpo", "fpo"],
    ["csr-ngo-foundation", "ngo"],
    ["agri-company", "agri-business"],
    ["press-media", "other"],
    ["student-researcher", "student"],
    ["other", "other"],
  ])("maps the contact answer %s to %s", (answer, type) => {
    expect(leadUserType("contact", { whoAreYou: answer })).toBe(type);
  });

  it.each([
    ["fpo", "fpo"],
    ["csr", "ngo"],
    ["ngo", "ngo"],
    ["retailer", "agri-business"],
    ["government", "other"],
    ["research", "student"],
    ["investor", "other"],
    ["other", "other"],
  ])("maps the partner organization type %s to %s", (answer, type) => {
    expect(leadUserType("partner", { organizationType: answer })).toBe(type);
  });

  it("makes every CSR lead ngo, every interest lead entrepreneur, and an unknown answer other", () => {
    expect(leadUserType("csr", {})).toBe("ngo");
    expect(leadUserType("clinic_interest", {})).toBe("entrepreneur");
    expect(leadUserType("contact", { whoAreYou: "alien" })).toBe("other");
  });

  it("makes a clinic booking a farmer's unless the booker says otherwise", () => {
    expect(leadUserType("clinic_booking", {})).toBe("farmer");
    expect(leadUserType("clinic_booking", { whoAreYou: "" })).toBe("farmer");
    expect(leadUserType("clinic_booking", { whoAreYou: "fpo" })).toBe("fpo");
    expect(leadUserType("clinic_booking", { whoAreYou: "student-researcher" })).toBe("student");
  });
});
