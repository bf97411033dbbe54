// The demo report as WAI-ARIA tabs: arrow keys, Home and End move between tabs and show the matching panel.
import { useRef, useState, type KeyboardEvent } from "react";
import { useT } from "../../../i18n/use-t.ts";
import { dashboardTabs } from "./dashboard-data.ts";
import { DashboardPanelBody } from "./dashboard-panel.tsx";

export const tabId = (id: string) => `dash-tab-${id}`;
export const panelId = (id: string) => `dash-panel-${id}`;

export function DashboardTabs() {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = dashboardTabs.length;

  function select(index: number) {
    setSelected(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]!);
  }

  return (
    <>
      <div role="tablist" aria-label={t("intelligence.dashboard.sections")} className="flex gap-1 overflow-x-auto border-b border-stone-200 px-3 sm:px-6" onKeyDown={onKeyDown}>
        {dashboardTabs.map((tab, i) => {
          const active = i === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(i)}
              className={`-mb-px border-b-3 px-4 py-3 font-semibold whitespace-nowrap transition-colors focus-visible:outline-offset-[-3px] ${
                active ? "border-brand-700 text-brand-800" : "border-transparent text-stone-600 hover:text-stone-900"
              }`}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      {dashboardTabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} tabIndex={0} hidden={i !== selected} className="p-4 sm:p-6">
          <DashboardPanelBody tab={tab} />
        </div>
      ))}
    </>
  );
}

/** Without JavaScript every section is shown, one after another, with links to jump between them. */
export function DashboardSections() {
  const t = useT();
  return (
    <>
      <nav aria-label={t("intelligence.dashboard.sections")} className="flex flex-wrap gap-x-5 gap-y-2 border-b border-stone-200 px-4 py-3 sm:px-6">
        {dashboardTabs.map((tab) => (
          <a key={tab.id} href={`#${panelId(tab.id)}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t(tab.label)}
          </a>
        ))}
      </nav>
      {dashboardTabs.map((tab) => (
        <section key={tab.id} id={panelId(tab.id)} aria-labelledby={`dash-heading-${tab.id}`} className="border-b border-stone-100 p-4 last:border-b-0 sm:p-6">
          <DashboardPanelBody tab={tab} />
        </section>
      ))}
    </>
  );
}
