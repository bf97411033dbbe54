// The guides render as real multi-page PDFs, take every company fact from the site config, and use only printable text.
import { describe, expect, it } from "vitest";
import { CLAIMS, IMPACT } from "../../shared/constants.ts";
import { defaultSiteConfig, resolveSiteConfig } from "../../shared/site-config.ts";
import { pdfDownloads, downloadFileName } from "./catalog.ts";
import { allText } from "./content.ts";
import { wheatExample } from "./documents/fertilizer-guide.ts";
import { pdfSafe, renderPdf, unprintable } from "./pdf-writer.ts";

const otherSite = resolveSiteConfig({
  SITE_BRAND: "Bhoomi Labs",
  SITE_PHONE_1: "+91 80000 11111",
  SITE_PHONE_2: "+91 80000 22222",
  SITE_INFO_EMAIL: "hello@bhoomi.example",
  SITE_URL: "https://bhoomi.example",
});

const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\n/g)?.length ?? 0;

describe.each(pdfDownloads)("the guide at $path", (download) => {
  it("renders as a PDF of several pages", async () => {
    const pdf = await renderPdf(download.content(defaultSiteConfig), defaultSiteConfig);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
  });

  it("contains only text the built-in PDF fonts can draw", () => {
    const bad = allText(download.content(defaultSiteConfig)).flatMap(unprintable);
    expect(bad).toEqual([]);
  });

  it("takes the brand, phones, e-mail and website from the site config", () => {
    const text = allText(download.content(otherSite)).join("\n");
    expect(text).toContain("Bhoomi Labs");
    expect(text).toContain("+91 80000 11111");
    expect(text).toContain("+91 80000 22222");
    expect(text).toContain("hello@bhoomi.example");
    expect(text).toContain("https://bhoomi.example");
    expect(text).not.toContain(defaultSiteConfig.brand);
    expect(text).not.toContain(defaultSiteConfig.phones[0]);
  });

  it("is saved under a file name with the brand slug", () => {
    expect(downloadFileName(download, otherSite)).toMatch(/^bhoomi-labs-[a-z-]+\.pdf$/);
  });
});

describe("document content", () => {
  it("gives the sampling advice of the spec in the soil health booklet", () => {
    const text = allText(pdfDownloads[0]!.content(defaultSiteConfig)).join("\n");
    expect(text).toContain(`Pick ${CLAIMS.sampling.spots} spots.`);
    expect(text).toContain(`Dig to ${CLAIMS.sampling.depthInches} inches.`);
    expect(text).toContain(`Keep ${CLAIMS.sampling.grams} g.`);
  });

  it("shows the partner impact figures and every CSR model in the proposal", () => {
    const proposal = pdfDownloads.find((d) => d.path.endsWith("partner-proposal.pdf"))!;
    const text = allText(proposal.content(defaultSiteConfig));
    for (const figure of Object.values(IMPACT.partner)) expect(text).toContain(figure);
    for (const cell of ["Pilot", "₹5-10 lakh", "Regional", "12-18 months", "State", "6,000-15,000", "Custom"]) expect(text).toContain(cell);
  });

  it("works out a per-acre wheat plan that supplies the target nutrients for less money", () => {
    const ex = wheatExample();
    // DAP carries the phosphorus, MOP the potash, and urea tops nitrogen up to the target.
    expect(Math.round((ex.tested.dap * 46) / 100)).toBe(ex.target.p);
    expect(Math.round((ex.tested.mop * 60) / 100)).toBe(ex.target.k);
    expect(Math.round((ex.tested.dap * 18 + ex.tested.urea * 46) / 100)).toBe(ex.target.n);
    expect(ex.saving).toBeGreaterThan(0);
    expect(ex.saving).toBeLessThanOrEqual(CLAIMS.savingsPerAcreRupees);
  });

  it("writes the rupee sign as Rs for the built-in fonts", () => {
    expect(pdfSafe("₹1,350 and ₹ 500")).toBe("Rs\u00a01,350 and Rs\u00a0500");
  });
});
