// The contents of a long page, right under its hero: one link per section, so a visitor on a phone reaches the part
// they came for (often the form) with one tap instead of a long scroll. Plain #links: they work without JavaScript.
import { useId } from "react";

export interface ContentsEntry {
  /** The id of the section it leads to. */
  id: string;
  label: string;
  /** The page's goal (its form, its last call to action), drawn as a button. */
  primary?: boolean;
}

export function PageContents({ title, entries }: { title: string; entries: readonly ContentsEntry[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="border-b border-stone-200 bg-stone-50">
      <div className="container-page py-6">
        <h2 id={headingId} className="text-sm font-semibold text-stone-700">
          {title}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {entries.map((e) => (
            <li key={e.id}>
              <a
                href={`#${e.id}`}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ${
                  e.primary
                    ? "bg-brand-700 text-white shadow-sm hover:bg-brand-800"
                    : "border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-900"
                }`}
              >
                {e.label}
                {e.primary && (
                  <svg className="ml-1.5" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M12 5v14M6 13l6 6 6-6" />
                  </svg>
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
