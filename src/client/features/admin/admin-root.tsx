// Layout of the admin area: keeps the head in step; screens render in the browser only.
import { Outlet } from "react-router";
import { useHeadManager } from "../../app/root-layout.tsx";

export default function AdminRoot() {
  useHeadManager();
  return (
    <div className="min-h-svh bg-stone-50">
      <Outlet />
    </div>
  );
}
