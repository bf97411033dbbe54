// Why soil testing matters now: the state of India's soil, and a way into the Soil intelligence page (spec 2.4).
import { Link } from "../../../components/locale-link.tsx";
import { FallbackImage } from "../../../components/fallback-image.tsx";
import { useLocalisedAsset } from "../../../components/localised-image.ts";
import { Section } from "../../../components/ui/section.tsx";
import crisisImage from "../../../assets/home/soil-crisis.svg";
import crisisImageHi from "../../../assets/home/soil-crisis.hi.svg";
import soilFallback from "../../../assets/home/soil-fallback.svg";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge } from "../contact/line-icon.tsx";
import { crisisPoints } from "./home-content.ts";

export function SoilCrisis() {
  const t = useT();
  const crisisSrc = useLocalisedAsset({ en: crisisImage, hi: crisisImageHi });
  return (
    <Section
      id="soil-crisis"
      tone="soil"
      eyebrow={t("home.crisis.eyebrow")}
      title={t("home.crisis.title")}
      intro={t("home.crisis.intro")}
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <FallbackImage
          src={crisisSrc}
          fallbackSrc={soilFallback}
          alt={t("home.crisis.imageAlt")}
          width={640}
          height={440}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-3xl shadow-sm ring-1 ring-soil-200"
        />
        <div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {crisisPoints.map((p) => (
              <li key={p.title}>
                <IconBadge name={p.icon} tone="soil" />
                <h3 className="mt-3 text-lg font-semibold text-stone-900">{t(p.title)}</h3>
                <p className="mt-1.5 leading-relaxed text-stone-700">{t(p.text)}</p>
              </li>
            ))}
          </ul>
          <Link
            to="/soil-intelligence"
            className="mt-8 inline-flex items-center gap-2 font-semibold text-soil-700 underline-offset-4 hover:underline"
          >
            {t("home.crisis.link")} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </Section>
  );
}
