// The guard of spec 2.17: 'Loading...' while the session is checked, the page for a signed-in admin, else /admin/login.
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuthSession } from "../../lib/use-auth-session.ts";
import { SessionLoading } from "./auth-card.tsx";

export const LOGIN_PATH = "/admin/login";

export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  if (status === "loading") return <SessionLoading />;
  if (status === "signed-out") return <Navigate to={LOGIN_PATH} replace />;
  return children;
}
