// The services a clinic offers, as small tags (used in the list and in the detail dialog).
import type { ClinicService } from "../../../shared/schemas/clinic-constants.ts";
import { useServiceText } from "./clinic-texts.ts";

export function ClinicServiceTags({ services, className = "" }: { services: readonly ClinicService[]; className?: string }) {
  const serviceText = useServiceText();
  return (
    <span className={`flex flex-wrap gap-1.5 ${className}`}>
      {services.map((s) => (
        <span key={s} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-900">
          {serviceText(s)}
        </span>
      ))}
    </span>
  );
}
