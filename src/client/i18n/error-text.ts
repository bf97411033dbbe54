// A problem in the page's language. The server names each problem with a code (and a field, for a form answer) beside
// its English sentence: English pages show that sentence; other languages show their text for the field or the code,
// and the English sentence when they have none, never a blank.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { DEFAULT_LOCALE } from "../../shared/locales.ts";

export interface Problem {
  message: string;
  code?: string;
  field?: string;
}

function known(i18n: I18n, id: string): string | undefined {
  return i18n.messages[id] !== undefined ? i18n._(id) : undefined;
}

export function problemText(i18n: I18n, p: Problem): string {
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
