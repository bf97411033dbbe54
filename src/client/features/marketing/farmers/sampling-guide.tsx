// How to take a soil sample (spec 9 sampling advice), with a picture of the zig-zag walk, the pit and the bag.
import samplingImage from "../../../assets/farmers/sampling-field.svg";
import samplingImageHi from "../../../assets/farmers/sampling-field.hi.svg";
import { Trans } from "@lingui/react";
import { useLocalisedAsset } from "../../../components/localised-image.ts";
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { LineIcon } from "../contact/line-icon.tsx";
import { samplingDonts, samplingSteps, samplingValues } from "./farmers-content.ts";

export function SamplingGuide() {
  const t = useT();
  const samplingSrc = useLocalisedAsset({ en: samplingImage, hi: samplingImageHi });
  return (
    <Section
      id="sampling"
      eyebrow={t("farmers.sampling.eyebrow")}
      title={t("farmers.sampling.title")}
      intro={t("farmers.sampling.intro", samplingValues)}
    >
      {/* DOM order puts the steps right after the picture on a phone; on wide screens they fill the right column. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-x-10">
        <img
          src={samplingSrc}
          alt={t("farmers.sampling.imageAlt", samplingValues)}
          width={480}
          height={420}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-3xl lg:col-start-1 lg:row-start-1"
        />
        <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ol className="space-y-4">
            {samplingSteps.map((s, i) => (
              <li key={i} className="card flex gap-4 p-5">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <p className="leading-relaxed text-stone-700">{t(s)}</p>
              </li>
            ))}
          </ol>
          <div className="flex gap-3 rounded-2xl bg-brand-50 p-5 text-brand-900">
            <LineIcon name="clock" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
            <p>
              <Trans id="farmers.sampling.bestTime" components={{ strong: <strong /> }} />
            </p>
          </div>
        </div>
        <div className="self-start rounded-2xl border border-soil-200 bg-soil-50 p-5 lg:col-start-1 lg:row-start-2">
          <h3 className="heading-3 text-soil-800">{t("farmers.sampling.dontTitle")}</h3>
          <ul className="mt-3 space-y-2">
            {samplingDonts.map((d) => (
              <li key={d} className="flex gap-2 text-stone-800">
                <span aria-hidden="true" className="font-bold text-soil-700">
                  ✕
                </span>
                {t(d)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
