// One reading of the demo report: value with unit, what it means, its status and which way it is heading.
import type { Metric, MetricStatus, TrendDirection } from "./dashboard-data.ts";

const statusStyles: Record<MetricStatus, { label: string; className: string }> = {
  excellent: { label: "Excellent", className: "bg-brand-700 text-white" },
  good: { label: "Good", className: "bg-brand-100 text-brand-900" },
  moderate: { label: "Moderate", className: "bg-harvest-400 text-stone-900" },
};

const trendArrows: Record<TrendDirection, string> = { up: "↑", down: "↓", steady: "→" };

export function MetricCard({ metric: m }: { metric: Metric }) {
  const status = statusStyles[m.status];
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold text-stone-900">{m.name}</h4>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${status.className}`}>
          <span className="sr-only">Status: </span>
          {status.label}
        </span>
      </div>
      <p className="mt-3">
        <span className="text-3xl font-extrabold tracking-tight text-brand-900">{m.value}</span>
        {m.unit && <span className="ml-1.5 text-sm font-medium text-stone-600">{m.unit}</span>}
      </p>
      <p className="mt-1 flex-1 text-sm text-stone-600">{m.about}</p>
      <p className="mt-4 flex items-center gap-1.5 border-t border-stone-100 pt-3 text-sm font-medium text-stone-700">
        <span aria-hidden="true" className="text-lg leading-none text-brand-700">
          {trendArrows[m.trend.direction]}
        </span>
        <span>
          <span className="sr-only">Trend: </span>
          {m.trend.text}
        </span>
      </p>
    </li>
  );
}
