// /admin/setup (spec 2.17, 4, 5, 8): creates the first admin while none exists; afterwards it says setup is closed.
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { useSiteConfig } from "../../app/site-config.tsx";
import { ADMIN } from "../../../shared/constants.ts";
import { AUTH_API, AUTH_MESSAGES } from "../../../shared/schemas/auth.ts";
import { ApiError, postJson } from "../../lib/api-client.ts";
import { AuthCard, SessionLoading } from "./auth-card.tsx";
import { EmailField, FormMessage, NewPasswordFields, useNewPassword } from "./form-parts.tsx";
import { LOGIN_PATH } from "./require-session.tsx";
import { useSetupStatus } from "./use-setup-status.ts";

/** We send no confirmation e-mail, so the spec's success text is kept up to its first sentence and then says what happens. */
export const SETUP_SUCCESS = "Admin user created successfully! You can now sign in with this e-mail and password. Taking you to the sign-in page...";

function SetupClosed() {
  return (
    <AuthCard title="Admin Setup">
      <p className="text-stone-700">{AUTH_MESSAGES.setupClosed}</p>
      <p className="mt-3 text-sm text-stone-600">Need another admin? Ask a signed-in admin to add you from the Team screen.</p>
      <ButtonLink to={LOGIN_PATH} className="mt-6 w-full">
        Go to Sign In
      </ButtonLink>
    </AuthCard>
  );
}

export default function SetupPage() {
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [setup, setSetup] = useSetupStatus();
  const [email, setEmail] = useState(site.adminEmail);
  const newPassword = useNewPassword();
  const [phase, setPhase] = useState<"idle" | "creating" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = setTimeout(() => navigate(LOGIN_PATH), ADMIN.setupRedirectMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  if (setup === "checking") return <SessionLoading />;
  if (setup === "closed") return <SetupClosed />;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = newPassword.problem();
    setError(problem);
    if (problem) return;
    setPhase("creating");
    try {
      await postJson(AUTH_API.setup, { email: email.trim(), password: newPassword.password });
      setPhase("done");
    } catch (err) {
      setPhase("idle");
      if (err instanceof ApiError && err.status === 403) setSetup("closed");
      else setError(err instanceof ApiError && err.code ? err.message : AUTH_MESSAGES.unexpected);
    }
  }

  const busy = phase !== "idle";
  return (
    <AuthCard title="Create Admin Account" intro="Set up the first account for the admin area.">
      <div className="mb-5 rounded-lg border border-harvest-400 bg-harvest-400/15 px-4 py-3 text-sm text-stone-800">
        <strong className="font-semibold">This page is for initial setup only.</strong> It closes by itself once the
        first admin account exists. After that, admins add each other from the Team screen.
      </div>
      {phase === "done" ? (
        <div className="space-y-4">
          <FormMessage tone="success">{SETUP_SUCCESS}</FormMessage>
          <ButtonLink to={LOGIN_PATH} variant="outline" className="w-full">
            Go to Sign In now
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-5" aria-label="Create admin account">
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <EmailField value={email} onValue={setEmail} disabled={busy} />
          <NewPasswordFields state={newPassword} disabled={busy} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Creating Admin..." : "Create Admin Account"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-stone-600">
        Already have an account?{" "}
        <Link to={LOGIN_PATH} className="font-medium text-brand-800 underline hover:text-brand-900">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
