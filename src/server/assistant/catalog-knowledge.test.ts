import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../shared/site-config.ts";
import { buildCatalogKnowledge } from "./catalog-knowledge.ts";

describe("catalog passages", () => {
  const en = buildCatalogKnowledge(defaultSiteConfig, "en");
  const hi = buildCatalogKnowledge(defaultSiteConfig, "hi");
  const byId = (passages: typeof en, id: string) => passages.find((p) => p.id === id);

  it("makes a passage of every FAQ answer, titled by its question and linked to its page", () => {
    const faq = en.filter((p) => p.id.startsWith("page:resources.faq."));
    expect(faq.map((p) => p.id)).toEqual(["page:resources.faq.often", "page:resources.faq.cost", "page:resources.faq.share"]);
    expect(faq[1]).toMatchObject({ title: "How much does a soil test cost, and how soon will I get the report?", links: [{ label: "Resources", path: "/resources" }] });
    expect(faq[1]!.lead).toBe("At a MittiMitra soil clinic a test costs ₹300-500 per sample.");
  });

  it("lists a section's parts by their titles", () => {
    expect(byId(en, "page:startClinic.included")!.list).toContain("Training and certification");
  });

  it("leaves out a text whose placeholder means something else on each page, and forms, stories and labels", () => {
    const all = en.flatMap((p) => [p.title, p.lead, ...(p.list ?? []), ...p.more]).join("\n");
    expect(all).not.toMatch(/\{|\}/);
    expect(en.some((p) => /\.(form|story|dashboard)\b/.test(p.id))).toBe(false);
    expect(all).not.toContain("Send Message");
  });

  it("never says a figure it has no value for: no empty count, percentage or amount in any language", () => {
    for (const locale of ["en", "hi", "mr"] as const) {
      const all = buildCatalogKnowledge(defaultSiteConfig, locale).flatMap((p) => [p.title, p.lead, ...(p.list ?? []), ...p.more]);
      // "harvest % more", "₹NaN", "tests  soil parameters": a placeholder left without its value.
      expect(all.filter((text) => /NaN|(^|[^\d\s])\s*%|₹\s*($|[^\d\s])|\s{2}/u.test(text))).toEqual([]);
    }
    expect(byId(en, "page:farmers.reason.harvest")!.more.join(" ")).toContain("harvest 10-30% more");
    expect(byId(en, "page:solutions.device")!.lead).toBe("Test 13 soil parameters anywhere, with results in 45-60 minutes.");
    expect(byId(en, "page:startClinic.earn.soil")!.lead).toBe("A full report on 16 parameters with crop advice.");
  });

  it("fills the placeholders a page gives its own meaning: the contact page's reply time, the privacy page's hours", () => {
    expect(byId(en, "page:contact.hero")!.lead).toBe("We reply within 48 hours");
    expect(byId(en, "page:privacy.rights")!.more.join(" ")).toMatch(/Mon-Fri 9:00 AM-6:00 PM/);
  });

  it("uses the Hindi texts in Hindi, and no English text where Hindi is missing", () => {
    expect(byId(hi, "page:startClinic.packages.pay")!.lead).toContain("किस्त");
    for (const p of hi) expect(/[\u0900-\u097f]/.test([p.title, p.lead, ...p.more].join(" ")), p.id).toBe(true);
  });
});
