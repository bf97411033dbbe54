// A short soil-testing guide in plain Hindi, the library's Hindi article: why to test and how to take a sample. On the
// English page it is a Hindi sample (lang="hi"; its catalog texts are Hindi in English too); on the Hindi page it is
// simply one more section of the page.
import { Trans } from "@lingui/react";
import { Link } from "../../../components/locale-link.tsx";
import { CLAIMS } from "../../../../shared/constants.ts";
import { telHref } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { msg, type Msg } from "../../../i18n/ids.ts";
import { useT } from "../../../i18n/use-t.ts";
import { HINDI_GUIDE_ID } from "./resource-catalog.ts";

const { spots, depthInches, grams } = CLAIMS.sampling;

const benefits: Msg[] = [
  msg("resources.hindiGuide.benefit.saving", { rupees: CLAIMS.savingsPerAcreRupees }),
  msg("resources.hindiGuide.benefit.yield", { percent: CLAIMS.yieldGainPercent }),
  "resources.hindiGuide.benefit.soil",
];

const steps: Msg[] = [
  msg("resources.hindiGuide.step.spots", { spots }),
  "resources.hindiGuide.step.clear",
  msg("resources.hindiGuide.step.dig", { depth: depthInches }),
  "resources.hindiGuide.step.mix",
  msg("resources.hindiGuide.step.dry", { grams }),
  "resources.hindiGuide.step.label",
];

export function HindiSamplingGuide() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <section id={HINDI_GUIDE_ID} lang="hi" aria-labelledby={`${HINDI_GUIDE_ID}-heading`} className="section bg-soil-50">
      <div className="container-page grid gap-10 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{t("resources.hindiGuide.eyebrow")}</p>
          <h2 id={`${HINDI_GUIDE_ID}-heading`} className="heading-2 mt-2">
            {t("resources.hindiGuide.title")}
          </h2>
          <p className="lead-text mt-4">{t("resources.hindiGuide.intro")}</p>
          <h3 className="heading-3 mt-8">{t("resources.hindiGuide.benefitsTitle")}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-stone-700">
            {benefits.map((b, i) => (
              <li key={i}>{t(b)}</li>
            ))}
          </ul>
          <p className="mt-6 text-stone-700">
            {t("resources.hindiGuide.clinic", {
              brand: site.brand,
              price: CLAIMS.clinicTestPriceRupees,
              minutes: CLAIMS.deviceResultMinutes,
            })}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/find-clinic" className={buttonClass("primary")}>
              {t("resources.hindiGuide.findClinic")}
            </Link>
            <a href={telHref(site.phones[0])} className={buttonClass("outline")}>
              <Trans id="resources.hindiGuide.call" values={{ phone: site.phones[0] }} components={{ phone: <span lang="en" /> }} />
            </a>
          </div>
        </div>
        <div className="card">
          <h3 className="heading-3">{t("resources.hindiGuide.stepsTitle")}</h3>
          <ol className="mt-4 space-y-3">
            {steps.map((s, i) => (
              <li key={i} className="flex gap-3 text-stone-700">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <span>{t(s)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 rounded-xl bg-harvest-400/20 p-4 text-stone-800">
            <Trans id="resources.hindiGuide.note" components={{ b: <strong /> }} />
          </p>
        </div>
      </div>
    </section>
  );
}
