// One submit cycle for the Team forms: check, send, then show the server's message or a success note.
import { useState } from "react";
import { AUTH_MESSAGES } from "../../../../shared/schemas/auth.ts";
import { ApiError } from "../../../lib/api-client.ts";

export interface FormSubmit {
  busy: boolean;
  error: string | null;
  success: string | null;
  /** Runs `send` unless `problem` is set; `send` resolves to the success note. */
  submit: (problem: string | null, send: () => Promise<string>) => Promise<boolean>;
}

export function useFormSubmit(): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = async (problem: string | null, send: () => Promise<string>) => {
    setSuccess(null);
    setError(problem);
    if (problem) return false;
    setBusy(true);
    try {
      setSuccess(await send());
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? err.message : AUTH_MESSAGES.unexpected);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, success, submit };
}
