// The clinic finder (spec 2.10, issue 11): the nearest search (PIN code, town or the visitor's position), filters, the
// results list and the map side by side, the selected clinic's dialog, and a visit request where no clinic is near.
// Selecting a clinic (a list row or a pin's popup) opens its dialog and centres the map on it.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LAYOUT } from "../../../shared/constants.ts";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { Section } from "../../components/ui/section.tsx";
import { ClinicFilterForm } from "./clinic-filter-form.tsx";
import { NO_FILTERS, clinicStates, filterClinics, hasFilters } from "./clinic-filters.ts";
import { ClinicMap } from "./clinic-map.tsx";
import { ClinicResults } from "./clinic-results.tsx";
import { deferred } from "../../app/deferred.tsx";
import { farFromClinics, nearToParams } from "./clinic-near.ts";
import { NearSearch } from "./near-search.tsx";
import type { FinderData } from "./find-clinic-page.tsx";
import { useClinicFilters, useNearSearch } from "./use-clinic-filters.ts";
import { useStateText } from "./clinic-texts.ts";
import { useT } from "../../i18n/use-t.ts";
import { useProblemText } from "../../i18n/error-text.ts";
import { PlaceChoices, placeLabel } from "./place-choices.tsx";

// The visit request (a lead form) shows only where no clinic is near: its code loads then.
const VisitRequest = deferred(() => import("./clinic-visit-request.tsx").then((m) => m.VisitRequest));

// The dialog (and its booking form) loads with the first selection: it never shows before one, and most visits make none.
const ClinicDetailDialog = lazy(() => import("./clinic-detail-dialog.tsx").then((m) => ({ default: m.ClinicDetailDialog })));

/** How close the map comes when it centres on a clinic: the town and the roads around it. */
const CLINIC_ZOOM = 12;

interface Selection {
  id: string | null;
  dialogOpen: boolean;
  /** Counts selections and resets, so the map re-centres each time. */
  viewKey: number;
}

interface ClinicFinderProps {
  /** Every public clinic. */
  clinics: readonly Clinic[];
  /** The nearest search the page address asks for, and its answer. */
  near: FinderData["near"];
}

export function ClinicFinder({ clinics, near }: ClinicFinderProps) {
  const states = useMemo(() => clinicStates(clinics), [clinics]);
  const [filters, setFilters] = useClinicFilters(states);
  const stateText = useStateText();
  const t = useT();
  const describe = useProblemText();
  const nearest = near && "found" in near.result ? near.result.found : null;
  const nearProblem = near && "problem" in near.result ? near.result.problem : null;
  const choices = near && "choices" in near.result ? near.result.choices : null;
  const typed = near && "near" in near.request ? near.request.near : "";
  const place = nearest ? (typed ? placeLabel(nearest.near, typed, t, stateText) : t("clinics.near.yourLocation")) : "";
  const far = nearest ? farFromClinics(nearest) : null;
  // With a nearest search, its clinics (nearest first) are the ones listed; the filters apply to them as to all.
  const listed = nearest ? nearest.clinics : clinics;
  const visible = useMemo(() => filterClinics(listed, filters, stateText), [listed, filters, stateText]);
  const { search, searching } = useNearSearch();
  const [selection, setSelection] = useState<Selection>({ id: null, dialogOpen: false, viewKey: 0 });
  if (selection.id && !visible.some((c) => c.id === selection.id)) {
    // The filters now hide the selected clinic: nothing is selected any more and the map fits the listed clinics again.
    setSelection({ ...selection, id: null, dialogOpen: false });
  }
  const selected = visible.find((c) => c.id === selection.id) ?? null;
  const countRef = useRef<HTMLParagraphElement>(null);

  const select = useCallback((id: string) => setSelection((s) => ({ id, dialogOpen: true, viewKey: s.viewKey + 1 })), []);
  // Closing the dialog keeps the clinic selected on the map, so 'Reset View' has something to reset.
  const closeDialog = useCallback(() => setSelection((s) => ({ ...s, dialogOpen: false })), []);
  const resetView = useCallback(() => setSelection((s) => ({ id: null, dialogOpen: false, viewKey: s.viewKey + 1 })), []);
  const showResults = () => countRef.current?.focus();

  // Once the answer to the visitor's own search arrives, the focus moves to what it found, so it is read out.
  const searched = useRef(false);
  const nearSearch = useCallback(
    (request: Parameters<typeof search>[0]) => {
      searched.current = true;
      search(request);
    },
    [search],
  );
  useEffect(() => {
    if (!searched.current) return;
    searched.current = false;
    countRef.current?.focus();
  }, [near]);

  return (
    <Section
      id="clinic-finder"
      eyebrow={t("clinics.finder.eyebrow")}
      title={t("clinics.finder.title")}
      intro={t("clinics.finder.intro")}
    >
      <NearSearch request={near?.request ?? null} searching={searching} onSearch={nearSearch} />
      {nearProblem && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900">
          {describe(nearProblem)}
        </p>
      )}
      {choices && <PlaceChoices typed={typed} choices={choices} onSearch={nearSearch} />}
      {far && <VisitRequest place={place} typed={typed} nearest={far.nearest} />}
      <ClinicFilterForm filters={filters} states={states} onChange={setFilters} onSearch={showResults} keep={near ? nearToParams(near.request) : undefined} className="mt-6" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ClinicResults
          summary={
            nearest
              ? t("clinics.near.result", { count: visible.length, place })
              : // After a place not found, or one to choose from, the whole list must not read as the answer.
                nearProblem || choices
                ? t("clinics.results.allByState", { count: visible.length })
                : undefined
          }
          onShowAll={near ? () => nearSearch(null) : undefined}
          clinics={visible}
          selectedId={selection.id}
          onSelect={select}
          onClear={
            hasFilters(filters)
              ? () => {
                  setFilters(NO_FILTERS);
                  // The button goes away with the filters: the visitor lands on the new count.
                  showResults();
                }
              : undefined
          }
          countRef={countRef}
        />
        <ClinicMap
          clinics={visible}
          selectedId={selection.id}
          center={selected?.coordinates ?? LAYOUT.indiaCentre}
          zoom={selected ? CLINIC_ZOOM : LAYOUT.mapZoom}
          viewKey={selection.viewKey}
          fit={!selected}
          place={nearest ? { label: place, position: nearest.near } : undefined}
          onSelect={select}
          onReset={resetView}
        />
      </div>

      {selected && (
        <Suspense fallback={null}>
          <ClinicDetailDialog key={selection.viewKey} clinic={selected} open={selection.dialogOpen} onClose={closeDialog} />
        </Suspense>
      )}
    </Section>
  );
}
