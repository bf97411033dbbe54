// The admin bar's destinations (spec 2.17: Dashboard, Leads, Live Chat, Blog; plus Conversations (chat history, issue 14), Clinics (issue 11), Hours (business hours, issue 26) and Team for adding admins).
export const ADMIN_NAV = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/chat", label: "Live Chat" },
  { to: "/admin/conversations", label: "Conversations" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/clinics", label: "Clinics" },
  { to: "/admin/hours", label: "Hours" },
  { to: "/admin/team", label: "Team" },
] as const;
