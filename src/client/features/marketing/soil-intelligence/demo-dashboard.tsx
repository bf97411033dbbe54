// The interactive demo dashboard (spec 2.11): a sample soil report in three tabs, clearly marked as illustrative.
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { sampleField } from "./dashboard-data.ts";
import { DashboardSections, DashboardTabs } from "./dashboard-tabs.tsx";
import { useHydrated } from "../../../components/use-hydrated.ts";

export function DemoDashboard() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <Section
      id="demo-dashboard"
      tone="tint"
      eyebrow={t("intelligence.dashboard.eyebrow")}
      title={t("intelligence.dashboard.title")}
      intro={t("intelligence.dashboard.intro")}
    >
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-50 shadow-sm">
        <div className="flex flex-col gap-2 bg-brand-900 px-4 py-4 text-white sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="font-semibold">{t(sampleField)}</p>
          <p className="inline-flex self-start rounded-full bg-harvest-400 px-3 py-1 text-sm font-bold text-stone-900 sm:self-auto">{t("intelligence.dashboard.illustrative")}</p>
        </div>
        {hydrated ? <DashboardTabs /> : <DashboardSections />}
      </div>
      <p className="mt-4 text-center text-sm text-stone-600">
        {t("intelligence.dashboard.note")}
      </p>
    </Section>
  );
}
