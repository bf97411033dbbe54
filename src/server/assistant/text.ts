// Plain text for the assistant's passages: sentences of a text, and the blocks of a blog post's (sanitised) HTML.

/** A text's sentences: split after . ! ? or । where the next sentence begins (not inside "0.5%" or "Dr. Rao"). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?।])\s+(?=["“(₹0-9A-Z]|\p{Script=Devanagari})/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML fragment: tags out, entities decoded, white space single. */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export type Block =
  | { kind: "heading" | "text"; text: string }
  /** A list item; `name` is its bold lead-in ("<strong>Stop burning residue.</strong> Chop straw…"), when it has one. */
  | { kind: "item"; text: string; name?: string }
  | { kind: "row"; cells: string[]; header: boolean };

/**
 * The blocks of a post's body in reading order: headings (h2-h4), paragraphs, list items and table rows. The body is
 * sanitised on save to a small set of tags, so a pattern over those tags reads it; text outside them is ignored.
 */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  for (const m of html.matchAll(/<(h[2-4]|p|li|tr|caption)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const tag = m[1]!.toLowerCase();
    const inner = m[2]!;
    if (tag === "tr") {
      const cells = [...inner.matchAll(/<(td|th)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((c) => htmlText(c[2]!));
      if (cells.some(Boolean)) blocks.push({ kind: "row", cells, header: !/<td\b/i.test(inner) });
      continue;
    }
    const text = htmlText(inner);
    if (!text) continue;
    if (tag === "li") {
      const lead = /^\s*<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/i.exec(inner);
      const name = lead ? htmlText(lead[2]!).replace(/[.:।]\s*$/, "") : "";
      blocks.push(name && name !== text ? { kind: "item", text, name } : { kind: "item", text });
      continue;
    }
    blocks.push({ kind: tag.startsWith("h") ? "heading" : "text", text });
  }
  return blocks;
}
