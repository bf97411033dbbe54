// What Can You Test (spec 2.16, block 3; spec 9): the 16 soil parameters by group, the ratios and the water kit.
import { CLAIMS, TEST_PARAMETERS } from "../../../../shared/constants.ts";
import { Section } from "../../../components/ui/section.tsx";
import { LineIcon } from "../contact/line-icon.tsx";
import { Trans } from "@lingui/react";
import { useT } from "../../../i18n/use-t.ts";
import { parameterText, soilGroups, waterParameters } from "./start-clinic-content.ts";

const chip = "rounded-full px-3 py-1 text-sm font-medium";

export function TestParameters() {
  const t = useT();
  return (
    <Section
      id="what-can-you-test"
      tone="soil"
      eyebrow={t("startClinic.params.eyebrow")}
      title={t("startClinic.params.title", { parameters: CLAIMS.clinicParameters, ratios: TEST_PARAMETERS.ratios.length })}
      intro={t("startClinic.params.intro")}
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {soilGroups.map((g) => (
          <section key={g.group} aria-labelledby={`params-${g.group}`} className="card">
            <h3 id={`params-${g.group}`} className="heading-3">
              {t(g.title)}
              <span className="sr-only">{t("startClinic.params.groupSr")}</span>
            </h3>
            <p className="mt-1 text-sm text-stone-600">{t(g.note)}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {g.parameters.map((p) => (
                <li key={p.key} className={`${chip} bg-brand-50 text-brand-900 ring-1 ring-brand-200`}>
                  {parameterText(t, p)}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-5 grid gap-5 lg:grid-cols-3">
        <section aria-labelledby="params-ratios" className="card">
          <h3 id="params-ratios" className="heading-3">
            {t("startClinic.params.ratios.title")}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{t("startClinic.params.ratios.note")}</p>
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
            {t("startClinic.params.water.title", { count: waterParameters.length })}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{t("startClinic.params.water.note")}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {waterParameters.map((w) => (
              <li key={w.code} className={`${chip} bg-sky-50 text-sky-900 ring-1 ring-sky-200`}>
                <Trans
                  id="startClinic.params.water.item"
                  values={{ code: w.code, name: t(w.name) }}
                  components={{ name: <span className="font-normal text-sky-800" /> }}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Section>
  );
}
