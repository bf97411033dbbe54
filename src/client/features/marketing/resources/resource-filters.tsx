// Search box and type, category and language filters. A plain GET form, so it also works before JavaScript loads.
import type { ChangeEvent } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";
import {
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

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function ResourceFilterForm({ filters, onChange }: { filters: Filters; onChange: (name: keyof Filters, value: string) => void }) {
  return (
    <form
      method="get"
      action="/resources#library"
      role="search"
      aria-label="Search and filter resources"
      className="grid gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      // With JavaScript the list already follows every keystroke; the button is for browsers without it.
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="resource-search" className="field-label">
          Search resources
        </label>
        <input
          id="resource-search"
          type="search"
          name="q"
          value={filters.query}
          maxLength={100}
          onChange={(e) => onChange("query", e.target.value)}
          placeholder="e.g. soil sample, video, success"
          className="field-input"
        />
      </div>
      <FilterSelect
        id="resource-type"
        label="Type"
        name="type"
        allLabel="All types"
        options={RESOURCE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        value={filters.type}
        onChange={onChange}
      />
      <FilterSelect
        id="resource-category"
        label="Category"
        name="category"
        allLabel="All categories"
        options={asOptions(RESOURCE_CATEGORIES)}
        value={filters.category}
        onChange={onChange}
      />
      <FilterSelect
        id="resource-language"
        label="Language"
        name="language"
        allLabel="All languages"
        options={asOptions(RESOURCE_LANGUAGES)}
        value={filters.language}
        onChange={onChange}
      />
      <button type="submit" className={buttonClass("primary", "md", "w-full lg:w-auto")}>
        Search
      </button>
    </form>
  );
}
