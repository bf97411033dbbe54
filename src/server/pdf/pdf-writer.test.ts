// The guides render as real multi-page PDFs in English and Hindi, take every company fact from the site config, and use
// only text their fonts can draw: Helvetica for English, the embedded Noto Sans Devanagari for Hindi.
import { describe, expect, it } from "vitest";
import { CLAIMS, IMPACT } from "../../shared/constants.ts";
import { defaultSiteConfig, resolveSiteConfig } from "../../shared/site-config.ts";
import { pdfDownloads, downloadFileName } from "./catalog.ts";
import { allText } from "./content.ts";
import { wheatExample } from "./documents/fertilizer-guide.ts";
import { missingGlyphs, pdfSafe, renderPdf, unprintable } from "./pdf-writer.ts";

const otherSite = resolveSiteConfig({
  SITE_BRAND: "Bhoomi Labs",
  SITE_PHONE_1: "+91 80000 11111",
  SITE_PHONE_2: "+91 80000 22222",
  SITE_INFO_EMAIL: "hello@bhoomi.example",
  SITE_URL: "https://bhoomi.example",
});

/** Rendering a guide (a Hindi one subsets the embedded font) takes 1–3 s on a quiet machine and up to 9 s on a loaded one. */
const RENDER_BUDGET_MS = 60_000;

const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\n/g)?.length ?? 0;

describe.each(pdfDownloads)("the guide at $path", (download) => {
  it("renders as a PDF of several pages", async () => {
    const pdf = await renderPdf(download.content(defaultSiteConfig), defaultSiteConfig, download.language);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
  }, RENDER_BUDGET_MS);

  it("contains only text its fonts can draw", () => {
    const text = allText(download.content(defaultSiteConfig));
    const bad = download.language === "en" ? text.flatMap(unprintable) : missingGlyphs(text.join("\n"));
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

const hindi = (path: string) => pdfDownloads.find((d) => d.language === "hi" && d.path === path)!;

describe("Hindi guides", () => {
  it("exist for the three farmer guides at /downloads/hi/, and not for the partner proposal", () => {
    expect(pdfDownloads.filter((d) => d.language === "hi").map((d) => d.path)).toEqual([
      "/downloads/hi/soil-health-booklet.pdf",
      "/downloads/hi/fertilizer-guide.pdf",
      "/downloads/hi/crop-advisory.pdf",
    ]);
    expect(downloadFileName(hindi("/downloads/hi/crop-advisory.pdf"), otherSite)).toBe("bhoomi-labs-crop-advisory-hi.pdf");
  });

  it("are written in Hindi, keep the rupee sign and give the same sampling facts", () => {
    const text = allText(hindi("/downloads/hi/soil-health-booklet.pdf").content(defaultSiteConfig)).join("\n");
    expect(text).toContain("मिट्टी सेहत पुस्तिका");
    expect(text).toContain(`${CLAIMS.sampling.spots} जगह चुनें।`);
    expect(text).toContain(`${CLAIMS.sampling.depthInches} इंच गहरा खोदें।`);
    expect(text).toContain(`${CLAIMS.sampling.grams} ग्राम रखें।`);
    expect(text).toContain(`₹${CLAIMS.clinicTestPriceRupees}`);
    expect(text).not.toContain("Rs");
    // Latin letters are only for names, addresses, units and chemical symbols: no English sentence is left.
    expect(text).not.toMatch(/\b(the|and|your|soil)\b/i);
  });

  it("work out the same wheat plan and saving as the English fertilizer guide", () => {
    const saving = `₹${Math.round(wheatExample().saving).toLocaleString("en-IN")}`;
    expect(allText(hindi("/downloads/hi/fertilizer-guide.pdf").content(defaultSiteConfig)).join("\n")).toContain(`लगभग ${saving} की बचत`);
  });

  it("embed the Devanagari font and draw no Helvetica", async () => {
    const pdf = (await renderPdf(hindi("/downloads/hi/crop-advisory.pdf").content(defaultSiteConfig), defaultSiteConfig, "hi")).toString("latin1");
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(pdf).toContain("/FontFile2");
    expect(pdf).not.toContain("/Helvetica");
    expect(pdf).toContain("(hi-IN)");
  }, RENDER_BUDGET_MS);

  it("finds a character the font cannot draw", () => {
    expect(missingGlyphs("मिट्टी ₹500 MittiMitra")).toEqual([]);
    expect(missingGlyphs("மண்")).toEqual(["ம", "ண", "்"]);
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
