// /admin/forgot-password: an admin who forgot their password asks for a link to set a new one. The answer is the same
// whether or not the e-mail belongs to an admin, so the page never tells a stranger who has an account.
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { AUTH_API, AUTH_MESSAGES } from "../../../shared/schemas/auth.ts";
import { ApiError, postJson } from "../../lib/api-client.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField, FormMessage } from "./form-parts.tsx";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await postJson<{ message: string }>(AUTH_API.recover, { email: email.trim() });
      setSent(message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : AUTH_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot your password?" intro="Type the e-mail address you sign in with. We will e-mail you a link to choose a new password.">
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} className="space-y-5" aria-label="Ask for a link to set a new password">
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <EmailField value={email} onValue={setEmail} disabled={busy} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send Link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-stone-600">
        <Link to="/admin/login" className="font-medium text-brand-800 underline hover:text-brand-900">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
