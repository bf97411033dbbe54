// The guides render as real multi-page PDFs in every guide language, take every company fact from the site config, and
// use only text their fonts can draw: Helvetica for English, the embedded Noto Sans Devanagari for the others.
import { describe, expect, it } from "vitest";
import { CLAIMS, DOWNLOADS, IMPACT } from "../../shared/constants.ts";
import { FACT_VALUES } from "../../shared/facts.ts";
import { FARMER_GUIDES, GUIDE_LANGUAGES, SOURCE_LANGUAGE, guidePath, type GuideLanguage } from "../../shared/guide-downloads.ts";
import { defaultSiteConfig, resolveSiteConfig } from "../../shared/site-config.ts";
import { pdfDownloads, downloadFileName } from "./catalog.ts";
import { allText } from "./content.ts";
import { rupees, wheatExample } from "./documents/fertilizer-guide.ts";
import { missingGlyphs, pdfSafe, renderPdf, unprintable } from "./pdf-writer.ts";
import { guideWords } from "./words.ts";

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
    const bad = download.language === SOURCE_LANGUAGE ? text.flatMap(unprintable) : missingGlyphs(text.join("\n"));
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

const translations = GUIDE_LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE);
const inLanguage = (language: GuideLanguage, path: string) => pdfDownloads.find((d) => d.language === language && d.path === guidePath(path, language))!;
const words = (language: GuideLanguage, path: string) => allText(inLanguage(language, path).content(defaultSiteConfig)).join("\n");

describe.each(translations)("guides in %s", (language) => {
  it(`exist for the three farmer guides at /downloads/${language}/, and not for the partner proposal`, () => {
    expect(pdfDownloads.filter((d) => d.language === language).map((d) => d.path)).toEqual(FARMER_GUIDES.map((p) => guidePath(p, language)));
    expect(downloadFileName(inLanguage(language, DOWNLOADS.cropAdvisory), otherSite)).toBe(`bhoomi-labs-crop-advisory-${language}.pdf`);
  });

  it("are written in the language, keep the rupee sign and give the same sampling facts", () => {
    const text = words(language, DOWNLOADS.soilHealthBooklet);
    expect(text).toContain(guideWords("soil-health-booklet", language)("title"));
    for (const fact of [FACT_VALUES.samplingSpots, FACT_VALUES.samplingDepthInches, FACT_VALUES.samplingGrams]) expect(text).toContain(`${fact} `);
    expect(text).toContain(`₹${CLAIMS.clinicTestPriceRupees}`);
    expect(text).not.toContain("Rs");
    // Latin letters are only for names, addresses, units and chemical symbols: no English sentence is left.
    expect(text).not.toMatch(/\b(the|and|your|soil)\b/i);
  });

  it("work out the same wheat plan and saving as the English fertilizer guide", () => {
    const ex = wheatExample();
    const text = words(language, DOWNLOADS.fertilizerGuide);
    expect(text).toContain(rupees(ex.saving));
    expect(text).toContain(`${ex.recommended.n} : ${ex.recommended.p} : ${ex.recommended.k}`);
  });

  it("embed the Devanagari font and draw no Helvetica", async () => {
    const download = inLanguage(language, DOWNLOADS.cropAdvisory);
    const pdf = (await renderPdf(download.content(defaultSiteConfig), defaultSiteConfig, language)).toString("latin1");
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(pdf).toContain("/FontFile2");
    expect(pdf).not.toContain("/Helvetica");
    expect(pdf).toContain(`(${language}-IN)`);
  }, RENDER_BUDGET_MS);
});

describe("Hindi guides", () => {
  it("say the sampling steps in Hindi words with the facts' figures", () => {
    const text = words("hi", DOWNLOADS.soilHealthBooklet);
    expect(text).toContain("मिट्टी सेहत पुस्तिका");
    expect(text).toContain(`${CLAIMS.sampling.spots} जगह चुनें।`);
    expect(text).toContain(`${CLAIMS.sampling.depthInches} इंच गहरा खोदें।`);
    expect(text).toContain(`${CLAIMS.sampling.grams} ग्राम रखें।`);
    expect(words("hi", DOWNLOADS.fertilizerGuide)).toContain(`लगभग ${rupees(wheatExample().saving)} की बचत`);
  });

  it("give the office hours and the clinic finder in Hindi", () => {
    const text = words("hi", DOWNLOADS.cropAdvisory);
    expect(text).toContain("सोमवार से शुक्रवार सुबह 9 से शाम 6 बजे, शनिवार सुबह 9 से दोपहर 1 बजे");
    expect(text).toContain(`${defaultSiteConfig.siteUrl}/hi/find-clinic`);
  });

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
