// Lets the signed-in admin change their own password; their other signed-in devices are signed out by the server.
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { AUTH_API, type AuthUser } from "../../../../shared/schemas/auth.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { authClient } from "../../../lib/auth-session.ts";
import { CurrentPasswordField, FormMessage, NewPasswordFields, useNewPassword } from "../../auth/form-parts.tsx";
import { useFormSubmit } from "./use-form-submit.ts";

export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const newPassword = useNewPassword();
  const { busy, error, success, submit } = useFormSubmit();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const changed = await submit(newPassword.problem(), async () => {
      const user = await adminApi.put<AuthUser>(AUTH_API.user, { current_password: current, password: newPassword.password });
      authClient().updateUser(user);
      return "Your password has been changed. Any other device where you were signed in has been signed out.";
    });
    if (!changed) return;
    setCurrent("");
    newPassword.reset();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Change your password">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {success && <FormMessage tone="success">{success}</FormMessage>}
      <CurrentPasswordField label="Current Password" value={current} onValue={setCurrent} disabled={busy} />
      <NewPasswordFields state={newPassword} disabled={busy} label="New Password" />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Change Password"}
      </Button>
    </form>
  );
}
