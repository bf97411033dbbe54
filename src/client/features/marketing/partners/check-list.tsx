// A list of short points, each behind a green tick (features, results, what a package includes).
import { LineIcon, type IconName } from "../contact/line-icon.tsx";

export interface CheckItem {
  text: string;
  /** Another icon in place of the tick. */
  icon?: IconName;
}

export function CheckList({ items, className = "" }: { items: readonly (string | CheckItem)[]; className?: string }) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {items.map((item) => {
        const { text, icon = "check" } = typeof item === "string" ? { text: item } : item;
        return (
          <li key={text} className="flex gap-2 text-stone-800">
            <LineIcon name={icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
