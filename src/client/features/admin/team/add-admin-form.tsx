// Lets a signed-in admin give a colleague their own sign-in: e-mail, a first password they share in person, and a role.
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { AUTH } from "../../../../shared/constants.ts";
import { AUTH_API, DISPLAY_NAME_MAX, ROLE_LABELS, type AuthUser, type Role } from "../../../../shared/schemas/auth.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { EmailField, Field, FormMessage, NewPasswordFields, useNewPassword } from "../../auth/form-parts.tsx";
import { useFormSubmit } from "./use-form-submit.ts";
import { RoleField } from "./role-select.tsx";

export function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("admin");
  const newPassword = useNewPassword();
  const { busy, error, success, submit } = useFormSubmit();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const added = await submit(newPassword.problem(), async () => {
      const { user } = await adminApi.post<{ user: AuthUser }>(AUTH_API.adminUsers, {
        email: email.trim(),
        password: newPassword.password,
        role,
        ...(name.trim() ? { name: name.trim() } : {}),
      });
      return `${user.email} can now sign in as ${ROLE_LABELS[user.role].toLowerCase()}. Share the password with them in person or by phone, not by e-mail.`;
    });
    if (!added) return;
    setEmail("");
    setName("");
    setRole("admin");
    newPassword.reset();
    onAdded();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Add a colleague">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {success && <FormMessage tone="success">{success}</FormMessage>}
      <Field label="Name (optional)" name="name" autoComplete="off" maxLength={DISPLAY_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} disabled={busy} />
      <EmailField value={email} onValue={setEmail} disabled={busy} autoComplete="off" />
      <NewPasswordFields state={newPassword} disabled={busy} hint={`At least ${AUTH.minPasswordLength} characters. They can change it after signing in.`} />
      <RoleField value={role} onValue={setRole} disabled={busy} />
      <Button type="submit" disabled={busy}>
        {busy ? "Adding Colleague..." : "Add Colleague"}
      </Button>
    </form>
  );
}
