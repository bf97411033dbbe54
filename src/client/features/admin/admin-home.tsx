// /admin goes to the dashboard, or to the role's start where the role has no dashboard (issue 27).
import { Navigate } from "react-router";
import { homeOf, mayOpen, useRole } from "./role-access.ts";

export default function AdminHome() {
  const role = useRole();
  return <Navigate to={mayOpen(role, "/admin/dashboard") ? "/admin/dashboard" : homeOf(role)} replace />;
}
