// The body of one dashboard tab: its title, what the readings mean together, and the four metric cards.
import { useT } from "../../../i18n/use-t.ts";
import type { DashboardTab } from "./dashboard-data.ts";
import { MetricCard } from "./metric-card.tsx";

export function DashboardPanelBody({ tab }: { tab: DashboardTab }) {
  const t = useT();
  return (
    <>
      <h3 id={`dash-heading-${tab.id}`} className="heading-3">
        {t(tab.title)}
      </h3>
      <p className="mt-1 leading-relaxed text-stone-600">{t(tab.summary)}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {tab.metrics.map((m) => (
          <MetricCard key={m.name} metric={m} />
        ))}
      </ul>
    </>
  );
}
