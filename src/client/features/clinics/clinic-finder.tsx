// The clinic finder (spec 2.10): filters, the results list and the map side by side, and the selected clinic's
// dialog. Selecting a clinic (a list row or a pin's popup) opens its dialog and centres the map on it.
import { useCallback, useMemo, useRef, useState } from "react";
import { LAYOUT } from "../../../shared/constants.ts";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { Section } from "../../components/ui/section.tsx";
import { ClinicDetailDialog } from "./clinic-detail-dialog.tsx";
import { ClinicFilterForm } from "./clinic-filter-form.tsx";
import { NO_FILTERS, clinicStates, filterClinics, hasFilters } from "./clinic-filters.ts";
import { ClinicMap } from "./clinic-map.tsx";
import { ClinicResults } from "./clinic-results.tsx";
import { useClinicFilters } from "./use-clinic-filters.ts";
import { useStateText } from "./clinic-texts.ts";
import { useT } from "../../i18n/use-t.ts";

/** How close the map comes when it centres on a clinic: the town and the roads around it. */
const CLINIC_ZOOM = 12;

interface Selection {
  id: string | null;
  dialogOpen: boolean;
  /** Counts selections and resets, so the map re-centres each time. */
  viewKey: number;
}

export function ClinicFinder({ clinics }: { clinics: readonly Clinic[] }) {
  const states = useMemo(() => clinicStates(clinics), [clinics]);
  const [filters, setFilters] = useClinicFilters(states);
  const stateText = useStateText();
  const visible = useMemo(() => filterClinics(clinics, filters, stateText), [clinics, filters, stateText]);
  const t = useT();
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

  return (
    <Section
      id="clinic-finder"
      eyebrow={t("clinics.finder.eyebrow")}
      title={t("clinics.finder.title")}
      intro={t("clinics.finder.intro")}
    >
      <ClinicFilterForm filters={filters} states={states} onChange={setFilters} onSearch={showResults} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ClinicResults
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
          onSelect={select}
          onReset={resetView}
        />
      </div>
      {selected && <ClinicDetailDialog key={selection.viewKey} clinic={selected} open={selection.dialogOpen} onClose={closeDialog} />}
    </Section>
  );
}
