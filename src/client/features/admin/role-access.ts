// Which admin screens each role may open (issue 27), as the server lets each role use their calls: the bar shows only
// these, sign-in lands on one of them, and any other admin address shows "not available for your role".
import type { AuthUser, Role } from "../../../shared/schemas/auth.ts";
import { useAuthSession } from "../../lib/use-auth-session.ts";
import { ADMIN_NAV } from "./admin-nav.ts";

/** The user's role; a session stored before roles existed has none, and every user then was an admin. */
export const roleOf = (user: Pick<AuthUser, "role"> | undefined | null): Role => user?.role ?? "admin";

/** The signed-in user's role, for screens that hide what it may not use. */
export const useRole = (): Role => roleOf(useAuthSession().session?.user);

/** Your own account (name and password) on the Team screen, and the admin area's start: every role. */
const EVERY_ROLE_PATHS = ["/admin", "/admin/team"];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Whether `role` may open the admin screen at `pathname`; a screen the bar does not list is for admins only. */
export function mayOpen(role: Role, pathname: string): boolean {
  if (role === "admin") return true;
  const path = pathname.replace(/\/+$/, "") || "/";
  if (EVERY_ROLE_PATHS.includes(path)) return true;
  const item = ADMIN_NAV.find((i) => under(path, i.to));
  return !!item?.roles?.includes(role);
}

/** Whether the role uses the live chat (presence, the chat socket, alerts). */
export const usesLiveChat = (role: Role) => mayOpen(role, "/admin/chat");

/**
 * Where the role lands after signing in: the live chat console for everyone who answers chats (issue 30: agents and
 * admins), the blog for editors (spec 2.17 sent everyone to the blog).
 */
export const homeOf = (role: Role): string => (usesLiveChat(role) ? "/admin/chat" : "/admin/blog");

/** The bar's links for the role; other roles reach their own account (the Team screen's own part) as "Account". */
export function navFor(role: Role): { to: string; label: string }[] {
  const items = ADMIN_NAV.filter((i) => (i.roles ?? ["admin"]).includes(role));
  return role === "admin" ? items : [...items, { to: "/admin/team", label: "Account" }];
}
