// The content model of a downloadable guide: document modules write these blocks, the PDF writer lays them out.

/** A bullet or step, optionally led by a bold term ("Nitrogen: ..."). */
export type ListItem = string | { term: string; text: string };

export type Block =
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: ListItem[] }
  | { kind: "steps"; items: ListItem[] }
  | {
      kind: "table";
      columns: string[];
      rows: string[][];
      /** Relative column widths; equal when left out. */
      widths?: number[];
      caption?: string;
    }
  | { kind: "callout"; title: string; text: string };

export interface DocumentSection {
  title: string;
  blocks: Block[];
}

export interface PdfContent {
  title: string;
  subtitle: string;
  /** Short line above the title on the cover, e.g. "Free guide for farmers". */
  kicker: string;
  /** Document properties (keywords) for search and file managers. */
  keywords: string[];
  sections: DocumentSection[];
}

// Small constructors keep the document modules readable as prose.
export const h = (text: string): Block => ({ kind: "subheading", text });
export const p = (text: string): Block => ({ kind: "paragraph", text });
export const bullets = (...items: ListItem[]): Block => ({ kind: "bullets", items });
export const steps = (...items: ListItem[]): Block => ({ kind: "steps", items });
export const callout = (title: string, text: string): Block => ({ kind: "callout", title, text });
export const table = (columns: string[], rows: string[][], widths?: number[], caption?: string): Block => ({
  kind: "table",
  columns,
  rows,
  ...(widths ? { widths } : {}),
  ...(caption ? { caption } : {}),
});

/** Every piece of text in a document, in reading order (for checks and tests). */
export function allText(content: PdfContent): string[] {
  const out = [content.title, content.subtitle, content.kicker];
  const item = (i: ListItem) => (typeof i === "string" ? i : `${i.term} ${i.text}`);
  for (const s of content.sections) {
    out.push(s.title);
    for (const b of s.blocks) {
      if (b.kind === "subheading" || b.kind === "paragraph") out.push(b.text);
      else if (b.kind === "bullets" || b.kind === "steps") out.push(...b.items.map(item));
      else if (b.kind === "table") out.push(...b.columns, ...b.rows.flat(), ...(b.caption ? [b.caption] : []));
      else out.push(b.title, b.text);
    }
  }
  return out;
}
