// /admin/reports (issue 30): a period's chats, waits and first responses, CSAT with its comments, call-backs and leads,
// per agent and per day with two charts. Admins only. Periods are India dates; the last N days end today in India.
import { useId, useState, type ReactNode } from "react";
import { REPORTS_API, REPORT_MAX_DAYS, daysInPeriod, type Report, type ReportSpread } from "../../../../shared/schemas/reports.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { formatDateTime, sourceLabel } from "../data/format.ts";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { useAdminUsers } from "../team/use-admin-users.ts";
import { TableScroller } from "../../../components/ui/table-scroller.tsx";
import { ChatsPerDayChart, WaitTrendChart, formatWait } from "./report-charts.tsx";

const PRESETS = [7, 30, 90] as const;
type Preset = (typeof PRESETS)[number] | "custom";

/** Today's India date, `back` days ago. */
const indiaDay = (back = 0) => new Date(Date.now() + 330 * 60_000 - back * 86_400_000).toISOString().slice(0, 10);
const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)} %`);
const FORM_LABELS: Record<string, string> = {
  none: "Not from a form",
  contact: "Contact",
  partner: "Partner",
  csr: "CSR",
  clinic_interest: "Clinic interest",
  clinic_booking: "Clinic booking",
  visit_request: "Visit request",
};

function Card({ title, value, children }: { title: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="card p-4">
      <dt className="text-sm font-semibold text-stone-600">{title}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
      {children && <dd className="mt-1 text-sm text-stone-600">{children}</dd>}
    </div>
  );
}

const spreadText = (s: ReportSpread, fmt: (v: number | null) => string) => `p90 ${fmt(s.p90)} · ${s.count} chats`;

function Figures({ r }: { r: Report }) {
  const c = r.chats;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Figures for the period" data-testid="report-figures">
      <Card title="Chats" value={c.total}>
        {c.person} by a person · {c.assistant} assistant only · {c.missed} missed{c.open ? ` · ${c.open} open` : ""}
      </Card>
      <Card title="Median wait" value={formatWait(r.waitMs.median)}>
        {spreadText(r.waitMs, formatWait)}
      </Card>
      <Card title="Median first response" value={formatWait(r.firstResponseMs.median)}>
        {spreadText(r.firstResponseMs, formatWait)}
      </Card>
      <Card title="Median chat length" value={r.length.messages.median === null ? "–" : `${r.length.messages.median} messages`}>
        {formatWait(r.length.durationMs.median)} long · {r.length.messages.count} answered chats
      </Card>
      <Card title="CSAT (good)" value={percent(r.csat.shareGood)}>
        {r.csat.good} good · {r.csat.bad} bad
      </Card>
      <Card title="Call-backs" value={r.callbacks.requested}>
        {r.callbacks.done} done · {r.callbacks.requested - r.callbacks.done} to do
      </Card>
      <Card title="Leads" value={r.leads.total}>
        {r.leads.bySource.map((s) => `${sourceLabel(s.key)} ${s.count}`).join(" · ") || "None"}
      </Card>
      <Card title="Leads by form" value={r.leads.byForm.filter((f) => f.key !== "none").reduce((n, f) => n + f.count, 0)}>
        {r.leads.byForm.map((f) => `${FORM_LABELS[f.key] ?? f.key} ${f.count}`).join(" · ") || "None"}
      </Card>
    </dl>
  );
}

function AgentTable({ r }: { r: Report }) {
  return (
    <section className="card space-y-3" aria-labelledby="agents-heading">
      <h2 id="agents-heading" className="text-lg font-semibold text-stone-900">
        Per agent
      </h2>
      {r.agents.length === 0 ? (
        <p className="text-stone-600">No agent held a chat in this period.</p>
      ) : (
        <TableScroller captionId="agents-caption" hint="Scroll the table sideways">
          <table className="w-full text-left text-sm" data-testid="report-agents">
            <caption id="agents-caption" className="sr-only">
              Chats, first response and CSAT per agent
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">Agent</th>
                <th scope="col" className="py-1 pr-4">Chats taken</th>
                <th scope="col" className="py-1 pr-4">Answered</th>
                <th scope="col" className="py-1 pr-4">Median first response</th>
                <th scope="col" className="py-1 pr-4">CSAT good</th>
                <th scope="col" className="py-1">Ratings</th>
              </tr>
            </thead>
            <tbody>
              {r.agents.map((a) => (
                <tr key={a.agentId} className="border-t border-stone-200">
                  <th scope="row" className="py-1 pr-4 font-normal">{a.name}</th>
                  <td className="py-1 pr-4">{a.chatsTaken}</td>
                  <td className="py-1 pr-4">{a.answered}</td>
                  <td className="py-1 pr-4">{formatWait(a.medianFirstResponseMs)}</td>
                  <td className="py-1 pr-4">{percent(a.shareGood)}</td>
                  <td className="py-1">{a.good} good · {a.bad} bad</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}

function Comments({ r }: { r: Report }) {
  return (
    <section className="card space-y-3" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="text-lg font-semibold text-stone-900">
        CSAT comments <span className="text-sm font-normal text-stone-600">(newest first)</span>
      </h2>
      {r.csat.comments.length === 0 ? (
        <p className="text-stone-600">No comments in this period.</p>
      ) : (
        <ul className="space-y-2">
          {r.csat.comments.map((c) => (
            <li key={c.sessionId} className="border-l-4 pl-3" style={{ borderColor: c.rating === "good" ? "#15803d" : "#b91c1c" }}>
              <p className="text-stone-900">
                <span className="font-semibold">{c.rating === "good" ? "Good" : "Bad"}:</span> {c.comment}
              </p>
              <p className="text-sm text-stone-600">
                {c.visitorName}
                {c.agentName ? ` with ${c.agentName}` : ""} · <time dateTime={c.ratedAt}>{formatDateTime(c.ratedAt)}</time> ·{" "}
                <a className="underline" href={`/admin/conversations?chat=${encodeURIComponent(c.sessionId)}`}>
                  Transcript
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PeriodForm({ preset, from, to, agent, onChange }: { preset: Preset; from: string; to: string; agent: string; onChange: (p: { preset?: Preset; from?: string; to?: string; agent?: string }) => void }) {
  const id = useId();
  const { users } = useAdminUsers();
  return (
    <form aria-label="Period and agent" className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
      <div>
        <label htmlFor={`${id}-period`} className="field-label">
          Period
        </label>
        <select id={`${id}-period`} className="field-input" value={String(preset)} onChange={(e) => onChange({ preset: e.target.value === "custom" ? "custom" : (Number(e.target.value) as Preset) })}>
          {PRESETS.map((n) => (
            <option key={n} value={n}>
              Last {n} days
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="field-label">
          From
        </label>
        <input id={`${id}-from`} type="date" className="field-input" value={from} max={to} disabled={preset !== "custom"} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="field-label">
          To (included)
        </label>
        <input id={`${id}-to`} type="date" className="field-input" value={to} min={from} disabled={preset !== "custom"} onChange={(e) => onChange({ to: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${id}-agent`} className="field-label">
          Agent
        </label>
        <select id={`${id}-agent`} className="field-input" value={agent} onChange={(e) => onChange({ agent: e.target.value })}>
          <option value="">Whole team</option>
          {users?.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name ? `${u.name} (${u.email})` : u.email}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

export default function ReportsScreen() {
  const [preset, setPreset] = useState<Preset>(30);
  const [custom, setCustom] = useState({ from: indiaDay(29), to: indiaDay(0) });
  const [agent, setAgent] = useState("");
  const period = preset === "custom" ? custom : { from: indiaDay(preset - 1), to: indiaDay(0) };
  const days = daysInPeriod(period.from, period.to);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to) && days >= 1 && days <= REPORT_MAX_DAYS;
  const query = new URLSearchParams({ from: period.from, to: period.to, ...(agent ? { agent } : {}) }).toString();
  const { data, loading, error, reload } = useAsync(() => (valid ? adminApi.get<Report>(`${REPORTS_API}?${query}`) : Promise.resolve(undefined)), [query, valid]);

  const change = (p: { preset?: Preset; from?: string; to?: string; agent?: string }) => {
    if (p.preset !== undefined) {
      if (p.preset === "custom") setCustom(period);
      setPreset(p.preset);
    }
    if (p.from !== undefined || p.to !== undefined) setCustom((c) => ({ from: p.from ?? c.from, to: p.to ?? c.to }));
    if (p.agent !== undefined) setAgent(p.agent);
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-2">Reports</h1>
        <p className="mt-1 max-w-3xl text-stone-600">
          Chats started in the period (India dates), who answered them and how fast, what visitors thought, call-backs and leads. The agent filter narrows the
          chat figures; call-backs and leads are the whole team's.
        </p>
      </div>
      <PeriodForm preset={preset} from={period.from} to={period.to} agent={agent} onChange={change} />
      {!valid && (
        <p role="alert" className="text-red-700">
          Choose a From date on or before the To date, at most {REPORT_MAX_DAYS} days apart.
        </p>
      )}
      {error && <LoadError what="The report" message={error} onRetry={reload} />}
      <p className="sr-only" aria-live="polite">
        {loading ? "Loading the report" : data ? `Report for ${data.from} to ${data.to}: ${data.chats.total} chats` : ""}
      </p>
      {loading && !data && <p className="text-stone-600">Loading...</p>}
      {data && (
        <div className={`space-y-6 ${loading ? "opacity-60" : ""}`} data-report-period={`${data.from}/${data.to}`}>
          <Figures r={data} />
          <div className="grid gap-6 xl:grid-cols-2">
            <ChatsPerDayChart days={data.days} />
            <WaitTrendChart days={data.days} />
          </div>
          <AgentTable r={data} />
          <Comments r={data} />
        </div>
      )}
    </div>
  );
}
