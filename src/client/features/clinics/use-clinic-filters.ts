// The finder's filters live in the page address (?q=&state=&services=), so a filtered list can be shared, reloaded,
// and read by the server without JavaScript. Typing updates local state at once and the address without a reload.
import { useCallback, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { filtersFromParams, filtersToParams, type ClinicFilters } from "./clinic-filters.ts";

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
      // The clinic list does not depend on the filters: changing them must not fetch it again.
      setParams(filtersToParams(next), { replace: true, preventScrollReset: true, defaultShouldRevalidate: false, state: FINDER_UPDATE });
    },
    [setParams],
  );
  return [filters, apply];
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
