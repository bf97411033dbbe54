// /admin/reset-password#token=…: the page the e-mailed link opens, where the admin chooses a new password. The token
// travels after the #, so it never reaches a server log; using it signs the admin out everywhere.
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { AUTH_API, AUTH_MESSAGES } from "../../../shared/schemas/auth.ts";
import { ApiError, postJson } from "../../lib/api-client.ts";
import { AuthCard } from "./auth-card.tsx";
import { FormMessage, NewPasswordFields, useNewPassword } from "./form-parts.tsx";

const signInLink = (text: string) => (
  <Link to="/admin/login" className="font-semibold underline">
    {text}
  </Link>
);

export default function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get("token") ?? "";
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = newPassword.problem();
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await postJson(AUTH_API.reset, { token, password: newPassword.password });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : AUTH_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthCard title="Set a new password" intro="This page needs the link from the e-mail we sent you.">
        <FormMessage tone="error">
          The link is not complete. Open it again from the e-mail, or{" "}
          <Link to="/admin/forgot-password" className="font-semibold underline">
            ask for a new link
          </Link>
          .
        </FormMessage>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password" intro="Choose a password you do not use anywhere else. You will then sign in with it.">
      {done ? (
        <FormMessage tone="success">Your new password is set, and you are signed out on every device. {signInLink("Sign in")} with it now.</FormMessage>
      ) : (
        <form onSubmit={onSubmit} className="space-y-5" aria-label="Set a new password">
          {error && (
            <FormMessage tone="error">
              {error}{" "}
              {error === AUTH_MESSAGES.resetLinkInvalid && (
                <Link to="/admin/forgot-password" className="font-semibold underline">
                  Ask for a new link
                </Link>
              )}
            </FormMessage>
          )}
          <NewPasswordFields state={newPassword} disabled={busy} label="New Password" />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Saving..." : "Set New Password"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
