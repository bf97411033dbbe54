// The list of admins for the Team screen, reloadable after one is added.
import { useCallback, useEffect, useState } from "react";
import { AUTH_API, type AdminUser, type AdminUserList } from "../../../../shared/schemas/auth.ts";
import { adminApi } from "../../../lib/admin-api.ts";

export interface AdminUsersState {
  users: AdminUser[] | null;
  error: string | null;
  reload: () => void;
}

/** The team list; `enabled` false (a role that may not list the team) asks nothing and stays empty. */
export function useAdminUsers(enabled = true): AdminUsersState {
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    adminApi
      .get<AdminUserList>(AUTH_API.adminUsers, controller.signal)
      .then((list) => {
        setUsers(list.users);
        setError(null);
      })
      .catch((err: Error) => {
        if (!controller.signal.aborted) setError(err.message);
      });
    return () => controller.abort();
  }, [version, enabled]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { users, error, reload };
}
