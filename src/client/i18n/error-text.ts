// A problem in the page's language. The server names each problem with a code (and a field, for a form answer, and for
// some a reason) beside its English sentence: a reason the catalog words is shown in its words; otherwise English pages
// show that sentence, other languages their text for the field or the code, and the English sentence when they have
// none, never a blank.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { DEFAULT_LOCALE } from "../../shared/locales.ts";

export interface Problem {
  message: string;
  code?: string;
  field?: string;
  /** What is wrong with the field, where the site has its own words for it in every language (contact-rules.ts). */
  reason?: string;
}

function known(i18n: I18n, id: string): string | undefined {
  return i18n.messages[id] !== undefined ? i18n._(id) : undefined;
}

export function problemText(i18n: I18n, p: Problem): string {
  // A problem the site words itself (a phone that is not a number, neither phone nor e-mail): its text, in any language.
  const own = p.reason && known(i18n, `errors.reason.${p.reason}`);
  if (own) return own;
  // English pages show the server's own sentence, which names the exact problem ("at most 100 characters").
  if (i18n.locale === DEFAULT_LOCALE) return p.message;
  return (p.field && known(i18n, `errors.field.${p.field}`)) || (p.code && known(i18n, `errors.${p.code}`)) || p.message;
}

/** `describe(err)` for anything a call may throw: an ApiError, an Error, or a field's problem. */
export function useProblemText(): (p: Problem | unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (p: Problem | unknown) => {
      if (p && typeof p === "object" && "message" in p && typeof p.message === "string") return problemText(i18n, p as Problem);
      return problemText(i18n, { message: String(p), code: "internal" });
    },
    [i18n],
  );
}
