// The admins who can sign in, oldest first, with the signed-in admin marked.
import type { AuthUser } from "../../../../shared/schemas/auth.ts";
import { FormMessage } from "../../auth/form-parts.tsx";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

export function AdminList({ users, error, currentUserId }: { users: AuthUser[] | null; error: string | null; currentUserId?: string }) {
  if (error) return <FormMessage tone="error">{error}</FormMessage>;
  if (!users) return <p className="text-stone-600">Loading...</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {users.map((u) => (
        <li key={u.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <span className="min-w-0 font-medium break-all text-stone-900">
            {u.email}
            {u.id === currentUserId && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">You</span>}
          </span>
          <span className="text-sm text-stone-600">Added {dateFormat.format(new Date(u.created_at))}</span>
        </li>
      ))}
    </ul>
  );
}
