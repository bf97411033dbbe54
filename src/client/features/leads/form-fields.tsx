// Labelled inputs for the lead forms. Required fields are marked (an asterisk, aria-required) and checked by the site
// itself, not by the browser (issue 26): its bubbles would speak the browser's language, not the page's. A problem is
// shown under its field, in the page's language.
import { useId, type HTMLInputTypeAttribute, type ReactNode } from "react";
import type { FormOption } from "../../../shared/schemas/lead-forms.ts";
import type { FieldProblem } from "../../../shared/schemas/contact-rules.ts";
import { useReturnedField } from "./returned-answers.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { MessageId } from "../../i18n/ids.ts";
import { useProblemText } from "../../i18n/error-text.ts";

interface FieldProps {
  label: string;
  name: string;
  required?: boolean;
  /** Neither required nor "(optional)": one of two fields will do (a phone or an e-mail), as the hint says. */
  either?: boolean;
  /** A short help line under the input. */
  hint?: string;
  className?: string;
}

interface ShellProps extends Omit<FieldProps, "name"> {
  id: string;
  hintId: string;
  errorId: string;
  /** The problem with the answer (the server's, or the form's own check), shown under the field. */
  error?: FieldProblem;
  children: ReactNode;
}

function FieldShell({ id, hintId, errorId, error, label, required, either, hint, className = "", children, name }: ShellProps & { name: string }) {
  const t = useT();
  const describe = useProblemText();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : either ? null : (
          <span className="ml-1 font-normal text-stone-600">{t("form.optional")}</span>
        )}
      </label>
      {children}
      {error && (
        <p id={errorId} className="field-error font-medium">
          {describe({ field: name, ...error })}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Ids, the returned answer and problem of a field, and the attributes that tie the input to its hint and problem. */
function useField(name: string, hint?: string) {
  const { id, value, error } = useReturnedField(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  return {
    shell: { id, hintId, errorId, error, name },
    value,
    aria: { "aria-describedby": describedBy, "aria-invalid": error ? true : undefined },
  };
}

interface TextFieldProps extends FieldProps {
  type?: Extract<HTMLInputTypeAttribute, "text" | "email" | "tel" | "number" | "date">;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  /** A number, or a YYYY-MM-DD day for a date field. */
  min?: number | string;
  max?: number | string;
  maxLength?: number;
  pattern?: string;
  /** The answer the field starts with, unless the server sent the visitor's own answer back. */
  defaultValue?: string;
}

export function TextField({ label, name, required, either, hint, className, type = "text", defaultValue, ...input }: TextFieldProps) {
  const { shell, value, aria } = useField(name, hint);
  return (
    <FieldShell {...shell} label={label} required={required} either={either} hint={hint} className={className}>
      <input id={shell.id} name={name} type={type} aria-required={required || undefined} defaultValue={value ?? defaultValue} {...aria} className="field-input" {...input} />
    </FieldShell>
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly FormOption[];
  /** The empty first choice; a required select is invalid while it is chosen. */
  placeholder?: string;
  /** Pre-chosen value, e.g. from a link that says what the visitor wants to talk about. */
  defaultValue?: string;
  /** The choices' texts in the page's language: `option.<optionTexts>.<value>` of the common catalog. */
  optionTexts?: "audience" | "organization" | "focus" | "model";
}

export function SelectField({ label, name, required, hint, className, options, placeholder, defaultValue, optionTexts }: SelectFieldProps) {
  const { shell, value, aria } = useField(name, hint);
  const t = useT();
  const wanted = value ?? defaultValue;
  const initial = options.some((o) => o.value === wanted) ? wanted : "";
  return (
    <FieldShell {...shell} label={label} required={required} hint={hint} className={className}>
      <select id={shell.id} name={name} aria-required={required || undefined} {...aria} defaultValue={initial} className="field-input">
        <option value="">{placeholder ?? t("form.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {optionTexts ? t(`option.${optionTexts}.${o.value}` as MessageId) : o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface TextAreaFieldProps extends FieldProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}

export function TextAreaField({ label, name, required, hint, className, rows = 5, ...area }: TextAreaFieldProps) {
  const { shell, value, aria } = useField(name, hint);
  return (
    <FieldShell {...shell} label={label} required={required} hint={hint} className={className}>
      <textarea id={shell.id} name={name} rows={rows} aria-required={required || undefined} defaultValue={value} {...aria} className="field-input" {...area} />
    </FieldShell>
  );
}

/** A field people never see or reach; bots fill it in, and the server then holds the lead as suspected spam. */
export function HoneypotField({ name }: { name: string }) {
  const id = useId();
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
