// The start-clinic hero (spec 2.16 block 1): badge, headline, the two calls to action, the three stats. 'Watch Demo
// Video' (demo-video.tsx) is the island in it: it opens the captioned demo video in a modal dialog.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { Island } from "../../../app/island.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { DemoVideoButton } from "./demo-video.tsx";
import { heroBadge, heroStats } from "./start-clinic-content.ts";

export function ClinicHero() {
  const t = useT();
  return (
    <HeroBanner
      badge={t(heroBadge)}
      title={t("startClinic.hero.title")}
      subtitle={t("startClinic.hero.subtitle")}
      ctaText={t("startClinic.hero.cta")}
      ctaLink="#interest-form"
      secondaryCta={<Island name="demo-video" component={DemoVideoButton} props={{ text: t("startClinic.hero.secondaryCta") }} />}
    >
      <FigureGrid figures={heroStats.map((s) => ({ value: t(s.value), label: t(s.label) }))} tone="hero" className="max-w-2xl !grid-cols-3 !gap-3" />
    </HeroBanner>
  );
}
