// Reports' two charts (issue 30), drawn as plain SVG so the admin bundle gains no charting library: chats per day split
// person / assistant / missed, and the median wait per day. Each has a text summary and the same figures as a table.
import type { ReactNode } from "react";
import type { ReportDay } from "../../../../shared/schemas/reports.ts";
import { TableScroller } from "../../../components/ui/table-scroller.tsx";

const W = 640;
const H = 200;
const PAD = { left: 40, right: 8, top: 8, bottom: 24 };
const SERIES = [
  { key: "person", label: "A person", color: "#15803d" },
  { key: "assistant", label: "Assistant only", color: "#2563eb" },
  { key: "missed", label: "Missed", color: "#b91c1c" },
] as const;

export const formatWait = (ms: number | null) => {
  if (ms === null) return "–";
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};
const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
/** At most about eight day labels under the axis. */
const labelEvery = (n: number) => Math.max(1, Math.ceil(n / 8));

/** A chart's figures as a table: a row a day, a column a figure. */
function DayTable({ id, caption, days, columns }: { id: string; caption: string; days: ReportDay[]; columns: { label: string; cell: (d: ReportDay) => ReactNode }[] }) {
  return (
    <TableScroller captionId={id} hint="Scroll the table sideways">
      <table className="w-full text-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="text-left">
            <th scope="col">Day</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="text-left font-normal">
                {d.day}
              </th>
              {columns.map((c) => (
                <td key={c.label}>{c.cell(d)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function Axis({ max, unit }: { max: number; unit: (v: number) => string }) {
  const inner = H - PAD.top - PAD.bottom;
  return (
    <g aria-hidden="true" className="text-stone-500">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + inner * (1 - f)} y2={PAD.top + inner * (1 - f)} stroke="#e7e5e4" />
          <text x={PAD.left - 4} y={PAD.top + inner * (1 - f) + 4} textAnchor="end" fontSize="11" fill="currentColor">
            {unit(max * f)}
          </text>
        </g>
      ))}
    </g>
  );
}

function DayLabels({ days, x }: { days: ReportDay[]; x: (i: number) => number }) {
  const every = labelEvery(days.length);
  return (
    <g aria-hidden="true">
      {days.map((d, i) =>
        i % every === 0 ? (
          <text key={d.day} x={x(i)} y={H - 6} textAnchor="middle" fontSize="11" fill="#57534e">
            {shortDay(d.day)}
          </text>
        ) : null,
      )}
    </g>
  );
}

function ChartFigure({ title, summary, children, table }: { title: string; summary: string; children: React.ReactNode; table: React.ReactNode }) {
  return (
    <figure className="card space-y-3">
      <figcaption>
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        <p className="text-sm text-stone-600">{summary}</p>
      </figcaption>
      {children}
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2">Show the figures as a table</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

export function ChatsPerDayChart({ days }: { days: ReportDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.person + d.assistant + d.missed));
  const inner = { w: W - PAD.left - PAD.right, h: H - PAD.top - PAD.bottom };
  const step = inner.w / Math.max(1, days.length);
  const barW = Math.max(1, step * 0.7);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const busiest = days.reduce((a, d) => (d.chats > a.chats ? d : a), days[0] ?? { day: "", chats: 0 });
  const totals = SERIES.map((s) => `${days.reduce((n, d) => n + d[s.key], 0)} ${s.label.toLowerCase()}`).join(", ");
  return (
    <ChartFigure
      title="Chats per day"
      summary={`${totals} over ${days.length} days${busiest.chats ? `; busiest ${busiest.day} with ${busiest.chats} chats` : ""}.`}
      table={
        <DayTable
          id="chats-per-day-caption"
          caption="Chats per day"
          days={days}
          columns={[{ label: "Chats", cell: (d) => d.chats }, ...SERIES.map((s) => ({ label: s.label, cell: (d: ReportDay) => d[s.key] }))]}
        />
      }
    >
      <ul className="flex flex-wrap gap-4 text-sm" aria-label="Colours">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label="Bar chart of chats per day; the table below has the same figures" data-chart="chats-per-day">
        <Axis max={max} unit={(v) => String(Math.round(v))} />
        {days.map((d, i) => {
          let y = PAD.top + inner.h;
          return (
            <g key={d.day}>
              {SERIES.map((s) => {
                const h = (d[s.key] / max) * inner.h;
                y -= h;
                return h > 0 ? <rect key={s.key} x={x(i) - barW / 2} y={y} width={barW} height={h} fill={s.color} /> : null;
              })}
            </g>
          );
        })}
        <DayLabels days={days} x={x} />
      </svg>
    </ChartFigure>
  );
}

export function WaitTrendChart({ days }: { days: ReportDay[] }) {
  const values = days.map((d) => d.medianWaitMs);
  const known = values.filter((v): v is number => v !== null);
  const max = Math.max(1000, ...known);
  const inner = { w: W - PAD.left - PAD.right, h: H - PAD.top - PAD.bottom };
  const step = inner.w / Math.max(1, days.length);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (v: number) => PAD.top + inner.h * (1 - v / max);
  // A gap where a day had no taken chat.
  const path = values.map((v, i) => (v === null ? "" : `${i === 0 || values[i - 1] === null ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`)).join(" ");
  const summary = known.length
    ? `Median wait per day from ${formatWait(Math.min(...known))} to ${formatWait(Math.max(...known))}; ${days.length - known.length} days without a taken chat.`
    : "No chat was taken in this period.";
  return (
    <ChartFigure
      title="Wait before an agent takes a chat"
      summary={summary}
      table={
        <DayTable id="wait-caption" caption="Median wait per day" days={days} columns={[{ label: "Median wait", cell: (d) => formatWait(d.medianWaitMs) }]} />
      }
    >
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label="Line chart of the median wait per day; the table below has the same figures" data-chart="wait-trend">
        <Axis max={max} unit={(v) => formatWait(v).replace(/ \d+ s$/, "")} />
        <path d={path} fill="none" stroke="#15803d" strokeWidth="2" />
        {values.map((v, i) => (v === null ? null : <circle key={days[i]!.day} cx={x(i)} cy={y(v)} r="3" fill="#15803d" />))}
        <DayLabels days={days} x={x} />
      </svg>
    </ChartFigure>
  );
}
