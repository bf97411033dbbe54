// How You Earn, break-even, and the key features of the platform (spec 2.16, block 4; spec 9).
import { Section } from "../../../components/ui/section.tsx";
import { IconCardGrid } from "./icon-card-grid.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { breakEven, earnings, keyFeatures } from "./start-clinic-content.ts";

export function HowYouEarn() {
  const t = useT();
  return (
    <Section
      id="how-you-earn"
      tone="dark"
      eyebrow={t("startClinic.earn.eyebrow")}
      title={t("startClinic.earn.title")}
      intro={t("startClinic.earn.intro")}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {earnings.map((e) => (
          <li key={e.title} className="flex flex-col rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
            <h3 className="font-semibold text-brand-100">{t(e.title)}</h3>
            <p className="mt-3 text-3xl font-extrabold text-harvest-400">{t(e.amount)}</p>
            <p className="text-sm text-brand-100">{t(e.unit)}</p>
            <p className="mt-3 leading-relaxed text-white">{t(e.text)}</p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-2xl rounded-2xl bg-harvest-400 px-6 py-5 text-center text-lg font-semibold text-stone-900">
        {t(breakEven)}
      </p>
      <h3 className="heading-3 mt-16 text-center text-2xl text-white">{t("startClinic.earn.features")}</h3>
      <div className="mt-8 text-stone-800">
        <IconCardGrid items={keyFeatures} cols={5} compact />
      </div>
    </Section>
  );
}
