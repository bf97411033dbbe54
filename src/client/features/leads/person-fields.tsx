// The fields every lead form asks for, named as the lead mapping expects (name, email, phone, location, message).
import { LEAD_LIMITS } from "../../../shared/schemas/lead-limits.ts";
import { LEAD_FORM_LIMITS } from "../../../shared/schemas/lead-forms.ts";
import { TextAreaField, TextField } from "./form-fields.tsx";
import { useT } from "../../i18n/use-t.ts";

export function NameField({ className }: { className?: string }) {
  const t = useT();
  return <TextField label={t("form.name")} name="name" required autoComplete="name" maxLength={LEAD_LIMITS.nameMax} className={className} />;
}

/** Required on every form but the phone-first ones (booking a clinic, asking for a visit), where many farmers have none. */
export function EmailField({ required = true, className }: { required?: boolean; className?: string }) {
  const t = useT();
  return (
    <TextField
      label={t("form.email")}
      name="email"
      type="email"
      required={required}
      autoComplete="email"
      inputMode="email"
      maxLength={LEAD_LIMITS.emailMax}
      className={className}
    />
  );
}

// The server's phone rule (digits, spaces, +, - and brackets), written for the browser's own check.
const PHONE_PATTERN = String.raw`[\+0-9][0-9 \(\)\-]{5,}`;

export function PhoneField({ required, hint, className }: { required?: boolean; hint?: string; className?: string }) {
  const t = useT();
  return (
    <TextField
      label={t("form.phone")}
      name="phone"
      type="tel"
      required={required}
      autoComplete="tel"
      inputMode="tel"
      placeholder="+91 XXXXX XXXXX"
      pattern={PHONE_PATTERN}
      hint={hint}
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
