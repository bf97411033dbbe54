// The admin bar's destinations (spec 2.17: Dashboard, Leads, Live Chat, Blog; plus Conversations (chat history, issue 14), Clinics (issue 11), Hours (business hours, issue 26) and Team for adding admins).
import type { Role } from "../../../shared/schemas/auth.ts";

const AGENTS: readonly Role[] = ["admin", "agent"];
const EDITORS: readonly Role[] = ["admin", "editor"];

/** Each destination with the roles that see it (issue 27, as the server allows); without `roles`, admins only. */
export const ADMIN_NAV: readonly { to: string; label: string; roles?: readonly Role[] }[] = [
  { to: "/admin/dashboard", label: "Dashboard", roles: AGENTS },
  { to: "/admin/leads", label: "Leads", roles: AGENTS },
  { to: "/admin/chat", label: "Live Chat", roles: AGENTS },
  { to: "/admin/conversations", label: "Conversations", roles: AGENTS },
  { to: "/admin/blog", label: "Blog", roles: EDITORS },
  { to: "/admin/knowledge", label: "Knowledge", roles: EDITORS },
  { to: "/admin/clinics", label: "Clinics" },
  { to: "/admin/hours", label: "Hours" },
  { to: "/admin/team", label: "Team" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/audit", label: "Audit" },
  { to: "/admin/people", label: "Privacy" },
];
