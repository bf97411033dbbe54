// The admin bar's destinations (spec 2.17: Dashboard, Leads, Live Chat, Blog; plus Clinics (issue 11) and Team for adding admins).
export const ADMIN_NAV = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/chat", label: "Live Chat" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/clinics", label: "Clinics" },
  { to: "/admin/team", label: "Team" },
] as const;
