// The finder's results: the count (read out politely as it changes), 'Clear Filters', the scrollable list of clinics
// (each row a button that opens the clinic, or its booking form without JavaScript) and the spec's message when nothing matches.
import type { Ref } from "react";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { Button } from "../../components/ui/button.tsx";
import { ClinicServiceTags } from "./clinic-service-tags.tsx";
import { BOOK_PARAM } from "../leads/lead-form-action.ts";
import { useLocalisedPath } from "../../components/locale-link.tsx";
import { useFormat, useT } from "../../i18n/use-t.ts";
import { useClinicText, useStateText } from "./clinic-texts.ts";

interface ClinicResultsProps {
  clinics: readonly Clinic[];
  /** The line above the list in place of the count: which place the nearest clinics are listed for. */
  summary?: string;
  /** Shown with a nearest search: back to every clinic. */
  onShowAll?: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Shown only while a filter is on. */
  onClear?: () => void;
  /** The count line, which 'Search' moves focus to. */
  countRef?: Ref<HTMLParagraphElement>;
}

function ClinicRow({ clinic, selected, onSelect }: { clinic: Clinic; selected: boolean; onSelect: (id: string) => void }) {
  const t = useT();
  const { number } = useFormat();
  const localised = useLocalisedPath();
  const stateText = useStateText();
  const text = useClinicText();
  return (
    <li>
      {/* Opens the clinic's dialog; without JavaScript, a GET form that opens the page's booking form for it instead. */}
      <form
        method="get"
        action={localised("/find-clinic#book-a-soil-test")}
        onSubmit={(e) => {
          e.preventDefault();
          onSelect(clinic.id);
        }}
      >
        <button
          type="submit"
          name={BOOK_PARAM}
          value={clinic.id}
          aria-current={selected ? "true" : undefined}
          className={`block w-full rounded-xl border bg-white p-4 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 ${
            selected ? "border-brand-700 bg-brand-50 ring-2 ring-brand-700" : "border-stone-200"
          }`}
        >
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-stone-900">{text.name(clinic)}</span>
            {clinic.inDistrict && (
              <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">{t("clinics.results.inDistrict")}</span>
            )}
            {clinic.distanceKm !== undefined && (
              <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                {t("clinics.results.distance", { km: number(clinic.distanceKm, { maximumFractionDigits: clinic.distanceKm < 10 ? 1 : 0 }) })}
              </span>
            )}
          </span>
          <span className="mt-1 block text-sm text-stone-700">
            <span className="block font-medium text-brand-800">
              {clinic.district}, {stateText(clinic.state)}
            </span>
            <span className="block">{text.address(clinic)}</span>
            <span className="block">{t("clinics.results.phone", { phone: clinic.phone })}</span>
          </span>
          <ClinicServiceTags services={clinic.services} className="mt-3" />
        </button>
      </form>
    </li>
  );
}

/** A button that also works before JavaScript: a GET form for the unfiltered finder. */
function FinderResetButton({ text, onClick }: { text: string; onClick: () => void }) {
  const localised = useLocalisedPath();
  return (
    <form
      method="get"
      action={localised("/find-clinic#clinic-finder")}
      onSubmit={(e) => {
        e.preventDefault();
        onClick();
      }}
    >
      <Button type="submit" variant="outline" size="sm">
        {text}
      </Button>
    </form>
  );
}

export function ClinicResults({ clinics, summary, onShowAll, selectedId, onSelect, onClear, countRef }: ClinicResultsProps) {
  const t = useT();
  return (
    <div>
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p ref={countRef} tabIndex={-1} role="status" className="text-lg font-semibold text-stone-900 outline-none">
          {summary ?? t("clinics.results.count", { count: clinics.length })}
        </p>
        <div className="flex flex-wrap gap-2">
          {onShowAll && <FinderResetButton text={t("clinics.near.showAll")} onClick={onShowAll} />}
          {onClear && <FinderResetButton text={t("clinics.results.clear")} onClick={onClear} />}
        </div>
      </div>
      {clinics.length > 0 ? (
        <ul aria-label={t("clinics.results.list")} className="mt-3 max-h-[400px] space-y-3 overflow-y-auto p-1">
          {clinics.map((c) => (
            <ClinicRow key={c.id} clinic={c} selected={c.id === selectedId} onSelect={onSelect} />
          ))}
        </ul>
      ) : (
        <div className="mt-3 rounded-2xl border-2 border-dashed border-stone-300 p-8 text-center">
          <p className="font-semibold text-stone-900">{t("clinics.results.empty")}</p>
        </div>
      )}
    </div>
  );
}
