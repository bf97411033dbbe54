// How many clinics the network has, counted from the database where a page states it (issue 28: the clinic count is a
// fact the team changes by adding and closing clinics, so no page writes it down). The page cache keeps such a page
// per clinics version, so a clinic added in the admin area shows in the figure at once.
import { CLINICS_API_PATH } from "../../../shared/schemas/clinic-constants.ts";
import type { ClinicList } from "../../../shared/schemas/clinic.ts";
import { loadApi } from "../../app/api-data.ts";

export interface NetworkSize {
  /** Clinics open to visitors. */
  clinics: number;
  /** The states they are in. */
  states: number;
}

export async function loadNetworkSize(context: unknown): Promise<NetworkSize> {
  const { clinics } = await loadApi<ClinicList>(CLINICS_API_PATH, context);
  return { clinics: clinics.length, states: new Set(clinics.map((c) => c.state)).size };
}
