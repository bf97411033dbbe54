// Lays out a guide (content.ts) as an A4 PDF: cover with contents, numbered sections, lists, tables, call-out boxes,
// bookmarks and "Page n of N" footers. English guides use pdfkit's built-in Helvetica; the other languages embed Noto
// Sans Devanagari (./fonts), which pdfkit shapes with fontkit, so conjuncts, reph and vowel signs come out right, and
// each drawn line of Devanagari carries its text as written, so copying it out of the PDF gives the same words.
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { SiteConfig } from "../../shared/site-config.ts";
import { SOURCE_LANGUAGE, type GuideLanguage } from "../../shared/guide-downloads.ts";
import { serverText } from "../i18n.ts";
import type { Block, ListItem, PdfContent } from "./content.ts";
import { commonWords, type CommonId, type Words } from "./words.ts";

type Doc = PDFKit.PDFDocument;

const colour = {
  brand: "#166534",
  brandDark: "#14532d",
  brandTint: "#f0fdf4",
  brandLine: "#bbf7d0",
  brandPale: "#dcfce7",
  harvest: "#facc15",
  soil: ["#c98f54", "#9a5b2a", "#7c4722", "#5e361c"],
  text: "#292524",
  muted: "#57534e",
  rule: "#d6d3d1",
  zebra: "#f5f5f4",
};

const size = { body: 10.5, small: 8.5, table: 9, subheading: 12.5, heading: 17 };
const MARGIN = { top: 62, bottom: 64, left: 56, right: 56 };
const LINE_GAP = 2.5;

/**
 * The built-in PDF fonts only know the Windows-1252 characters; the rupee sign is written as "Rs"
 * (the usual printed form in India) and a few symbols get plain equivalents.
 */
export function pdfSafe(text: string): string {
  // A no-break space keeps "Rs" on the same line as its amount.
  return text.replace(/₹\s?/g, "Rs\u00a0").replace(/≤/g, "<=").replace(/≥/g, ">=").replace(/→/g, "->");
}

/** Characters the built-in fonts cannot draw, after pdfSafe (empty when the text is printable). */
export function unprintable(text: string): string[] {
  // Windows-1252 adds these to Latin-1 in 0x80-0x9F.
  const extra = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
  return [...pdfSafe(text)].filter((c) => {
    const code = c.codePointAt(0)!;
    return !((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || extra.includes(c) || c === "\n");
  });
}

const FONT_DIR = path.resolve(import.meta.dirname, "fonts");
/** The Devanagari font files (Hindi plus Latin letters in one file: pdfkit has no fallback font). */
export const DEVANAGARI_FONTS = {
  regular: path.join(FONT_DIR, "NotoSansDevanagari-Latin-Regular.ttf"),
  bold: path.join(FONT_DIR, "NotoSansDevanagari-Latin-Bold.ttf"),
} as const;

let devanagariBytes: { regular: Buffer; bold: Buffer } | undefined;
const devanagari = () =>
  (devanagariBytes ??= { regular: fs.readFileSync(DEVANAGARI_FONTS.regular), bold: fs.readFileSync(DEVANAGARI_FONTS.bold) });

/** Characters of a text the Devanagari font has no glyph for (empty when it can draw all of it). */
export function missingGlyphs(text: string): string[] {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(devanagari().regular);
  // pdfkit keeps the fontkit font it embeds on `_font.font`; its types do not declare it.
  const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(code: number): boolean } } })._font.font;
  return [...new Set(text)].filter((c) => c !== "\n" && !font.hasGlyphForCodePoint(c.codePointAt(0)!));
}

/** How a guide's language is drawn: fonts and text clean-up. */
interface Typeface {
  regular: string;
  bold: string;
  italic: string;
  /** Extra space between letters on the cover's small capitals (none for Devanagari, where it would pull signs apart). */
  spacing: number;
  clean: (text: string) => string;
  /** Sets a new document up for the face (its fonts, how its lines are drawn). */
  prepare?: (doc: Doc) => void;
}

/** A Devanagari letter, vowel sign or digit. */
const DEVANAGARI_TEXT = /\p{Script=Devanagari}/u;

/** A PDF text string in UTF-16BE with its byte order mark, written as hex: `<FEFF0915…>`. */
function pdfTextString(text: string): string {
  const bytes = Buffer.from(text, "utf16le").swap16();
  return `<FEFF${bytes.toString("hex").toUpperCase()}>`;
}

type DrawLine = (this: Doc, text: string, x: number, y: number, options: unknown) => unknown;

/**
 * Copying text out of a PDF gives each glyph's Unicode in the order the glyphs are drawn, and Devanagari is not drawn
 * in reading order: ि comes before its consonant, a reph after the letters it is written before, a conjunct is one
 * glyph. So every drawn line with Devanagari is put in a marked-content span whose /ActualText is the line as written
 * (PDF 32000-1, 14.9.4); readers copy, search and read aloud that text instead of the glyphs'. pdfkit has no option
 * for it, so its line drawing (`_fragment`: q, cm, BT … ET, Q) is wrapped here, and the span opens after BT and closes
 * before ET: there the reader measures the span in the coordinates the glyphs were drawn in (a span around q … Q made
 * poppler place each line at its left edge and shuffle a bold term after its own text).
 */
function spanDevanagariLines(doc: Doc): void {
  const internals = doc as unknown as { _fragment?: DrawLine; addContent: (op: string) => Doc };
  const drawLine = internals._fragment;
  if (typeof drawLine !== "function") throw new Error("pdfkit no longer draws a line with _fragment: the Devanagari text spans need a new hook");
  internals._fragment = function (this: Doc, text, x, y, options) {
    if (!DEVANAGARI_TEXT.test(text)) return drawLine.call(this, text, x, y, options);
    const addContent = internals.addContent;
    internals.addContent = (op: string) => {
      if (op === "ET") addContent.call(doc, "EMC");
      addContent.call(doc, op);
      if (op === "BT") addContent.call(doc, `/Span <</ActualText ${pdfTextString(text)}>> BDC`);
      return doc;
    };
    try {
      return drawLine.call(this, text, x, y, options);
    } finally {
      internals.addContent = addContent;
    }
  };
}

const HELVETICA: Typeface = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
  spacing: 1,
  clean: pdfSafe,
};

const NOTO_DEVANAGARI: Typeface = {
  regular: "Devanagari",
  bold: "Devanagari-Bold",
  // Devanagari has no italic: captions stay upright.
  italic: "Devanagari",
  spacing: 0,
  clean: (text) => text,
  prepare: (doc) => {
    const bytes = devanagari();
    doc.registerFont("Devanagari", bytes.regular);
    doc.registerFont("Devanagari-Bold", bytes.bold);
    spanDevanagariLines(doc);
  },
};

/**
 * English, the source language, draws with the PDF's built-in Helvetica (nothing to embed, a third of the size); every
 * other guide language with the embedded Devanagari font, the script of the site's other languages (Hindi, Marathi).
 * A language in another script needs its font here; the guides' test finds any letter a font cannot draw.
 */
const typefaceOf = (language: GuideLanguage): Typeface => (language === SOURCE_LANGUAGE ? HELVETICA : NOTO_DEVANAGARI);

class GuideWriter {
  private readonly doc: Doc;
  private readonly width: number;
  private readonly sectionPages: number[] = [];
  private readonly face: Typeface;
  private readonly t: Words<CommonId>;

  constructor(
    private readonly content: PdfContent,
    private readonly site: SiteConfig,
    private readonly language: GuideLanguage,
  ) {
    const face = (this.face = typefaceOf(language));
    this.t = commonWords(language);
    this.doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      bufferPages: true,
      autoFirstPage: false,
      // India's form of the language: en-IN, hi-IN, mr-IN.
      lang: `${language}-IN`,
      displayTitle: true,
      info: {
        Title: this.face.clean(content.title),
        Subject: this.face.clean(content.subtitle),
        Author: this.face.clean(site.brand),
        Creator: this.face.clean(site.brand),
        Keywords: this.face.clean(content.keywords.join(", ")),
      },
    });
    face.prepare?.(this.doc);
    this.doc.addPage();
    this.width = this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  async render(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (c: Buffer) => chunks.push(c));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.cover();
    this.content.sections.forEach((s, i) => {
      // Sections run on; a new one starts a page only when little room is left below.
      if (i === 0) this.doc.addPage();
      else {
        this.doc.moveDown(1.2);
        this.ensureSpace(170);
      }
      this.sectionPages.push(this.pageCount());
      this.doc.outline.addItem(this.face.clean(s.title));
      this.heading(`${i + 1}. ${s.title}`);
      for (const b of s.blocks) this.block(b);
    });
    this.contents();
    this.footers();
    this.doc.end();
    return done;
  }

  private pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private textHeight(text: string, f: string, s: number, width = this.width): number {
    return this.doc.font(f).fontSize(s).heightOfString(this.face.clean(text), { width, lineGap: LINE_GAP });
  }

  private cover(): void {
    const { doc, site, content } = this;
    const w = doc.page.width;
    const bandBottom = 360;
    doc.rect(0, 0, w, bandBottom).fill(colour.brand);
    // A soil profile under the green field: the brand's picture of what a soil test looks into.
    let y = bandBottom;
    doc.rect(0, y, w, 6).fill(colour.harvest);
    y += 6;
    [14, 12, 10, 8].forEach((hgt, i) => {
      doc.rect(0, y, w, hgt).fill(colour.soil[i]!);
      y += hgt;
    });

    doc.font(this.face.bold).fontSize(15).fillColor("#ffffff").text(this.face.clean(site.brand), MARGIN.left, 56, { characterSpacing: this.face.spacing });
    doc.font(this.face.regular).fontSize(9.5).fillColor(colour.brandPale).text(this.face.clean(serverText(this.language, "footer.tagline")), { width: this.width * 0.8 });
    doc
      .font(this.face.bold)
      .fontSize(10.5)
      .fillColor(colour.harvest)
      .text(this.face.clean(content.kicker).toUpperCase(), MARGIN.left, 150, { characterSpacing: this.face.spacing * 1.2 });
    doc.moveDown(0.4);
    doc.font(this.face.bold).fontSize(32).fillColor("#ffffff").text(this.face.clean(content.title), { width: this.width, lineGap: 2 });
    doc.moveDown(0.4);
    doc.font(this.face.regular).fontSize(13).fillColor(colour.brandPale).text(this.face.clean(content.subtitle), { width: this.width * 0.9, lineGap: 3 });

    const foot = doc.page.height - MARGIN.bottom - 40;
    doc.moveTo(MARGIN.left, foot - 10).lineTo(w - MARGIN.right, foot - 10).lineWidth(0.6).strokeColor(colour.rule).stroke();
    doc
      .font(this.face.regular)
      .fontSize(9)
      .fillColor(colour.muted)
      .text(this.face.clean(`${site.siteUrl}   |   ${site.phones[0]}   |   ${site.infoEmail}`), MARGIN.left, foot, { width: this.width });
    doc.text(this.face.clean(this.t("layout.licence", { year: new Date().getFullYear(), brand: site.brand })), { width: this.width });
  }

  /** The cover's contents list, written last because it needs each section's page number. */
  private contents(): void {
    const { doc } = this;
    doc.switchToPage(0);
    let y = 420;
    doc.font(this.face.bold).fontSize(size.subheading).fillColor(colour.brandDark).text(this.face.clean(this.t("layout.contents")), MARGIN.left, y);
    y += 24;
    this.content.sections.forEach((s, i) => {
      const label = this.face.clean(`${i + 1}.  ${s.title}`);
      const page = String(this.sectionPages[i]);
      doc.font(this.face.regular).fontSize(size.body).fillColor(colour.text);
      const labelWidth = doc.widthOfString(label);
      const pageWidth = doc.widthOfString(page);
      doc.text(label, MARGIN.left, y, { lineBreak: false });
      doc.text(page, MARGIN.left + this.width - pageWidth, y, { lineBreak: false });
      const dotsFrom = MARGIN.left + labelWidth + 6;
      const dotsTo = MARGIN.left + this.width - pageWidth - 6;
      if (dotsTo > dotsFrom) {
        doc
          .moveTo(dotsFrom, y + 9)
          .lineTo(dotsTo, y + 9)
          .dash(1, { space: 2.5 })
          .lineWidth(0.6)
          .strokeColor(colour.rule)
          .stroke()
          .undash();
      }
      y += 19;
    });
  }

  private footers(): void {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let i = start + 1; i < start + count; i++) {
      doc.switchToPage(i);
      // Footers sit in the bottom margin, where pdfkit would otherwise start a new page.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN.bottom + 22;
      doc.moveTo(MARGIN.left, y - 8).lineTo(doc.page.width - MARGIN.right, y - 8).lineWidth(0.5).strokeColor(colour.rule).stroke();
      doc.font(this.face.regular).fontSize(size.small).fillColor(colour.muted);
      doc.text(this.face.clean(`${this.site.brand}  |  ${this.content.title}`), MARGIN.left, y, { lineBreak: false });
      const pageLabel = this.face.clean(this.t("layout.page", { page: i + 1, pages: count }));
      doc.text(pageLabel, doc.page.width - MARGIN.right - doc.widthOfString(pageLabel), y, { lineBreak: false });
      doc.page.margins.bottom = MARGIN.bottom;
    }
  }

  private heading(text: string): void {
    const { doc } = this;
    doc.font(this.face.bold).fontSize(size.heading).fillColor(colour.brand).text(this.face.clean(text), MARGIN.left, doc.y, { width: this.width });
    const y = doc.y + 4;
    doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + 60, y).lineWidth(2.5).strokeColor(colour.harvest).stroke();
    doc.y = y + 14;
  }

  private block(b: Block): void {
    switch (b.kind) {
      case "subheading":
        return this.subheading(b.text);
      case "paragraph":
        return this.paragraph(b.text);
      case "bullets":
        return this.list(b.items, false);
      case "steps":
        return this.list(b.items, true);
      case "table":
        return this.table(b.columns, b.rows, b.widths, b.caption);
      case "callout":
        return this.callout(b.title, b.text);
    }
  }

  private subheading(text: string): void {
    // Keep a heading with at least a few lines of what follows it.
    this.ensureSpace(this.textHeight(text, this.face.bold, size.subheading) + 60);
    this.doc.moveDown(0.3);
    this.doc
      .font(this.face.bold)
      .fontSize(size.subheading)
      .fillColor(colour.brandDark)
      .text(this.face.clean(text), MARGIN.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.35);
  }

  private paragraph(text: string): void {
    this.ensureSpace(Math.min(this.textHeight(text, this.face.regular, size.body), 40));
    this.doc
      .font(this.face.regular)
      .fontSize(size.body)
      .fillColor(colour.text)
      .text(this.face.clean(text), MARGIN.left, this.doc.y, { width: this.width, lineGap: LINE_GAP, align: "left" });
    this.doc.moveDown(0.6);
  }

  private list(items: ListItem[], numbered: boolean): void {
    const { doc } = this;
    const indent = numbered ? 20 : 14;
    const textWidth = this.width - indent;
    items.forEach((item, i) => {
      const whole = typeof item === "string" ? item : `${item.term} ${item.text}`;
      this.ensureSpace(Math.min(this.textHeight(whole, this.face.regular, size.body, textWidth), 42));
      const y = doc.y;
      if (numbered) {
        doc.font(this.face.bold).fontSize(size.body).fillColor(colour.brand).text(`${i + 1}.`, MARGIN.left, y, { lineBreak: false });
      } else {
        doc.circle(MARGIN.left + 3, y + 5, 2).fill(colour.brand);
      }
      const opts = { width: textWidth, lineGap: LINE_GAP };
      if (typeof item === "string") {
        doc.font(this.face.regular).fontSize(size.body).fillColor(colour.text).text(this.face.clean(item), MARGIN.left + indent, y, opts);
      } else {
        doc
          .font(this.face.bold)
          .fontSize(size.body)
          .fillColor(colour.text)
          .text(`${this.face.clean(item.term)} `, MARGIN.left + indent, y, { ...opts, continued: true });
        doc.font(this.face.regular).text(this.face.clean(item.text), opts);
      }
      doc.moveDown(0.3);
    });
    doc.moveDown(0.35);
  }

  private callout(title: string, text: string): void {
    const { doc } = this;
    const pad = 12;
    const inner = this.width - pad * 2 - 4;
    // The measured heights include a line gap under the last line, which the bottom padding already gives.
    const height =
      this.textHeight(title, this.face.bold, size.body, inner) + this.textHeight(text, this.face.regular, size.body, inner) + pad * 2 - LINE_GAP * 2;
    this.ensureSpace(height + 8);
    const top = doc.y + 2;
    doc.rect(MARGIN.left, top, this.width, height).fill(colour.brandTint);
    doc.rect(MARGIN.left, top, 4, height).fill(colour.brand);
    doc.font(this.face.bold).fontSize(size.body).fillColor(colour.brandDark).text(this.face.clean(title), MARGIN.left + pad + 4, top + pad, { width: inner });
    doc.moveDown(0.15);
    doc.font(this.face.regular).fillColor(colour.text).text(this.face.clean(text), { width: inner, lineGap: LINE_GAP });
    doc.y = top + height + 12;
    doc.x = MARGIN.left;
  }

  private table(columns: string[], rows: string[][], widths: number[] | undefined, caption: string | undefined): void {
    const { doc } = this;
    const weights = widths ?? columns.map(() => 1);
    const total = weights.reduce((a, b) => a + b, 0);
    const colWidths = weights.map((wt) => (wt / total) * this.width);
    const pad = 5;
    const rowHeight = (cells: string[], f: string) =>
      Math.max(...cells.map((c, i) => this.textHeight(c, f, size.table, colWidths[i]! - pad * 2))) + pad * 2;

    const drawRow = (cells: string[], header: boolean, shaded: boolean) => {
      const f = header ? this.face.bold : this.face.regular;
      const hgt = rowHeight(cells, f);
      const top = doc.y;
      if (header) doc.rect(MARGIN.left, top, this.width, hgt).fill(colour.brand);
      else if (shaded) doc.rect(MARGIN.left, top, this.width, hgt).fill(colour.zebra);
      let x = MARGIN.left;
      cells.forEach((c, i) => {
        doc
          .font(i === 0 && !header ? this.face.bold : f)
          .fontSize(size.table)
          .fillColor(header ? "#ffffff" : colour.text)
          .text(this.face.clean(c), x + pad, top + pad, { width: colWidths[i]! - pad * 2, lineGap: LINE_GAP });
        x += colWidths[i]!;
      });
      doc.moveTo(MARGIN.left, top + hgt).lineTo(MARGIN.left + this.width, top + hgt).lineWidth(0.5).strokeColor(colour.rule).stroke();
      doc.y = top + hgt;
    };

    // Never leave a header with only a row or two at the foot of a page.
    const opening = rowHeight(columns, this.face.bold) + rows.slice(0, 3).reduce((sum, r) => sum + rowHeight(r, this.face.regular), 0);
    if (caption) {
      this.ensureSpace(opening + 20);
      doc.font(this.face.italic).fontSize(size.small + 0.5).fillColor(colour.muted).text(this.face.clean(caption), MARGIN.left, doc.y, { width: this.width });
      doc.moveDown(0.3);
    }
    this.ensureSpace(opening);
    drawRow(columns, true, false);
    rows.forEach((r, i) => {
      if (doc.y + rowHeight(r, this.face.regular) > this.bottom) {
        doc.addPage();
        drawRow(columns, true, false); // repeat the header on the new page
      }
      drawRow(r, false, i % 2 === 1);
    });
    doc.x = MARGIN.left;
    doc.moveDown(1);
  }
}

/** Renders a guide to PDF bytes. */
export function renderPdf(content: PdfContent, site: SiteConfig, language: GuideLanguage = SOURCE_LANGUAGE): Promise<Buffer> {
  return new GuideWriter(content, site, language).render();
}
