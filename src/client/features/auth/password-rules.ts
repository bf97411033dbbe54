// The spec's rules for a new password (5: at least 6 characters, typed the same twice), checked before the server sees it.
import { AUTH } from "../../../shared/constants.ts";
import { AUTH_MESSAGES } from "../../../shared/schemas/auth.ts";

/** The first problem with a new password and its confirmation, or null when both are fine. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (password.length < AUTH.minPasswordLength) return AUTH_MESSAGES.passwordTooShort;
  return null;
}
