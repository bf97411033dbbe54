// An admin address the signed-in role may not use (issue 27): says so plainly and offers the role's own start.
import { ButtonLink } from "../../components/ui/button.tsx";
import { ROLE_LABELS, type Role } from "../../../shared/schemas/auth.ts";
import { homeOf } from "./role-access.ts";

export function NotForRole({ role }: { role: Role }) {
  return (
    <div className="card max-w-xl">
      <h1 className="heading-3 text-stone-900">Not available for your role</h1>
      <p className="mt-2 text-stone-600">
        You are signed in as an {ROLE_LABELS[role].toLowerCase()}, and this screen is for other roles. If you need it, ask an admin to change your role on the Team screen.
      </p>
      <ButtonLink to={homeOf(role)} className="mt-5">
        Go to your start screen
      </ButtonLink>
    </div>
  );
}
