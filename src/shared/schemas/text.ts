// The text rule (text-rules.ts) as zod schemas: a field that refuses unstorable characters, and a search that drops them.
import { z } from "zod";
import { isStorableText, unstorableMessage, withoutUnstorable } from "./text-rules.ts";

export { firstUnstorableString, isStorableText, unstorableMessage, withoutUnstorable } from "./text-rules.ts";

/** A string that refuses unstorable characters with a message naming the field; chain trim, min and max after it. */
export const safeText = (label: string, typeError = `${label} must be text.`) =>
  z.string({ error: typeError }).refine(isStorableText, unstorableMessage(label));

/** A search query: unstorable characters are dropped rather than refused. */
export const searchText = (typeError: string) => z.string({ error: typeError }).overwrite(withoutUnstorable);
