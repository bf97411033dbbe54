// A field's story in three pictures: before testing, at the clinic, and after following the advice (spec 2.4).
import { FallbackImage } from "../../../components/fallback-image.tsx";
import { useAssetPicker } from "../../../components/localised-image.ts";
import { Section } from "../../../components/ui/section.tsx";
import soilFallback from "../../../assets/home/soil-fallback.svg";
import { useT } from "../../../i18n/use-t.ts";
import { LineIcon } from "../contact/line-icon.tsx";
import { journeyStages } from "./home-content.ts";

const stageTones = ["bg-soil-100 text-soil-800", "bg-harvest-400 text-stone-900", "bg-brand-700 text-white"];

export function SoilJourney() {
  const t = useT();
  const pick = useAssetPicker();
  return (
    <Section
      id="soil-journey"
      eyebrow={t("home.journey.eyebrow")}
      title={t("home.journey.title")}
      intro={t("home.journey.intro")}
    >
      <ol className="grid gap-8 md:grid-cols-3">
        {journeyStages.map((s, i) => (
          <li key={s.stage} className="card flex flex-col overflow-hidden p-0">
            <FallbackImage
              src={pick(s.image)}
              fallbackSrc={soilFallback}
              alt={t(s.alt)}
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className={`self-start rounded-full px-3 py-1 text-sm font-bold tracking-wide uppercase ${stageTones[i]}`}>{t(s.stage)}</p>
              <h3 className="heading-3 mt-3">{t(s.title)}</h3>
              <ul className="mt-4 space-y-2.5">
                {s.points.map((point) => (
                  <li key={typeof point === "string" ? point : point.id} className="flex gap-2.5 leading-relaxed text-stone-700">
                    <LineIcon name="check" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
                    {t(point)}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
