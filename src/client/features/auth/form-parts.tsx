// Small form pieces shared by the sign-in, setup and team screens: labelled fields, the new-password pair, and the
// red or green message box.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { AUTH } from "../../../shared/constants.ts";
import { newPasswordProblem } from "./password-rules.ts";

export function Field({ label, hint, ...input }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field-input" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A required e-mail field; `autoComplete` is "username" where it is the admin's own sign-in. */
export function EmailField({ value, onValue, disabled, autoComplete = "username" }: { value: string; onValue: (v: string) => void; disabled: boolean; autoComplete?: string }) {
  return <Field label="Email" type="email" name="email" autoComplete={autoComplete} required value={value} onChange={(e) => onValue(e.target.value)} disabled={disabled} />;
}

/** The password the admin already has, for signing in or confirming a change. */
export function CurrentPasswordField({ label, value, onValue, disabled }: { label: string; value: string; onValue: (v: string) => void; disabled: boolean }) {
  return <Field label={label} type="password" autoComplete="current-password" required value={value} onChange={(e) => onValue(e.target.value)} disabled={disabled} />;
}

export interface NewPassword {
  password: string;
  confirm: string;
  setPassword: (v: string) => void;
  setConfirm: (v: string) => void;
  /** 'Passwords do not match', 'Password must be at least 6 characters long', or null. */
  problem: () => string | null;
  reset: () => void;
}

export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    problem: () => newPasswordProblem(password, confirm),
    reset: () => {
      setPassword("");
      setConfirm("");
    },
  };
}

/** A new password typed twice, each at least the spec's minimum length. */
export function NewPasswordFields({
  state,
  disabled,
  label = "Password",
  hint = `At least ${AUTH.minPasswordLength} characters.`,
}: {
  state: NewPassword;
  disabled: boolean;
  label?: string;
  hint?: string;
}) {
  const common = { type: "password", autoComplete: "new-password", required: true, minLength: AUTH.minPasswordLength, disabled };
  return (
    <>
      <Field label={label} name="password" hint={hint} value={state.password} onChange={(e) => state.setPassword(e.target.value)} {...common} />
      <Field label={`Confirm ${label}`} name="confirm" value={state.confirm} onChange={(e) => state.setConfirm(e.target.value)} {...common} />
    </>
  );
}

/** A failure (red, announced at once) or a success (green, announced politely). */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return tone === "error" ? (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-lg border border-brand-300 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
      {children}
    </div>
  );
}
