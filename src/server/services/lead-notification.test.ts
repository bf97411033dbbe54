// The text of the team's new-lead e-mail.
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../shared/site-config.ts";
import { formatIst, leadNotification, type NotifiedLead } from "./lead-notification.ts";

const site = { ...defaultSiteConfig, siteUrl: "https://mittimitra.example" };
const lead: NotifiedLead = {
  id: "6f1c3a52-0d6e-4d0b-9a53-5b1f7f0b6a11",
  name: "Asha Devi",
  email: "asha@example.in",
  phone: null,
  location: "Nashik, Maharashtra",
  user_type: "farmer",
  source: "live_chat",
  metadata: null,
  created_at: "2026-11-22T10:05:00.000Z",
  duplicate_of: null,
};

describe("leadNotification", () => {
  it("names the lead and their type in the subject", () => {
    expect(leadNotification(lead, site).subject).toBe("New lead: Asha Devi (Farmer)");
  });

  it("lists every field, marks missing ones, and links to the leads screen", () => {
    const { text } = leadNotification(lead, site);
    expect(text).toContain("Asha Devi (Farmer) has sent an enquiry through the live chat.");
    expect(text).toContain("within 48 hours");
    expect(text.split("\n")).toEqual(
      expect.arrayContaining([
        "Name: Asha Devi",
        "Email: asha@example.in",
        "Phone: (not given)",
        "Location: Nashik, Maharashtra",
        "User type: Farmer",
        "Source: Live chat",
        "Received: 2026-11-22 15:35 IST (2026-11-22T10:05:00.000Z)",
        `Lead id: ${lead.id}`,
      ]),
    );
    expect(text).toContain("https://mittimitra.example/admin/leads");
    expect(text).not.toContain("Details they gave");
    expect(text).not.toContain("Repeat enquiry");
  });

  it("lists metadata as key: value lines and indents the extra lines of a long answer", () => {
    const { text } = leadNotification(
      {
        ...lead,
        source: "website",
        metadata: { form: "csr", focus: "women", budget: { min: 5, unit: "lakh" }, message: "Line one\r\nLine two\nName: forged", empty: "" },
      },
      site,
    );
    expect(text).toContain("through the website's CSR partnership form.");
    expect(text).toContain("Details they gave:\nform: csr\nfocus: women\nbudget: {\"min\":5,\"unit\":\"lakh\"}\nmessage: Line one\n  Line two\n  Name: forged\nempty: (empty)\n");
  });

  it("says when the lead repeats an earlier one", () => {
    const { text } = leadNotification({ ...lead, duplicate_of: "11111111-2222-3333-4444-555555555555" }, site);
    expect(text).toContain("Repeat enquiry: the same e-mail or phone first came in as lead 11111111-2222-3333-4444-555555555555.");
  });

  it("keeps a visitor's line breaks out of the subject", () => {
    const { subject } = leadNotification({ ...lead, name: "Asha\r\nBcc: victim@example.com" }, site);
    expect(subject).toBe("New lead: Asha Bcc: victim@example.com (Farmer)");
  });
});

describe("formatIst", () => {
  it("shows UTC times in Indian Standard Time across midnight", () => {
    expect(formatIst("2026-11-22T20:00:00.000Z")).toBe("2026-11-23 01:30 IST");
  });
});
