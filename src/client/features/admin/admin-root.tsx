// Root of the admin area: keeps the head in step and scrolls to the top on each new path; screens render in the browser only.
import { Outlet } from "react-router";
import { useHeadManager, useScrollOnNavigation } from "../../app/root-layout.tsx";

export default function AdminRoot() {
  useHeadManager();
  useScrollOnNavigation();
  return (
    <div className="min-h-svh bg-stone-50">
      <Outlet />
    </div>
  );
}
