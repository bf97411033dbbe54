// A preview of the sponsor dashboard with static sample figures (spec 2.9): KPIs, tests per month, districts.
import type { CSSProperties } from "react";
import { Section } from "../../../components/ui/section.tsx";
import { TableScroller } from "../../../components/ui/table-scroller.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { dashboardSample } from "./csr-content.ts";

const maxTests = Math.max(...dashboardSample.monthlyTests.map((m) => m.tests));

/** A month's bar as a share of the longest, leaving room for its figure above or beside it. */
const barShare = (tests: number): CSSProperties => ({ "--share": `${(tests / maxTests) * 85}%` }) as CSSProperties;

/**
 * Bars lie across on a phone (month, bar, figure on one row each), where nine standing bars would leave their month
 * names no room, and stand up from 640 px.
 */
function MonthlyTestsChart() {
  const t = useT();
  return (
    <figure className="rounded-xl border border-stone-200 p-4 sm:p-5">
      <figcaption className="font-semibold text-stone-900">{t("csr.dashboard.chart")}</figcaption>
      {/* The bars are drawn for the eye; the same numbers are in the list's text for screen readers. */}
      <ul className="mt-4 space-y-1.5 sm:flex sm:h-48 sm:items-end sm:gap-3 sm:space-y-0">
        {dashboardSample.monthlyTests.map((m) => (
          <li key={m.month} className="flex items-center gap-2 sm:h-full sm:min-w-0 sm:flex-1 sm:flex-col-reverse sm:gap-1">
            <span className="w-12 shrink-0 text-xs text-stone-600 sm:w-auto sm:whitespace-nowrap" aria-hidden="true">
              {t(m.month)}
            </span>
            <span className="h-4 min-w-0 flex-1 sm:flex sm:h-auto sm:w-full sm:flex-col sm:justify-end" aria-hidden="true">
              <span
                className="block h-full w-(--share) rounded-r-md bg-brand-600 sm:h-(--share) sm:w-full sm:rounded-t-md sm:rounded-r-none"
                style={barShare(m.tests)}
              />
            </span>
            <span className="w-8 shrink-0 text-right text-xs font-medium text-stone-700 sm:w-auto sm:text-center">
              <span className="sr-only">{t(m.month)}: </span>
              {m.tests}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function DistrictTable() {
  const t = useT();
  return (
    <TableScroller captionId="csr-district-caption" hint={t("csr.tableHint")} className="rounded-xl border border-stone-200">
      <table className="w-full text-left text-sm">
        <caption id="csr-district-caption" className="px-4 pt-5 text-left font-semibold text-stone-900 sm:px-5">
          {t("csr.dashboard.districts")}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="px-2.5 py-3 sm:px-5 font-medium">{t("csr.dashboard.column.district")}</th>
            <th scope="col" className="px-2.5 py-3 sm:px-5 font-medium">{t("csr.dashboard.column.clinics")}</th>
            <th scope="col" className="px-2.5 py-3 sm:px-5 font-medium">{t("csr.dashboard.column.farmers")}</th>
            <th scope="col" className="px-2.5 py-3 sm:px-5 font-medium">{t("csr.dashboard.column.saved")}</th>
          </tr>
        </thead>
        <tbody>
          {dashboardSample.districts.map((d) => (
            <tr key={d.district} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="px-2.5 py-3 sm:px-5 font-medium text-stone-900">{t(d.district)}</th>
              <td className="px-2.5 py-3 sm:px-5">{d.clinics}</td>
              <td className="px-2.5 py-3 sm:px-5">{t("csr.dashboard.number", { value: d.farmers })}</td>
              <td className="px-2.5 py-3 sm:px-5">{t("csr.dashboard.lakh", { amount: d.savedLakh })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

export function CsrDashboardPreview() {
  const t = useT();
  return (
    <Section
      id="dashboard-preview"
      tone="tint"
      eyebrow={t("csr.dashboard.eyebrow")}
      title={t("csr.dashboard.title")}
      intro={t("csr.dashboard.intro")}
    >
      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-lg sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 pb-4">
          <p className="font-semibold text-stone-900">{t(dashboardSample.programme)}</p>
          <p className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{t("csr.dashboard.preview")}</p>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {dashboardSample.kpis.map((k) => (
            <div key={k.label} className="flex flex-col-reverse rounded-xl bg-stone-50 p-4">
              <dt className="text-sm text-stone-600">{t(k.label)}</dt>
              <dd className="text-2xl font-bold text-stone-900">{t("csr.dashboard.number", { value: k.value })}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2">
          <MonthlyTestsChart />
          <DistrictTable />
        </div>
      </div>
    </Section>
  );
}
