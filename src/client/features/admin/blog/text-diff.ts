// What changed between two texts, for comparing a post's revision with its current text (issue 30): paragraphs are
// matched first, then the words of the paragraphs that changed, each by a longest common subsequence. Paragraphs
// first keeps it quick on a long post (a few hundred lines, then a few hundred words at a time).

export type DiffKind = "same" | "added" | "removed";
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/** Cells of the LCS table above which a run is shown as removed then added, whole, rather than matched. */
const MAX_CELLS = 4_000_000;

/** The LCS alignment of two token lists, as parts in order; equal prefix and suffix are taken off first. */
function align(a: readonly string[], b: readonly string[]): { kind: DiffKind; tokens: string[] }[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const out: { kind: DiffKind; tokens: string[] }[] = [];
  const push = (kind: DiffKind, token: string) => {
    const last = out[out.length - 1];
    if (last?.kind === kind) last.tokens.push(token);
    else out.push({ kind, tokens: [token] });
  };
  for (let i = 0; i < start; i++) push("same", a[i]!);
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    for (const t of midA) push("removed", t);
    for (const t of midB) push("added", t);
  } else {
    // lengths[i][j]: the LCS of midA[i..] and midB[j..].
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i * width + j] = midA[i] === midB[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push("same", midA[i]!);
        i++;
        j++;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) push("removed", midA[i++]!);
      else push("added", midB[j++]!);
    }
    while (i < n) push("removed", midA[i++]!);
    while (j < m) push("added", midB[j++]!);
  }
  for (let i = endA; i < a.length; i++) push("same", a[i]!);
  return out;
}

/** Words and the spaces between them, so joining the tokens gives the text back. */
const words = (text: string) => text.split(/(\s+)/).filter((t) => t !== "");

/** Joins neighbouring parts of one kind and drops empty ones. */
function tidy(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (part.text === "") continue;
    const last = out[out.length - 1];
    if (last?.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/**
 * A run of changes with only spaces between them reads as one phrase replaced by another ("Paragraph 399" by "Last
 * paragraph", not four pieces): its removed words and its added words each become one part, the spaces in both.
 */
function phrases(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let i = 0;
  while (i < parts.length) {
    if (parts[i]!.kind === "same") {
      out.push(parts[i++]!);
      continue;
    }
    const run: DiffPart[] = [];
    let j = i;
    for (; j < parts.length; j++) {
      const p = parts[j]!;
      const space = p.kind === "same" && /^[^\S\n]+$/.test(p.text) && parts[j + 1] !== undefined && parts[j + 1]!.kind !== "same";
      if (p.kind !== "same" || space) run.push(p);
      else break;
    }
    const both = run.some((p) => p.kind === "removed") && run.some((p) => p.kind === "added");
    if (both) {
      out.push({ kind: "removed", text: run.filter((p) => p.kind !== "added").map((p) => p.text).join("") });
      out.push({ kind: "added", text: run.filter((p) => p.kind !== "removed").map((p) => p.text).join("") });
    } else out.push(...run);
    i = j;
  }
  return tidy(out);
}

/** Word by word: what the `after` text removed from `before` and added to it. */
export function diffWords(before: string, after: string): DiffPart[] {
  return phrases(tidy(align(words(before), words(after)).map((p) => ({ kind: p.kind, text: p.tokens.join("") }))));
}

/**
 * Paragraph by paragraph (one a line), and word by word inside paragraphs that were edited: a run of removed lines
 * followed by added ones is compared by words. Every line keeps its line break, so the parts join to the text.
 */
export function diffText(before: string, after: string): DiffPart[] {
  const lines = (text: string) => (text === "" ? [] : text.split("\n").map((l) => `${l}\n`));
  const blocks = align(lines(before), lines(after));
  const parts: DiffPart[] = [];
  for (let k = 0; k < blocks.length; k++) {
    const block = blocks[k]!;
    const next = blocks[k + 1];
    if (block.kind === "removed" && next?.kind === "added") {
      parts.push(...diffWords(block.tokens.join(""), next.tokens.join("")));
      k++;
    } else parts.push({ kind: block.kind, text: block.tokens.join("") });
  }
  return tidy(parts);
}

/** Whether the two texts differ at all. */
export const changed = (parts: readonly DiffPart[]) => parts.some((p) => p.kind !== "same");
