// Search box and type, category and language filters. A plain GET form, so it also works before JavaScript loads.
import type { ChangeEvent } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useLocalisedPath } from "../../../components/locale-link.tsx";
import { useT } from "../../../i18n/use-t.ts";
import {
  CATEGORY_LABELS,
  LANGUAGE_LABELS,
  RESOURCE_CATEGORIES,
  RESOURCE_LANGUAGES,
  RESOURCE_TYPES,
  TYPE_LABELS,
  type ResourceFilters as Filters,
} from "./resource-catalog.ts";

interface SelectProps {
  id: string;
  label: string;
  name: keyof Filters;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (name: keyof Filters, value: string) => void;
}

function FilterSelect({ id, label, name, allLabel, options, value, onChange }: SelectProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(name, e.target.value)}
        className="field-input"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ResourceFilterForm({ filters, onChange }: { filters: Filters; onChange: (name: keyof Filters, value: string) => void }) {
  const t = useT();
  const localised = useLocalisedPath();
  return (
    <form
      method="get"
      action={localised("/resources#library")}
      role="search"
      aria-label={t("resources.filters.label")}
      className="grid gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      // With JavaScript the list already follows every keystroke; the button is for browsers without it.
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="resource-search" className="field-label">
          {t("resources.filters.search")}
        </label>
        <input
          id="resource-search"
          type="search"
          name="q"
          value={filters.query}
          maxLength={100}
          onChange={(e) => onChange("query", e.target.value)}
          placeholder={t("resources.filters.placeholder")}
          className="field-input"
        />
      </div>
      <FilterSelect
        id="resource-type"
        label={t("resources.filters.type")}
        name="type"
        allLabel={t("resources.filters.allTypes")}
        options={RESOURCE_TYPES.map((v) => ({ value: v, label: t(TYPE_LABELS[v]) }))}
        value={filters.type}
        onChange={onChange}
      />
      <FilterSelect
        id="resource-category"
        label={t("resources.filters.category")}
        name="category"
        allLabel={t("resources.filters.allCategories")}
        options={RESOURCE_CATEGORIES.map((v) => ({ value: v, label: t(CATEGORY_LABELS[v]) }))}
        value={filters.category}
        onChange={onChange}
      />
      <FilterSelect
        id="resource-language"
        label={t("resources.filters.language")}
        name="language"
        allLabel={t("resources.filters.allLanguages")}
        options={RESOURCE_LANGUAGES.map((v) => ({ value: v, label: t(LANGUAGE_LABELS[v]) }))}
        value={filters.language}
        onChange={onChange}
      />
      <button type="submit" className={buttonClass("primary", "md", "w-full lg:w-auto")}>
        {t("resources.filters.submit")}
      </button>
    </form>
  );
}
