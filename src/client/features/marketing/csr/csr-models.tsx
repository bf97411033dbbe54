// CSR partnership models with their cost and impact (spec 9), as a real table, plus the Schedule VII fit.
import { CSR_MODELS } from "../../../../shared/constants.ts";
import { csrPartnershipModels } from "../../../../shared/schemas/lead-forms.ts";
import { Section } from "../../../components/ui/section.tsx";
import { TableScroller } from "../../../components/ui/table-scroller.tsx";
import { useT, type Translate } from "../../../i18n/use-t.ts";
import { CheckList } from "../partners/check-list.tsx";
import { modelIncludes, scheduleSevenHeads } from "./csr-content.ts";

/** How CSR_MODELS marks the custom model's figures, which are agreed case by case. */
const TAILORED_VALUE = "Tailored";

/**
 * A CSR_MODELS figure in the page's language: its number ranges stay as they are, its words ("₹5-10 lakh",
 * "3-6 months") come from the catalog; a figure of another form is shown as written.
 */
function figureText(t: Translate, value: string): string {
  const money = /^₹(\S+) (lakh|crore)$/.exec(value);
  if (money) return t(money[2] === "lakh" ? "csr.models.lakh" : "csr.models.crore", { range: money[1] });
  const months = /^(\S+) months$/.exec(value);
  if (months) return t("csr.models.months", { range: months[1] });
  return value;
}

/** The model's name as the CSR form's choices show it (the common catalog's `option.model.*`). */
function modelName(t: Translate, model: string): string {
  const option = csrPartnershipModels.find((o) => o.label === model);
  return option ? t(`option.model.${option.value}`) : model;
}

export function CsrModels() {
  const t = useT();
  return (
    <Section id="partnership-models" eyebrow={t("csr.models.eyebrow")} title={t("csr.models.title")} intro={t("csr.models.intro")}>
      <TableScroller captionId="csr-models-caption" hint={t("csr.tableHint")} className="rounded-2xl border border-stone-200 shadow-sm">
        <table className="w-full text-left text-sm sm:text-base">
          <caption id="csr-models-caption" className="bg-brand-50 px-3 py-4 text-left font-semibold text-stone-900 sm:px-6 sm:text-lg">
            {t("csr.models.caption")}
          </caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">{t("csr.models.column.model")}</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">{t("csr.models.column.budget")}</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">{t("csr.models.column.clinics")}</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">{t("csr.models.column.farmers")}</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">{t("csr.models.column.duration")}</th>
            </tr>
          </thead>
          <tbody className="bg-white">
            {CSR_MODELS.map((m) => (
              <tr key={m.model} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-3 font-semibold text-stone-900 sm:px-6 sm:py-4">{modelName(t, m.model)}</th>
                {m.budget === TAILORED_VALUE ? (
                  // The spec gives no figures for the custom model: it is shaped around the partner's goals.
                  <td colSpan={4} className="px-2 py-3 sm:px-6 sm:py-4">
                    {t("csr.models.tailored")}
                  </td>
                ) : (
                  [m.budget, m.clinics, m.farmers, m.duration].map((v, i) => (
                    <td key={i} className="px-2 py-3 sm:px-6 sm:py-4">
                      {figureText(t, v)}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <div className="card">
          <h3 className="heading-3">{t("csr.models.scheduleTitle")}</h3>
          <p className="mt-2 leading-relaxed text-stone-600">{t("csr.models.scheduleIntro")}</p>
          <CheckList items={scheduleSevenHeads.map((h) => t(h))} className="mt-4" />
        </div>
        <div className="card">
          <h3 className="heading-3">{t("csr.models.includesTitle")}</h3>
          <CheckList className="mt-4" items={modelIncludes.map((i) => t(i))} />
        </div>
      </div>
    </Section>
  );
}
