// What is wrong with a translated catalog against its English source, for the tests of the site's catalogs and the PDF
// guides' (one check for both): an id English does not have, an id missing, an empty text, a message that does not
// parse as ICU, or other placeholders or tags than the English message's. No React here: the server's tests use it too.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/** The argument names a compiled message takes ({brand}, {n, plural, …}), plural and select branches included. */
export function argNames(tokens: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return into;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, , format] = token as [unknown, unknown, unknown];
    if (typeof name === "string") into.add(name);
    if (format && typeof format === "object") for (const branch of Object.values(format)) argNames(branch, into);
  }
  return into;
}

/** A message's placeholders ({count}) and tags (<link>), sorted; throws when it does not parse. */
export function shapeOf(message: string): string[] {
  const shape = new Set([...argNames(compileMessageOrThrow(message))].map((name) => `{${name}}`));
  for (const m of message.matchAll(/<\/?([A-Za-z0-9]+)>/g)) shape.add(`<${m[1]}>`);
  return [...shape].sort();
}

/** Every problem of `other` against `en`, as sentences naming the id; none for a good catalog. */
export function catalogProblems(en: Record<string, string>, other: Record<string, string>): string[] {
  const problems = [
    ...Object.keys(other).filter((id) => !(id in en)).map((id) => `${id}: not an English id`),
    ...Object.keys(en).filter((id) => !(id in other)).map((id) => `${id}: missing`),
  ];
  for (const [id, text] of Object.entries(other)) {
    if (!(id in en)) continue;
    if (!text.trim()) {
      problems.push(`${id}: empty`);
      continue;
    }
    try {
      const [own, english] = [shapeOf(text), shapeOf(en[id]!)];
      if (own.join() !== english.join()) problems.push(`${id}: has ${own.join(" ") || "no placeholder"}, English has ${english.join(" ") || "none"}`);
    } catch (err) {
      problems.push(`${id}: does not parse (${(err as Error).message})`);
    }
  }
  return problems;
}
