// The finder's filters live in the page address (?q=&state=&services=), so a filtered list can be shared, reloaded,
// and read by the server without JavaScript. Typing updates local state at once and the address without a reload.
import { useCallback, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { filtersFromParams, filtersToParams, type ClinicFilters } from "./clinic-filters.ts";
import { NEAR_PARAMS, nearToParams, type NearRequest } from "./clinic-near.ts";

/** Marks the finder's own address updates, so they are told apart from links and Back. */
const FINDER_UPDATE = { clinicFinder: true } as const;

function isFinderUpdate(state: unknown): boolean {
  return (state as Partial<typeof FINDER_UPDATE> | null)?.clinicFinder === true;
}

export function useClinicFilters(states: readonly string[]): [ClinicFilters, (next: ClinicFilters) => void] {
  const [params, setParams] = useSearchParams();
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
        { replace: true, preventScrollReset: true, defaultShouldRevalidate: false, state: FINDER_UPDATE },
      );
    },
    [setParams],
  );
  return [filters, apply];
}

/**
 * The nearest search in the page address: `search` asks for a place (the page loads its nearest clinics) or, with null,
 * goes back to every clinic; the filters stay. `searching` is true while the answer loads.
 */
export function useNearSearch(): { search: (request: NearRequest | null) => void; searching: boolean } {
  const [, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const search = useCallback(
    (request: NearRequest | null) => setParams((prev) => nearToParams(request, prev), { preventScrollReset: true, state: FINDER_UPDATE }),
    [setParams],
  );
  return { search, searching: navigation.state === "loading" && navigation.location.pathname === pathname };
}

/**
 * A key for the finder that changes only when the address changed from outside it (the header's 'Find Clinic' link
 * while on the page), so the finder then starts again from the new address; its own filter updates keep it.
 */
export function useFinderKey(): string {
  const location = useLocation();
  const [key, setKey] = useState(location.key);
  if (!isFinderUpdate(location.state) && location.key !== key) {
    setKey(location.key);
    return location.key;
  }
  return key;
}
