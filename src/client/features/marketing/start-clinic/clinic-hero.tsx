// The start-clinic hero (spec 2.16 block 1): badge, headline, the two calls to action, the three stats,
// and the captioned demo video (with its transcript) that 'Watch Demo Video' opens in a modal dialog.
import { useEffect, useId, useRef, useState } from "react";
import { localeInfo } from "../../../../shared/locales.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { useLocale, useT } from "../../../i18n/use-t.ts";
import { demoCaptions, demoSteps, demoVideo, heroBadge, heroStats } from "./start-clinic-content.ts";

/** The demo video, made by scripts/make-demo-video.ts, and the same four steps as text; pauses when `open` turns false. */
function DemoVideo({ open }: { open: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const transcriptId = useId();
  const t = useT();
  const locale = useLocale();
  // The captions in the page's language, or the English ones for a language without its own.
  const captions = demoCaptions.find((c) => c.locale === locale) ?? demoCaptions[0]!;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // The visitor asked for the video, so it starts on opening (muted: it has no sound) unless they prefer reduced motion.
    if (open && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) video.play().catch(() => {});
    if (!open) video.pause();
  }, [open]);

  return (
    <>
      <video
        ref={ref}
        controls
        muted
        playsInline
        preload="none"
        poster={demoVideo.poster}
        width={demoVideo.width}
        height={demoVideo.height}
        className="block aspect-video h-auto w-full rounded-xl bg-stone-900"
      >
        <source src={demoVideo.src} type="video/webm" />
        <track kind="captions" src={captions.src} srcLang={captions.locale} label={localeInfo(captions.locale).name} default />
        {t("startClinic.demo.noVideo")}
      </video>
      <section aria-labelledby={transcriptId} className="mt-5">
        <h3 id={transcriptId} className="font-semibold text-stone-900">
          {t("startClinic.demo.transcript")}
        </h3>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-stone-700">
          {demoSteps.map((step) => (
            <li key={step.title}>
              <strong className="font-semibold text-stone-900">{t("startClinic.demo.stepTitle", { title: t(step.title) })}</strong> {t(step.text)}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export function ClinicHero() {
  const [demoOpen, setDemoOpen] = useState(false);
  // The video is added on the first opening (no poster download before) and kept, so reopening resumes it.
  const [demoAdded, setDemoAdded] = useState(false);
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t(heroBadge)}
        title={t("startClinic.hero.title")}
        subtitle={t("startClinic.hero.subtitle")}
        ctaText={t("startClinic.hero.cta")}
        ctaLink="#interest-form"
        secondaryCtaText={t("startClinic.hero.secondaryCta")}
        onSecondaryCtaClick={() => {
          setDemoAdded(true);
          setDemoOpen(true);
        }}
      >
        <FigureGrid figures={heroStats.map((s) => ({ value: t(s.value), label: t(s.label) }))} tone="hero" className="max-w-2xl !grid-cols-3 !gap-3" />
      </HeroBanner>
      <Dialog
        open={demoOpen}
        onClose={() => setDemoOpen(false)}
        title={t("startClinic.demo.dialogTitle")}
        description={t("startClinic.demo.description")}
        size="xl"
      >
        {demoAdded && <DemoVideo open={demoOpen} />}
      </Dialog>
    </>
  );
}
