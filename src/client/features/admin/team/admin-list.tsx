// The colleagues who can sign in, oldest first: name, e-mail, role, last sign-in and whether they are disabled, with the
// signed-in admin marked; 'Disable' ends another colleague's sessions at once and keeps them out until 'Enable', and a
// new role (issue 27) also signs them out, to sign in again with it.
import { useState } from "react";
import { AUTH_API, ROLE_LABELS, type AdminUser, type Role } from "../../../../shared/schemas/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { adminApi } from "../../../lib/admin-api.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDateTime } from "../data/format.ts";
import { FormMessage } from "../../auth/form-parts.tsx";
import { RoleOptions } from "./role-select.tsx";

interface AdminListProps {
  users: AdminUser[] | null;
  error: string | null;
  currentUserId?: string;
  onChanged: () => void;
}

export function AdminList({ users, error, currentUserId, onChanged }: AdminListProps) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (error) return <FormMessage tone="error">{error}</FormMessage>;
  if (!users) return <p className="text-stone-600">Loading...</p>;

  async function change(user: AdminUser, patch: { disabled: boolean } | { role: Role }) {
    setBusyId(user.id);
    setProblem(null);
    try {
      await adminApi.patch(AUTH_API.adminUser(user.id), patch);
      onChanged();
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <ul className="divide-y divide-stone-200">
        {users.map((u) => {
          const label = u.name ?? u.email;
          return (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <span className="min-w-0">
                <span className="block font-medium break-all text-stone-900">
                  {u.name ?? <span className="text-stone-600 italic">No name yet</span>}
                  {u.id === currentUserId && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">You</span>}
                  {u.disabled_at && <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Disabled</span>}
                </span>
                <span className="block text-sm break-all text-stone-700">{u.email}</span>
                {u.id === currentUserId && <span className="block text-sm text-stone-700">Role: {ROLE_LABELS[u.role]}</span>}
                <span className="block text-sm text-stone-600">
                  {u.last_sign_in_at ? `Last sign-in ${formatDateTime(u.last_sign_in_at)}` : "Has not signed in yet"} · Added {formatDateTime(u.created_at)}
                </span>
              </span>
              {u.id !== currentUserId && (
                <span className="flex flex-wrap items-center gap-2">
                  <select
                    className="field-input w-auto py-1.5 text-sm"
                    aria-label={`Role of ${label}`}
                    title="A new role signs them out; they sign in again with it."
                    value={u.role}
                    disabled={busyId === u.id}
                    onChange={(e) => void change(u, { role: e.target.value as Role })}
                  >
                    <RoleOptions />
                  </select>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyId === u.id}
                    aria-label={`${u.disabled_at ? "Enable" : "Disable"} ${label}`}
                    onClick={() => void change(u, { disabled: !u.disabled_at })}
                  >
                    {u.disabled_at ? "Enable" : "Disable"}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
