// The clinic finder's filters (spec 2.10): search, state and services, how they read from and write to the page
// address (?q=&state=&services=), and the rule that combines them.
import { clinicServices, type ClinicService } from "../../../shared/schemas/clinic-constants.ts";
import type { Clinic } from "../../../shared/schemas/clinic.ts";

export interface ClinicFilters {
  /** Matched against name, district and state, ignoring case. */
  query: string;
  /** "" = All States. */
  state: string;
  /** A clinic must offer every one of these. */
  services: readonly ClinicService[];
}

export const NO_FILTERS: ClinicFilters = { query: "", state: "", services: [] };

/** The longest search the box takes; longer text in an address is cut to it. */
export const QUERY_MAX = 100;

/** The query parameter names, which are also the form fields' names (the form is a plain GET form). */
export const FILTER_PARAMS = { query: "q", state: "state", services: "services" } as const;

/** The distinct states of the clinics, sorted, for the 'All States' dropdown. */
export function clinicStates(clinics: readonly Clinic[]): string[] {
  return [...new Set(clinics.map((c) => c.state))].sort((a, b) => a.localeCompare(b, "en-IN"));
}

/** Reads filters from the page address; a state or service the list does not know counts as not chosen. */
export function filtersFromParams(params: URLSearchParams, states: readonly string[]): ClinicFilters {
  const state = params.get(FILTER_PARAMS.state) ?? "";
  const chosen = new Set(params.getAll(FILTER_PARAMS.services));
  return {
    query: (params.get(FILTER_PARAMS.query) ?? "").slice(0, QUERY_MAX),
    state: states.includes(state) ? state : "",
    // In the spec's order, whatever order the address lists them in.
    services: clinicServices.filter((s) => chosen.has(s)),
  };
}

export function filtersToParams(f: ClinicFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.query.trim()) params.set(FILTER_PARAMS.query, f.query);
  if (f.state) params.set(FILTER_PARAMS.state, f.state);
  for (const s of f.services) params.append(FILTER_PARAMS.services, s);
  return params;
}

export function hasFilters(f: ClinicFilters): boolean {
  return !!(f.query.trim() || f.state || f.services.length);
}

/** Ticks or unticks one service, keeping the spec's order. */
export function toggleService(f: ClinicFilters, service: ClinicService, on: boolean): ClinicFilters {
  const chosen = new Set(f.services);
  if (on) chosen.add(service);
  else chosen.delete(service);
  return { ...f, services: clinicServices.filter((s) => chosen.has(s)) };
}

/**
 * Clinics matching every filter: the search text (trimmed) found in the name (or its Hindi name), district or state (stored, or as the
 * page's language names it: `stateText`), ignoring case;
 * the chosen state; and every chosen service offered.
 */
export function filterClinics(clinics: readonly Clinic[], f: ClinicFilters, stateText?: (state: string) => string): Clinic[] {
  const query = f.query.trim().toLocaleLowerCase("en-IN");
  return clinics.filter(
    (c) =>
      (!query ||
        [c.name, c.nameHi ?? "", c.district, c.state, stateText?.(c.state) ?? ""].some((field) => field.toLocaleLowerCase("en-IN").includes(query))) &&
      (!f.state || c.state === f.state) &&
      f.services.every((s) => c.services.includes(s)),
  );
}

