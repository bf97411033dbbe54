// The guarded frame of every admin screen: the session guard, the agent's live chat shell (presence, the chat feed and
// alerts, kept while moving between screens), the admin bar, and the screen below it.
import { Outlet } from "react-router";
import { RequireSession } from "../auth/require-session.tsx";
import { AdminBar } from "./admin-bar.tsx";
import { AgentShellProvider } from "./presence-context.tsx";

export default function AdminLayout() {
  return (
    <RequireSession>
      <AgentShellProvider>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AdminBar />
        <main id="main" tabIndex={-1} className="container-page py-8 outline-none sm:py-10">
          <Outlet />
        </main>
      </AgentShellProvider>
    </RequireSession>
  );
}
