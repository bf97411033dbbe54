// The signed-in admin's display name: the name visitors see on their chat messages ("Asha from MittiMitra") and a new
// post's author, instead of the e-mail address.
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { AUTH_API, DISPLAY_NAME_MAX, type AuthUser } from "../../../../shared/schemas/auth.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { authClient } from "../../../lib/auth-session.ts";
import { Field, FormMessage } from "../../auth/form-parts.tsx";
import { useFormSubmit } from "./use-form-submit.ts";

export function ProfileForm({ user, onSaved }: { user: AuthUser; onSaved: () => void }) {
  const [name, setName] = useState(user.name ?? "");
  const { busy, error, success, submit } = useFormSubmit();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const saved = await submit(name.trim() ? null : "Name is required.", async () => {
      const updated = await adminApi.patch<AuthUser>(AUTH_API.user, { name: name.trim() });
      authClient().updateUser(updated);
      return `Saved. Visitors now see your chat messages from "${updated.name}".`;
    });
    if (saved) onSaved();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Your name">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {success && <FormMessage tone="success">{success}</FormMessage>}
      <Field
        label="Your name"
        name="name"
        autoComplete="name"
        required
        maxLength={DISPLAY_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={busy}
        hint="Your first name is enough, e.g. Asha. It is shown to visitors in live chat and as the author of your posts."
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save Name"}
      </Button>
    </form>
  );
}
