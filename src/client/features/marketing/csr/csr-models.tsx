// CSR partnership models with their cost and impact (spec 9), as a real table, plus the Schedule VII fit.
import { CSR_MODELS } from "../../../../shared/constants.ts";
import { Section } from "../../../components/ui/section.tsx";
import { CheckList } from "../partners/check-list.tsx";
import { scheduleSevenHeads } from "./csr-content.ts";

/** How CSR_MODELS marks the custom model's figures, which are agreed case by case. */
const TAILORED_VALUE = "Tailored";

export function CsrModels() {
  return (
    <Section
      id="partnership-models"
      eyebrow="Partnership models"
      title="Choose the scale that fits your CSR budget"
      intro="Start with a pilot to see the results for yourself, or plan a regional or state programme from day one."
    >
      {/* Focusable so keyboard users can scroll it sideways on a narrow phone. */}
      <div tabIndex={0} role="region" aria-labelledby="csr-models-caption" className="overflow-x-auto rounded-2xl border border-stone-200 shadow-sm">
        <table className="w-full text-left text-sm sm:text-base">
          <caption id="csr-models-caption" className="bg-brand-50 px-3 py-4 text-left font-semibold text-stone-900 sm:px-6 sm:text-lg">
            CSR partnership models: budget, clinics, farmers reached and duration
          </caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">Model</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">Budget</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">Clinics</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">Farmers</th>
              <th scope="col" className="px-2 py-3 sm:px-6 font-semibold">Duration</th>
            </tr>
          </thead>
          <tbody className="bg-white">
            {CSR_MODELS.map((m) => (
              <tr key={m.model} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-3 font-semibold text-stone-900 sm:px-6 sm:py-4">{m.model}</th>
                {m.budget === TAILORED_VALUE ? (
                  // The spec gives no figures for the custom model: it is shaped around the partner's goals.
                  <td colSpan={4} className="px-2 py-3 sm:px-6 sm:py-4">
                    Tailored to your goals: budget, clinics, farmers and duration agreed with you
                  </td>
                ) : (
                  [m.budget, m.clinics, m.farmers, m.duration].map((v, i) => (
                    <td key={i} className="px-2 py-3 sm:px-6 sm:py-4">
                      {v}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <div className="card">
          <h3 className="heading-3">Counts towards your CSR obligation</h3>
          <p className="mt-2 leading-relaxed text-stone-600">A soil health programme fits these activity heads of Schedule VII of the Companies Act, 2013:</p>
          <CheckList items={scheduleSevenHeads} className="mt-4" />
        </div>
        <div className="card">
          <h3 className="heading-3">Every model includes</h3>
          <CheckList
            className="mt-4"
            items={[
              "Clinic kits, set-up and Soil Didi training",
              "Crop advisory in the farmer's language",
              "A live impact dashboard for your team",
              "Utilisation certificates and an annual impact report",
              "Field visits for your staff and board",
            ]}
          />
        </div>
      </div>
    </Section>
  );
}
