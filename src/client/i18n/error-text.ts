// A problem in the page's language. The server names each problem with a code (and a field, for a form answer) beside
// its English sentence; a code or field this language has no text for falls back to that sentence, never to a blank.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

export interface Problem {
  message: string;
  code?: string;
  field?: string;
}

function known(i18n: I18n, id: string): string | undefined {
  return i18n.messages[id] !== undefined ? i18n._(id) : undefined;
}

export function problemText(i18n: I18n, p: Problem): string {
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
