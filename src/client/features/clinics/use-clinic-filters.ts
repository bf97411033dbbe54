// The finder's filters live in the page address (?q=&state=&services=), so a filtered list can be shared, reloaded,
// and read by the server without JavaScript. Typing updates local state at once and the address without a reload.
import { createContext, useCallback, useContext, useState } from "react";
import { usePageLocation, usePageSearchParams } from "../../app/page-context.tsx";
import { filtersFromParams, filtersToParams, type ClinicFilters } from "./clinic-filters.ts";
import { NEAR_PARAMS, type NearRequest } from "./clinic-near.ts";

/** Marks the finder's own address updates, so they are told apart from links and Back. */
export const FINDER_UPDATE = { clinicFinder: true } as const;

function isFinderUpdate(state: unknown): boolean {
  return (state as Partial<typeof FINDER_UPDATE> | null)?.clinicFinder === true;
}

export function useClinicFilters(states: readonly string[]): [ClinicFilters, (next: ClinicFilters) => void] {
  const [params, setParams] = usePageSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params, states));
  const apply = useCallback(
    (next: ClinicFilters) => {
      setFilters(next);
      // The clinic list does not depend on the filters: changing them must not fetch it again. The nearest search stays.
      setParams(
        (prev) => {
          const params = filtersToParams(next);
          for (const name of Object.values(NEAR_PARAMS)) for (const value of prev.getAll(name)) params.append(name, value);
          return params;
        },
        { replace: true, state: FINDER_UPDATE },
      );
    },
    [setParams],
  );
  return [filters, apply];
}

export interface NearSearch {
  /** Asks for a place (the finder then shows its nearest clinics) or, with null, goes back to every clinic; the filters stay. */
  search: (request: NearRequest | null) => void;
  /** True while the answer loads. */
  searching: boolean;
}

const NearSearchContext = createContext<NearSearch>({ search: () => {}, searching: false });

/** Set by the finder's island (clinic-finder-island.tsx), which asks the API and keeps the address in step. */
export const NearSearchProvider = NearSearchContext.Provider;

/** The nearest search in the page address. On the server it does nothing: the search form is a plain GET form there. */
export function useNearSearch(): NearSearch {
  return useContext(NearSearchContext);
}

/**
 * A key for the finder that changes only when the address changed from outside it (the header's 'Find Clinic' link
 * while on the page), so the finder then starts again from the new address; its own filter updates keep it.
 */
export function useFinderKey(): string {
  const location = usePageLocation();
  const [key, setKey] = useState(location.key);
  if (!isFinderUpdate(location.state) && location.key !== key) {
    setKey(location.key);
    return location.key;
  }
  return key;
}
