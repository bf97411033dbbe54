// The clinic finder as the browser runs it (an island of /find-clinic): the nearest search asks the API and shows its
// answer in place, with the address following (so Back, a reload and a shared link show the same), instead of a
// client router reloading the page's data. The finder itself takes the answer as it takes the server's.
import { useCallback, useEffect, useMemo, useState } from "react";
import { usePageLocation, usePageSearchParams } from "../../app/page-context.tsx";
import { ClinicFinder } from "./clinic-finder.tsx";
import { NEAR_OFFLINE, nearApiPath, nearRequestFromParams, nearResult, nearToParams, type NearRequest } from "./clinic-near.ts";
import type { FinderData } from "./find-clinic-page.tsx";
import { NearSearchProvider } from "./use-clinic-filters.ts";

type Near = FinderData["near"];

/** The API's answer to a nearest search, as the page's loader gives it (a place it does not know is a problem). */
async function fetchNearest(request: NearRequest): Promise<NonNullable<Near>> {
  try {
    const res = await fetch(nearApiPath(request), { headers: { accept: "application/json" } });
    return { request, result: nearResult(res.ok, await res.json().catch(() => null)) };
  } catch {
    return { request, result: NEAR_OFFLINE };
  }
}

export function ClinicFinderIsland({ clinics, near: rendered }: FinderData) {
  const [near, setNear] = useState<Near>(rendered);
  const [searching, setSearching] = useState(false);
  const [, setParams] = usePageSearchParams();
  const { search: query } = usePageLocation();

  const show = useCallback(async (request: NearRequest | null) => {
    if (!request) return setNear(null);
    setSearching(true);
    const answer = await fetchNearest(request);
    setSearching(false);
    setNear(answer);
  }, []);

  const search = useCallback(
    (request: NearRequest | null) => {
      setParams((prev) => nearToParams(request, prev));
      void show(request);
    },
    [setParams, show],
  );

  // Back and Forward between searches: the address says which place to show.
  const wanted = useMemo(() => nearRequestFromParams(new URLSearchParams(query)), [query]);
  const key = (r: NearRequest | null) => JSON.stringify(r);
  useEffect(() => {
    if (!searching && key(wanted) !== key(near?.request ?? null)) void show(wanted);
    // Only a change of the address starts a search; the answer arriving must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  const value = useMemo(() => ({ search, searching }), [search, searching]);
  return (
    <NearSearchProvider value={value}>
      <ClinicFinder clinics={clinics} near={near} />
    </NearSearchProvider>
  );
}
