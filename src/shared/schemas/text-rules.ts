// One rule for every piece of text a person or a client sends, so SQLite and PostgreSQL store the same thing: control
// characters other than tab, line feed and carriage return, DEL, the C1 controls and lone surrogate halves are refused
// (PostgreSQL cannot store U+0000 at all, and UTF-8 cannot carry a lone surrogate faithfully). Search text is cleaned
// of them instead, since a search is only a question. Free of zod, so the chat widget can clean text without it.

/**
 * A control character (C0 but \t \n \r, DEL, C1), a surrogate pair (allowed: an emoji, say) or a lone surrogate half.
 * Written without lookbehind, which older phone browsers cannot parse.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;
/** Whether a match of SUSPECT is refused: everything but a whole surrogate pair. */
const refused = (match: string) => match.length === 1;

export const isStorableText = (value: string): boolean => {
  for (const [match] of value.matchAll(SUSPECT)) if (refused(match)) return false;
  return true;
};

/** The text without the characters the rule refuses. */
export const withoutUnstorable = (value: string): string => value.replace(SUSPECT, (match) => (refused(match) ? "" : match));

/** The message for a refused field; it starts with the field's name, as every validation message does. */
export const unstorableMessage = (label: string) =>
  `${label} contains an invisible control character or a broken symbol. Please remove it and try again.`;

/** Every string inside a JSON value (object keys too), with the path to it, for free-form fields such as metadata. */
export function firstUnstorableString(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = firstUnstorableString(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = firstUnstorableString(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
