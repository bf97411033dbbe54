// The admin bar: Dashboard, Leads, Live Chat, Blog, Team, View Site and Sign Out, and the agent's status with the
// waiting count (issue 14); a disclosure menu below 1280 px, where the links and the actions no longer fit a line.
// Each role sees only the screens it may use, and the agent's status only where it chats (issue 27).
import { useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { BrandLogo } from "../../components/brand-logo.tsx";
import { useNavMenu } from "../../components/use-nav-menu.ts";
import { authClient } from "../../lib/auth-session.ts";
import { useAuthSession } from "../../lib/use-auth-session.ts";
import { LOGIN_PATH } from "../auth/require-session.tsx";
import type { Role } from "../../../shared/schemas/auth.ts";
import { AgentStatus } from "./agent-status.tsx";
import { homeOf, mayOpen, navFor, usesLiveChat } from "./role-access.ts";

// Up to fourteen links and the actions share one line at 1280 px: tighter padding there, and no label breaks over two
// lines.
const linkBase =
  "rounded-lg px-3 py-2 xl:px-1 whitespace-nowrap text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400";
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${linkBase} ${isActive ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-brand-50 hover:text-brand-900"}`;

function useSignOut(): [boolean, () => Promise<void>] {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await authClient().signOut();
    navigate(LOGIN_PATH, { replace: true });
  };
  return [busy, signOut];
}

function BarActions({ stacked }: { stacked?: boolean }) {
  const [busy, signOut] = useSignOut();
  return (
    <div className={stacked ? "flex flex-col gap-1 border-t border-stone-200 pt-2" : "flex items-center gap-1"}>
      <Link to="/" className={`${linkBase} text-stone-700 hover:bg-brand-50 hover:text-brand-900`}>
        View Site
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy}
        className={`${linkBase} text-left text-red-700 hover:bg-red-50 disabled:opacity-60`}
      >
        {busy ? "Signing Out..." : "Sign Out"}
      </button>
    </div>
  );
}

export function AdminBar({ role }: { role: Role }) {
  const { session } = useAuthSession();
  const { menuOpen, setMenuOpen, menuId, toggleRef } = useNavMenu();
  const chats = usesLiveChat(role);

  const links = navFor(role).map((item) => (
    <NavLink key={item.to} to={item.to} className={navLinkClass}>
      {item.label}
    </NavLink>
  ));

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white shadow-sm">
      <div className="container-page flex h-16 items-center justify-between gap-4 xl:gap-2">
        {/* Who is signed in sits under the brand on wide screens, where the agent's status took its old place. */}
        <div className="flex min-w-0 shrink-0 flex-col">
          <Link to={mayOpen(role, "/admin/dashboard") ? "/admin/dashboard" : homeOf(role)} className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-3 focus-visible:outline-harvest-400">
            <BrandLogo />
            {/* Below 420 px the agent's status takes its place; at 1280 px and up the bar's links need the room (the
                signed-in e-mail under the brand, and each screen's title, say where one is). */}
            <span className="hidden rounded-full bg-soil-100 px-2 py-0.5 text-xs font-bold tracking-wide text-soil-800 uppercase min-[420px]:inline xl:hidden">
              Admin
            </span>
          </Link>
          {session && (
            <span className="hidden max-w-56 truncate text-xs text-stone-600 xl:block" title={session.user.email}>
              {session.user.email}
            </span>
          )}
        </div>
        <nav aria-label="Admin" className="hidden items-center xl:flex">
          {links}
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          {chats && <AgentStatus compact />}
          <BarActions />
        </div>
        <div className="ml-auto xl:hidden">{chats && <AgentStatus compact />}</div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-harvest-400 xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? "Close admin menu" : "Open admin menu"}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-stone-200 bg-white xl:hidden">
        <nav aria-label="Admin menu" className="container-page flex flex-col gap-1 py-3">
          {links}
          {session && <p className="truncate px-3 pt-2 pb-1 text-sm text-stone-600">Signed in as {session.user.email}</p>}
          <BarActions stacked />
        </nav>
      </div>
    </header>
  );
}
