// A choice of role (issue 27), for the add-colleague form (with what the chosen role may do) and each colleague in the list.
import { useId, type SelectHTMLAttributes } from "react";
import { ROLES, ROLE_LABELS, type Role } from "../../../../shared/schemas/auth.ts";

/** What each role may do, as the server allows it. */
export const ROLE_HINTS: Record<Role, string> = {
  admin: "Everything, including the team, the settings and exports.",
  agent: "Live chat, conversations and leads (no export).",
  editor: "The blog and its pictures.",
};

export function RoleOptions() {
  return ROLES.map((r) => (
    <option key={r} value={r}>
      {ROLE_LABELS[r]}
    </option>
  ));
}

export function RoleField({ value, onValue, ...select }: { value: Role; onValue: (role: Role) => void } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange">) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Role
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onValue(e.target.value as Role)} aria-describedby={`${id}-hint`} {...select}>
        <RoleOptions />
      </select>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600" aria-live="polite">
        {ROLE_HINTS[value]}
      </p>
    </div>
  );
}
