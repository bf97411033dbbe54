// One reading of the demo report: value with unit, what it means, its status and which way it is heading.
import type { MessageId } from "../../../i18n/ids.ts";
import { useFormat, useT } from "../../../i18n/use-t.ts";
import type { Metric, MetricStatus, TrendDirection } from "./dashboard-data.ts";

const statusStyles: Record<MetricStatus, { label: MessageId; className: string }> = {
  excellent: { label: "intelligence.dashboard.status.excellent", className: "bg-brand-700 text-white" },
  good: { label: "intelligence.dashboard.status.good", className: "bg-brand-100 text-brand-900" },
  moderate: { label: "intelligence.dashboard.status.moderate", className: "bg-harvest-400 text-stone-900" },
};

const trendArrows: Record<TrendDirection, string> = { up: "↑", down: "↓", steady: "→" };

export function MetricCard({ metric: m }: { metric: Metric }) {
  const t = useT();
  const format = useFormat();
  const status = statusStyles[m.status];
  const value = format.number(m.value);
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold text-stone-900">{t(m.name)}</h4>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${status.className}`}>
          <span className="sr-only">{t("intelligence.dashboard.statusPrefix")} </span>
          {t(status.label)}
        </span>
      </div>
      <p className="mt-3">
        <span className="text-3xl font-extrabold tracking-tight text-brand-900">{m.ratio ? t("intelligence.dashboard.ratio", { n: value }) : value}</span>
        {m.unit && <span className="ml-1.5 text-sm font-medium text-stone-600">{t(m.unit)}</span>}
      </p>
      {m.unitNote && <p className="mt-1 text-xs text-stone-600">{t(m.unitNote)}</p>}
      <p className="mt-1 flex-1 text-sm text-stone-600">{t(m.about)}</p>
      <p className="mt-4 flex items-center gap-1.5 border-t border-stone-100 pt-3 text-sm font-medium text-stone-700">
        <span aria-hidden="true" className="text-lg leading-none text-brand-700">
          {trendArrows[m.trend.direction]}
        </span>
        <span>
          <span className="sr-only">{t("intelligence.dashboard.trendPrefix")} </span>
          {t(m.trend.text)}
        </span>
      </p>
    </li>
  );
}
