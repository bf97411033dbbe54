// The fields every lead form asks for, named as the lead mapping expects (name, email, phone, location, message).
import { LEAD_LIMITS } from "../../../shared/schemas/lead-limits.ts";
import { LEAD_FORM_LIMITS } from "../../../shared/schemas/lead-forms.ts";
import { TextAreaField, TextField } from "./form-fields.tsx";
import { useT } from "../../i18n/use-t.ts";

export function NameField({ className }: { className?: string }) {
  const t = useT();
  return <TextField label={t("form.name")} name="name" required autoComplete="name" maxLength={LEAD_LIMITS.nameMax} className={className} />;
}

/**
 * How a phone or e-mail field is asked for (issue 26, phone first): `either` where one of the two will do (every form
 * but two, and the chat), `required` for the phone where the team must call back (booking a clinic, asking for a
 * visit), `optional` for the e-mail there.
 */
export type ContactNeed = "either" | "required" | "optional";

export function EmailField({ need = "either", className }: { need?: Exclude<ContactNeed, "required">; className?: string }) {
  const t = useT();
  return (
    <TextField
      label={t("form.email")}
      name="email"
      type="email"
      either={need === "either"}
      autoComplete="email"
      inputMode="email"
      maxLength={LEAD_LIMITS.emailMax}
      className={className}
    />
  );
}

/**
 * The phone: a tel field with the phone keypad. The server checks the number and stores it in E.164; a number is
 * written as people write it (+91, a leading 0, spaces), so the field itself checks nothing.
 */
export function PhoneField({ need = "either", hint, className }: { need?: ContactNeed; hint?: string; className?: string }) {
  const t = useT();
  return (
    <TextField
      label={t("form.phone")}
      name="phone"
      type="tel"
      required={need === "required"}
      either={need === "either"}
      autoComplete="tel"
      inputMode="tel"
      placeholder="+91 XXXXX XXXXX"
      hint={hint ?? (need === "either" ? t("form.contactHint") : undefined)}
      maxLength={LEAD_LIMITS.phoneMax}
      className={className}
    />
  );
}

interface LocationFieldProps {
  label?: string;
  placeholder?: string;
  required?: boolean;
  defaultValue?: string;
  className?: string;
}

export function LocationField({ label, placeholder, required, defaultValue, className }: LocationFieldProps) {
  const t = useT();
  return (
    <TextField
      label={label ?? t("form.location")}
      name="location"
      required={required}
      defaultValue={defaultValue}
      autoComplete="address-level2"
      placeholder={placeholder ?? t("form.locationPlaceholder")}
      maxLength={LEAD_LIMITS.locationMax}
      className={className}
    />
  );
}

export function MessageField({ label, required = true, rows = 5, placeholder }: { label?: string; required?: boolean; rows?: number; placeholder?: string }) {
  const t = useT();
  return <TextAreaField label={label ?? t("form.message")} name="message" required={required} rows={rows} placeholder={placeholder} maxLength={LEAD_FORM_LIMITS.messageMax} />;
}

export function OrganizationField({ className }: { className?: string }) {
  const t = useT();
  return (
    <TextField label={t("form.organization")} name="organization" required autoComplete="organization" maxLength={LEAD_FORM_LIMITS.organizationMax} className={className} />
  );
}
