// /admin/login (spec 2.17, 5, 8): e-mail and password, 'Sign In', 'Invalid login credentials' in a red box; success → /admin/blog.
import { useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { authClient } from "../../lib/auth-session.ts";
import { useAuthSession } from "../../lib/use-auth-session.ts";
import { AUTH_MESSAGES } from "../../../shared/schemas/auth.ts";
import { ApiError } from "../../lib/api-client.ts";
import { AuthCard, SessionLoading } from "./auth-card.tsx";
import { CurrentPasswordField, EmailField, FormMessage } from "./form-parts.tsx";
import { homeOf, roleOf } from "../admin/role-access.ts";
import { useSetupStatus } from "./use-setup-status.ts";

/** The server's words for a refusal it explains (a disabled account, too many tries, offline); the spec's otherwise. */
function signInError(err: unknown): string {
  if (err instanceof ApiError && (err.status === 429 || err.status === 0 || err.code === "account_disabled")) return err.message;
  return AUTH_MESSAGES.invalidCredentials;
}

export default function LoginPage() {
  const { status, session } = useAuthSession();
  const navigate = useNavigate();
  const [setup] = useSetupStatus();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status === "loading") return <SessionLoading />;
  if (status === "signed-in" && !busy) return <Navigate to={homeOf(roleOf(session?.user))} replace />;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const signedIn = await authClient().signInWithPassword(email.trim(), password);
      // Each role lands on a screen it may use: the blog (spec 2.17) for admins and editors, the live chat for agents.
      navigate(homeOf(roleOf(signedIn.user)), { replace: true });
    } catch (err) {
      setError(signInError(err));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Admin Sign In" intro="Sign in to manage leads, live chat and the blog.">
      {setup === "open" && (
        <div className="mb-5">
          <FormMessage tone="success">
            No admin account exists yet.{" "}
            <Link to="/admin/setup" className="font-semibold underline">
              Create the first admin account
            </Link>
            .
          </FormMessage>
        </div>
      )}
      <form onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <EmailField value={email} onValue={setEmail} disabled={busy} />
        <CurrentPasswordField label="Password" value={password} onValue={setPassword} disabled={busy} />
        <p className="-mt-2 text-right text-sm">
          <Link to="/admin/forgot-password" className="font-medium text-brand-800 underline hover:text-brand-900">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing In..." : "Sign In"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        <Link to="/" className="font-medium text-brand-800 underline hover:text-brand-900">
          Back to the website
        </Link>
      </p>
    </AuthCard>
  );
}
