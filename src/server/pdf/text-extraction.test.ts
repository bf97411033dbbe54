// Text copied out of a guide is the text that was drawn, in every guide language: read back with poppler's pdftotext
// (what Evince, Okular and many search indexers use), every heading, paragraph, list item and call-out of a guide is
// there letter for letter, Devanagari vowel signs, conjuncts and reph in reading order (ि after its consonant, not
// before it). Needs pdftotext on the machine (Debian: poppler-utils).
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS } from "../../shared/constants.ts";
import { SOURCE_LANGUAGE, guidePath } from "../../shared/guide-downloads.ts";
import { defaultSiteConfig } from "../../shared/site-config.ts";
import { serverText } from "../i18n.ts";
import { pdfDownloads, type PdfDownload } from "./catalog.ts";
import type { PdfContent } from "./content.ts";
import { pdfSafe, renderPdf } from "./pdf-writer.ts";
import { commonWords, guideWords } from "./words.ts";

/** Rendering a Hindi guide takes 1–3 s on a quiet machine and up to 9 s on a loaded one; pdftotext well under one. */
const BUDGET_MS = 60_000;

const pdftotext = (pdf: Buffer): string => execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" });

/**
 * The letters of a text, without spaces and hyphens: where a line breaks, and whether a reader keeps the hyphen of a
 * word broken after it (pdftotext joins "chloride-" and "sensitive" into "chloridesensitive"), may differ; letters not.
 */
const letters = (text: string) => text.replace(/[\s-]+/g, "");

/** The words of a guide's tables: a reader may take a row's cells line by line, so only each word is whole. */
function tableWords(content: PdfContent): string[] {
  const cells = content.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "table" ? [...b.columns, ...b.rows.flat()] : [])));
  return [...new Set(cells.flatMap((cell) => cell.split(/\s+/)).filter(Boolean))];
}

/** What the guide draws as running text: all but the cells of its tables. */
function runningText(content: PdfContent): string[] {
  const out = [content.title, content.subtitle, content.kicker.toUpperCase()];
  for (const s of content.sections) {
    out.push(s.title);
    for (const b of s.blocks) {
      if (b.kind === "subheading" || b.kind === "paragraph") out.push(b.text);
      else if (b.kind === "bullets" || b.kind === "steps") out.push(...b.items.map((i) => (typeof i === "string" ? i : `${i.term} ${i.text}`)));
      else if (b.kind === "callout") out.push(b.title, b.text);
      else if (b.caption) out.push(b.caption);
    }
  }
  return out;
}

beforeAll(() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
  } catch {
    throw new Error("These tests read the PDFs back with pdftotext: install poppler-utils (apt-get install -y poppler-utils)");
  }
});

/** Each guide rendered and read back once, its pages' text as pdftotext gives it. */
const readBack = new Map<string, Promise<{ content: PdfContent; pages: string[] }>>();
function pagesOf(download: PdfDownload) {
  let pending = readBack.get(download.path);
  if (!pending) {
    const content = download.content(defaultSiteConfig);
    pending = renderPdf(content, defaultSiteConfig, download.language).then((pdf) => ({ content, pages: pdftotext(pdf).split("\f") }));
    readBack.set(download.path, pending);
  }
  return pending;
}

describe.each(pdfDownloads)("text copied out of $path", (download) => {
  const clean = download.language === SOURCE_LANGUAGE ? pdfSafe : (text: string) => text;

  it(
    "is the text that was drawn, every word of its tables included",
    async () => {
      const { content, pages } = await pagesOf(download);
      // Footers ("MittiMitra | title", "Page 2 of 6") sit between a paragraph's halves when it runs over a page.
      const t = commonWords(download.language);
      const footer = letters(clean(`${defaultSiteConfig.brand} | ${content.title}`));
      const body = pages
        .map((page, i) => letters(page).replace(footer, "").replace(letters(t("layout.page", { page: i + 1, pages: pages.length - 1 })), ""))
        .join("");
      expect(runningText(content).filter((text) => !body.includes(letters(clean(text))))).toEqual([]);
      expect(tableWords(content).filter((word) => !body.includes(letters(clean(word))))).toEqual([]);
    },
    BUDGET_MS,
  );

  it(
    "carries the site's tagline in the guide's language on the cover",
    async () => {
      const { pages } = await pagesOf(download);
      const tagline = serverText(download.language, "footer.tagline");
      if (download.language !== SOURCE_LANGUAGE) expect(tagline).not.toBe(serverText(SOURCE_LANGUAGE, "footer.tagline"));
      expect(letters(pages[0]!)).toContain(letters(clean(tagline)));
    },
    BUDGET_MS,
  );
});

describe("Hindi copied out of a guide", () => {
  it(
    "keeps its vowel signs, conjuncts and reph in reading order, sentence by sentence",
    async () => {
      const t = guideWords("soil-health-booklet", "hi");
      const booklet = pdfDownloads.find((d) => d.path === guidePath(DOWNLOADS.soilHealthBooklet, "hi"))!;
      const text = (await pagesOf(booklet)).pages.join(" ").replace(/\s+/g, " ");
      // मिट्टी (ि before its consonant when drawn), खर्च (reph drawn last), प्रति (्र), कार्ड and सॉइल.
      const sentences = [t("why.title"), t("why.bank"), t("why.benefits.money.text"), t("card.title"), t("sampling.steps.pack.text")];
      expect(sentences.join(" ")).toMatch(/मिट्टी[\s\S]*खर्च[\s\S]*प्रति[\s\S]*कार्ड/);
      for (const sentence of sentences) expect(text).toContain(sentence);
    },
    BUDGET_MS,
  );
});
