// The clinic finder as the browser runs it (an island of /find-clinic): the nearest search asks the API and shows its
// answer in place, with the address following (so Back, a reload and a shared link show the same), instead of a
// client router reloading the page's data. The finder itself takes the answer as it takes the server's.
import { useCallback, useEffect, useMemo, useState } from "react";
import type { NearestClinics } from "../../../shared/schemas/clinic.ts";
import { usePageLocation, usePageSearchParams } from "../../app/page-context.tsx";
import { ClinicFinder } from "./clinic-finder.tsx";
import { nearApiPath, nearRequestFromParams, nearToParams, type NearRequest } from "./clinic-near.ts";
import type { FinderData } from "./find-clinic-page.tsx";
import { NearSearchProvider } from "./use-clinic-filters.ts";

type Near = FinderData["near"];

/** The API's answer to a nearest search, as the page's loader gives it (a place it does not know is a problem). */
async function fetchNearest(request: NearRequest): Promise<NonNullable<Near>> {
  try {
    const res = await fetch(nearApiPath(request), { headers: { accept: "application/json" } });
    const body = (await res.json().catch(() => null)) as unknown;
    if (res.ok) return { request, result: { found: body as NearestClinics } };
    const error = (body as { error?: { message?: string; code?: string } } | null)?.error;
    return { request, result: { problem: { message: error?.message ?? "The nearest clinics could not be found.", code: error?.code } } };
  } catch {
    return { request, result: { problem: { message: "The nearest clinics could not be found.", code: "offline" } } };
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
