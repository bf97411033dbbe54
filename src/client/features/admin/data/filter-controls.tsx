// Filter controls shared by the admin lists: a search box that waits for a pause in typing, a labelled select,
// 'Clear filters' and the date range.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

const SEARCH_PAUSE_MS = 300;

/**
 * The search box's text: typing reaches the address (and the server) after a short pause, not on every key.
 * While a pause is running, the address does not overwrite what the admin is typing.
 */
export function useDebouncedSearch(committed: string, update: (changes: { q: string }) => void) {
  const [text, setText] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => {
    if (timer.current === undefined) setText(committed);
  }, [committed]);
  useEffect(() => cancel, [cancel]);
  const type = (value: string) => {
    setText(value);
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      update({ q: value });
    }, SEARCH_PAUSE_MS);
  };
  return { text, type, cancel };
}

/** The labelled search box of an admin list, fed by useDebouncedSearch. */
export function SearchBox({ placeholder, search, className }: { placeholder: string; search: { text: string; type: (value: string) => void }; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        Search
      </label>
      <input id={id} type="search" className="field-input" placeholder={placeholder} value={search.text} onChange={(e) => search.type(e.target.value)} />
    </div>
  );
}

interface FilterSelectProps<T extends string> {
  label: string;
  /** The first choice, which filters nothing. */
  allLabel: string;
  value: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: string) => void;
}

export function FilterSelect<T extends string>({ label, allLabel, value, options, optionLabel, onChange }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Clear filters' at the end of a filter row: drops a search still being typed, then every filter. */
export function ClearFiltersButton({ search, onClear, disabled }: { search: { cancel: () => void }; onClear: () => void; disabled: boolean }) {
  return (
    <div className="flex items-end">
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          search.cancel();
          onClear();
        }}
        disabled={disabled}
      >
        Clear filters
      </Button>
    </div>
  );
}

/** 'From date' and 'To date' (yyyy-mm-dd, the admin's local days) of a filter row. */
export function DateRangeFields({ from, to, onChange }: { from: string; to: string; onChange: (changes: { fromDate?: string; toDate?: string }) => void }) {
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <div>
        <label htmlFor={fromId} className="field-label">
          From date
        </label>
        <input id={fromId} type="date" className="field-input" value={from} onChange={(e) => onChange({ fromDate: e.target.value })} />
      </div>
      <div>
        <label htmlFor={toId} className="field-label">
          To date
        </label>
        <input id={toId} type="date" className="field-input" value={to} onChange={(e) => onChange({ toDate: e.target.value })} />
      </div>
    </>
  );
}
