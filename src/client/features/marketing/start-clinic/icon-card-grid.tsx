// A grid of small cards, each an icon, a title and a line of text, given as messages.
import type { Msg } from "../../../i18n/ids.ts";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge, type IconName } from "../contact/line-icon.tsx";

export interface IconCard {
  icon: IconName;
  title: Msg;
  text: Msg;
}

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4", 5: "sm:grid-cols-2 lg:grid-cols-5" };

export function IconCardGrid({ items, cols = 3, compact = false }: { items: readonly IconCard[]; cols?: keyof typeof columns; compact?: boolean }) {
  const t = useT();
  return (
    <ul className={`grid gap-5 ${columns[cols]}`}>
      {items.map((item) => (
        <li key={typeof item.title === "string" ? item.title : item.title.id} className={`card ${compact ? "p-5" : ""}`}>
          <IconBadge name={item.icon} />
          <h3 className={`mt-4 font-semibold text-stone-900 ${compact ? "text-base" : "text-lg"}`}>{t(item.title)}</h3>
          <p className="mt-1.5 leading-relaxed text-stone-600">{t(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}
