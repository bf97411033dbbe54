// The finder's filters live in the page address (?q=&state=&services=), so a filtered list can be shared, reloaded,
// and read by the server without JavaScript. Typing updates local state at once and the address without a reload.
import { createContext, useCallback, useContext, useState } from "react";
import { usePageSearchParams } from "../../app/page-context.tsx";
import { filtersFromParams, filtersToParams, type ClinicFilters } from "./clinic-filters.ts";
import { NEAR_PARAMS, type NearRequest } from "./clinic-near.ts";

export function useClinicFilters(states: readonly string[]): [ClinicFilters, (next: ClinicFilters) => void] {
  const [params, setParams] = usePageSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params, states));
  const apply = useCallback(
    (next: ClinicFilters) => {
      setFilters(next);
      // The filters replace the current entry (no Back step per keystroke); the nearest search stays.
      setParams(
        (prev) => {
          const params = filtersToParams(next);
          for (const name of Object.values(NEAR_PARAMS)) for (const value of prev.getAll(name)) params.append(name, value);
          return params;
        },
        { replace: true },
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
