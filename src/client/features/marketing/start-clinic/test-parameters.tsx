// What Can You Test (spec 2.16, block 3; spec 9): the 16 soil parameters by group, the ratios and the water kit.
import { CLAIMS, TEST_PARAMETERS } from "../../../../shared/constants.ts";
import { Section } from "../../../components/ui/section.tsx";
import { LineIcon } from "../contact/line-icon.tsx";
import { soilGroups, waterParameters } from "./start-clinic-content.ts";

const chip = "rounded-full px-3 py-1 text-sm font-medium";

export function TestParameters() {
  return (
    <Section
      id="what-can-you-test"
      tone="soil"
      eyebrow="What can you test"
      title={`${CLAIMS.clinicParameters} soil parameters, ${TEST_PARAMETERS.ratios.length} ratios and water`}
      intro="Far more than NPK. Farmers see the whole picture of their soil, and what their irrigation water adds to it."
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {soilGroups.map((g) => (
          <section key={g.group} aria-labelledby={`params-${g.group}`} className="card">
            <h3 id={`params-${g.group}`} className="heading-3">
              {g.group}
              <span className="sr-only"> nutrients and properties</span>
            </h3>
            <p className="mt-1 text-sm text-stone-600">{g.note}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {g.parameters.map((p) => (
                <li key={p} className={`${chip} bg-brand-50 text-brand-900 ring-1 ring-brand-200`}>
                  {p}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-5 grid gap-5 lg:grid-cols-3">
        <section aria-labelledby="params-ratios" className="card">
          <h3 id="params-ratios" className="heading-3">
            Derived ratios
          </h3>
          <p className="mt-1 text-sm text-stone-600">Worked out from the results, to show balance between nutrients.</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {TEST_PARAMETERS.ratios.map((r) => (
              <li key={r} className={`${chip} bg-soil-100 text-soil-800`}>
                {r}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="params-water" className="card lg:col-span-2">
          <h3 id="params-water" className="heading-3 flex items-center gap-2">
            <LineIcon name="drop" className="h-5 w-5 text-sky-700" />
            {waterParameters.length} water parameters
          </h3>
          <p className="mt-1 text-sm text-stone-600">With the Pro Clinic water kit: is the irrigation water safe for the crop and the soil?</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {waterParameters.map((w) => (
              <li key={w.code} className={`${chip} bg-sky-50 text-sky-900 ring-1 ring-sky-200`}>
                {w.code} <span className="font-normal text-sky-800">({w.name})</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Section>
  );
}
