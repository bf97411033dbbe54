// 'What Is a {brand} Clinic' with its four benefit cards (spec 2.16, block 2).
import { useSiteConfig } from "../../../app/site-config.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { IconCardGrid } from "./icon-card-grid.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { benefits, introText } from "./start-clinic-content.ts";

export function ClinicIntro() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <Section
      id="what-is-a-clinic"
      eyebrow={t("startClinic.intro.eyebrow")}
      title={t("startClinic.intro.title", { brand: site.brand })}
      intro={t(introText)}
    >
      <IconCardGrid items={benefits} cols={4} />
    </Section>
  );
}
