// What each toolbar button does to the HTML in the content box: wraps the selected text (or a placeholder to type
// over) in the right tags, putting block elements on lines of their own.

export type FormatAction = "h2" | "h3" | "paragraph" | "bold" | "italic" | "ul" | "ol" | "quote" | "link";

export interface TextEdit {
  /** Replace value[from, to) with `insert`… */
  from: number;
  to: number;
  insert: string;
  /** …then select [selStart, selEnd) of the new value: the text inside the tags, ready to type over. */
  selStart: number;
  selEnd: number;
}

const INLINE: Partial<Record<FormatAction, [tag: string, placeholder: string]>> = {
  bold: ["strong", "bold text"],
  italic: ["em", "italic text"],
};

const BLOCK: Partial<Record<FormatAction, [open: string, close: string, placeholder: string]>> = {
  h2: ["<h2>", "</h2>", "Heading"],
  h3: ["<h3>", "</h3>", "Subheading"],
  paragraph: ["<p>", "</p>", "Paragraph"],
  quote: ["<blockquote><p>", "</p></blockquote>", "Quotation"],
};

/** An address for href="": quotes and angle brackets encoded, so it cannot end the attribute. */
const hrefValue = (url: string) => url.trim().replace(/"/g, "%22").replace(/</g, "%3C").replace(/>/g, "%3E");

export function formatSelection(value: string, start: number, end: number, action: FormatAction, href = ""): TextEdit {
  const selected = value.slice(start, end);
  const inline = INLINE[action];
  if (inline || action === "link") {
    const [open, close, placeholder] =
      action === "link" ? [`<a href="${hrefValue(href)}">`, "</a>", "link text"] : [`<${inline![0]}>`, `</${inline![0]}>`, inline![1]];
    const inner = selected || placeholder;
    return { from: start, to: end, insert: `${open}${inner}${close}`, selStart: start + open.length, selEnd: start + open.length + inner.length };
  }

  // Blocks start and end on their own lines.
  const before = start > 0 && value[start - 1] !== "\n" ? "\n" : "";
  const after = end < value.length && value[end] !== "\n" ? "\n" : "";
  let open: string;
  let inner: string;
  let close: string;
  if (action === "ul" || action === "ol") {
    const lines = selected
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    const items = lines.length ? lines : ["List item"];
    open = `<${action}>\n  <li>`;
    inner = items.join("</li>\n  <li>");
    close = `</li>\n</${action}>`;
  } else {
    const [o, c, placeholder] = BLOCK[action]!;
    open = o;
    close = c;
    inner = selected.trim() || placeholder;
  }
  const selStart = start + before.length + open.length;
  return { from: start, to: end, insert: `${before}${open}${inner}${close}${after}`, selStart, selEnd: selStart + inner.length };
}

/** Addresses a link may have, as the server allows them: web pages, e-mail, and pages of this site. */
export function linkProblem(url: string): string | null {
  const u = url.trim();
  if (!u) return "Please enter the link's address.";
  if (/^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|\/(?!\/)\S*|#\S+)$/i.test(u)) return null;
  return "Use an address that starts with https://, http://, mailto: or / (a page of this site).";
}
