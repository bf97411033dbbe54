// How the company began, and the vision and mission that came from it (spec 2.5).
import { useSiteConfig } from "../../../app/site-config.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge } from "../contact/line-icon.tsx";
import { purposes } from "./about-content.ts";

export function VisionMission() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <Section id="vision" eyebrow={t("about.story.eyebrow")} title={t("about.story.title")} align="left">
      <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="space-y-5 text-lg leading-relaxed text-stone-700">
          <p>{t("about.story.problem")}</p>
          <p>{t("about.story.beginning", { brand: site.brand })}</p>
          <p>{t("about.story.today")}</p>
        </div>
        <ul className="grid content-start gap-6">
          {purposes.map((p) => (
            <li key={p.title} className="card border-l-4 border-l-brand-600">
              <div className="flex items-center gap-4">
                <IconBadge name={p.icon} />
                <h3 className="heading-3">{t(p.title)}</h3>
              </div>
              <p className="mt-4 leading-relaxed text-stone-700">{t(p.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
