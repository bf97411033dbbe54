// /admin goes to the dashboard.
import { Navigate } from "react-router";

export default function AdminHome() {
  return <Navigate to="/admin/dashboard" replace />;
}
