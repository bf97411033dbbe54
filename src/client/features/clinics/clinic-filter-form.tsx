// Search box, state dropdown and service checkboxes of the clinic finder (spec 2.10). A plain GET form, so the
// filters also work before JavaScript loads; with it, the list follows every keystroke and tick.
import { useId } from "react";
import { clinicServices } from "../../../shared/schemas/clinic-constants.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocalisedPath } from "../../components/locale-link.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useServiceText, useStateText } from "./clinic-texts.ts";
import { FILTER_PARAMS, QUERY_MAX, toggleService, type ClinicFilters } from "./clinic-filters.ts";

interface ClinicFilterFormProps {
  filters: ClinicFilters;
  states: readonly string[];
  onChange: (next: ClinicFilters) => void;
  /** With JavaScript, 'Search' only takes the visitor to the results. */
  onSearch: () => void;
  /** The nearest search's own parameters, sent along so filtering without JavaScript keeps it. */
  keep?: URLSearchParams;
  className?: string;
}

export function ClinicFilterForm({ filters, states, onChange, onSearch, keep, className = "" }: ClinicFilterFormProps) {
  const id = useId();
  const t = useT();
  const localised = useLocalisedPath();
  const serviceText = useServiceText();
  const stateText = useStateText();
  return (
    <form
      method="get"
      action={localised("/find-clinic#clinic-finder")}
      role="search"
      aria-label={t("clinics.filter.label")}
      className={`rounded-2xl bg-brand-50 p-5 sm:p-6 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {[...(keep ?? [])].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-q`} className="field-label">
            {t("clinics.filter.search")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name={FILTER_PARAMS.query}
            value={filters.query}
            maxLength={QUERY_MAX}
            onChange={(e) => onChange({ ...filters, query: e.target.value })}
            placeholder={t("clinics.filter.searchPlaceholder")}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-state`} className="field-label">
            {t("clinics.filter.state")}
          </label>
          <select
            id={`${id}-state`}
            name={FILTER_PARAMS.state}
            value={filters.state}
            onChange={(e) => onChange({ ...filters, state: e.target.value })}
            className="field-input"
          >
            <option value="">{t("clinics.filter.allStates")}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {stateText(s)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("primary", "md", "w-full sm:w-auto")}>
          {t("clinics.filter.submit")}
        </button>
      </div>
      <fieldset className="mt-5" aria-describedby={`${id}-services-hint`}>
        <legend className="field-label">{t("clinics.filter.services")}</legend>
        <p id={`${id}-services-hint`} className="text-sm text-stone-600">
          {t("clinics.filter.servicesHint")}
        </p>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
          {clinicServices.map((service) => (
            <label key={service} className="flex cursor-pointer items-center gap-2 text-stone-800">
              <input
                type="checkbox"
                name={FILTER_PARAMS.services}
                value={service}
                checked={filters.services.includes(service)}
                onChange={(e) => onChange(toggleService(filters, service, e.target.checked))}
                className="h-5 w-5 rounded border-stone-400 accent-brand-700"
              />
              {serviceText(service)}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
