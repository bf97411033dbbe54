// The PDF guides' catalogs: every guide language has every guide's catalog, each with every English text, nothing
// more and the same placeholders; every message parses. A catalog written for a language the site has not registered
// yet (Marathi before locales.ts lists it) is checked the same way, so it is complete on the day the language goes live.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { GUIDE_LANGUAGES, SOURCE_LANGUAGE } from "../../shared/guide-downloads.ts";
import { pdfDownloads } from "./catalog.ts";
import { argNames, catalogProblems } from "../../client/i18n/catalog-problems.ts";
import { COMMON, guideWords, PDF_LOCALES_DIR, readCatalog } from "./words.ts";

const CATALOGS = fs.readdirSync(PDF_LOCALES_DIR).filter((name) => fs.statSync(path.join(PDF_LOCALES_DIR, name)).isDirectory());
const languagesOf = (name: string) => fs.readdirSync(path.join(PDF_LOCALES_DIR, name)).map((file) => file.replace(/\.json$/, ""));

/** The argument names ({count}, {count, plural, …}) of a message, sorted. */
const placeholders = (message: string): string[] => [...argNames(compileMessageOrThrow(message))].sort();

describe("PDF catalogs", () => {
  it("has, for every guide language, the common catalog and one per guide served in that language", () => {
    for (const language of GUIDE_LANGUAGES) {
      expect(readCatalog(COMMON, language), `${COMMON}/${language}.json`).toBeDefined();
      for (const d of pdfDownloads.filter((x) => x.language === language)) {
        expect(readCatalog(d.guide, language), `${d.guide}/${language}.json`).toBeDefined();
      }
    }
  });

  it("keeps a guide's ids apart from the common ones", () => {
    const common = Object.keys(readCatalog(COMMON, SOURCE_LANGUAGE)!);
    for (const name of CATALOGS.filter((n) => n !== COMMON)) {
      expect(Object.keys(readCatalog(name, SOURCE_LANGUAGE)!).filter((id) => common.includes(id)), name).toEqual([]);
    }
  });

  for (const name of CATALOGS) {
    describe(name, () => {
      const en = readCatalog(name, SOURCE_LANGUAGE)!;

      it("English messages are non-empty and parse as ICU", () => {
        expect(en, `${name}/en.json`).toBeDefined();
        for (const [id, text] of Object.entries(en)) {
          expect(text.trim(), id).not.toBe("");
          expect(() => compileMessageOrThrow(text), id).not.toThrow();
        }
      });

      for (const language of languagesOf(name).filter((l) => l !== SOURCE_LANGUAGE)) {
        it(`${language} has every English id, nothing more, with the same placeholders`, () => {
          expect(catalogProblems(en, readCatalog(name, language)!)).toEqual([]);
        });
      }
    });
  }

  it("tells a renamed placeholder and a broken message from a good one", () => {
    expect(placeholders("Save ₹{savingsPerAcre} per acre")).not.toEqual(placeholders("₹{savingPerAcre} बचाएं"));
    expect(placeholders("{n, plural, one {bag} other {# bags}}")).toEqual(["n"]);
    expect(() => compileMessageOrThrow("{brand clinic")).toThrow();
  });

  it("refuses a text the catalog lacks or a placeholder nobody gives, instead of printing a gap", () => {
    const t = guideWords("soil-health-booklet", SOURCE_LANGUAGE);
    expect(t("why.fast.text", { brand: "MittiMitra" })).toContain("A MittiMitra clinic tests");
    expect(() => t("why.fast.text")).toThrow(/names \{brand\}/);
    expect(() => (t as (id: string) => string)("why.nothing")).toThrow(/No text "why.nothing"/);
  });
});
