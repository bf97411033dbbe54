// The guarded frame of every admin screen: the session guard, the agent's live chat shell (presence, the chat feed and
// alerts, kept while moving between screens; only for the roles that chat), the admin bar, and the screen below it, or
// "not available for your role" where the role may not use it (issue 27).
import { Outlet, useLocation } from "react-router";
import { RequireSession } from "../auth/require-session.tsx";
import { AdminBar } from "./admin-bar.tsx";
import { NotForRole } from "./not-for-role.tsx";
import { AgentShellProvider } from "./presence-context.tsx";
import { mayOpen, usesLiveChat, useRole } from "./role-access.ts";

export default function AdminLayout() {
  return (
    <RequireSession>
      <AdminFrame />
    </RequireSession>
  );
}

function AdminFrame() {
  const role = useRole();
  const { pathname } = useLocation();
  const frame = (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AdminBar role={role} />
      <main id="main" tabIndex={-1} className="container-page py-8 outline-none sm:py-10">
        {mayOpen(role, pathname) ? <Outlet /> : <NotForRole role={role} />}
      </main>
    </>
  );
  return usesLiveChat(role) ? <AgentShellProvider>{frame}</AgentShellProvider> : frame;
}
