// How the finder names the clinic services and the states in the page's language; the values in addresses, forms and
// the database stay the English ones.
import { useCallback, useMemo } from "react";
import { useLingui } from "@lingui/react";
import type { ClinicService } from "../../../shared/schemas/clinic-constants.ts";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import type { MessageId } from "../../i18n/ids.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";

export const serviceTexts: Record<ClinicService, MessageId> = {
  "7-Parameter Test": "clinics.service.test7",
  "13-Parameter Test": "clinics.service.test13",
  "Advisory Services": "clinics.service.advisory",
  "Satellite Analysis": "clinics.service.satellite",
};

export function useServiceText(): (service: ClinicService) => string {
  const t = useT();
  return useCallback((service: ClinicService) => t(serviceTexts[service]), [t]);
}

/** A state's name in the page's language (`clinics.state.<name>`); a state the catalog lacks keeps its stored name. */
export function useStateText(): (state: string) => string {
  const { i18n } = useLingui();
  return useCallback((state: string) => {
    const id = `clinics.state.${state}`;
    return i18n.messages[id] !== undefined ? i18n._(id) : state;
  }, [i18n]);
}

/** A clinic's name and address as the page shows them: the Hindi ones on Hindi pages where the team wrote them. */
export function useClinicText(): { name: (c: Clinic) => string; address: (c: Clinic) => string } {
  const hindi = useLocale() === "hi";
  return useMemo(() => ({ name: (c: Clinic) => (hindi && c.nameHi) || c.name, address: (c: Clinic) => (hindi && c.addressHi) || c.address }), [hindi]);
}
