// The start-clinic hero (spec 2.16 block 1): badge, headline, the two calls to action, the three stats,
// and the captioned demo video (with its transcript) that 'Watch Demo Video' opens in a modal dialog.
import { useEffect, useId, useRef, useState } from "react";
import { IMPACT } from "../../../../shared/constants.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { demoSteps, demoVideo, heroStats } from "./start-clinic-content.ts";

/** The demo video, made by scripts/make-demo-video.ts, and the same four steps as text; pauses when `open` turns false. */
function DemoVideo({ open }: { open: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const transcriptId = useId();

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
        <track kind="captions" src={demoVideo.captions} srcLang="en" label="English" default />
        This browser cannot play the video; the transcript below has the same steps.
      </video>
      <section aria-labelledby={transcriptId} className="mt-5">
        <h3 id={transcriptId} className="font-semibold text-stone-900">
          Transcript
        </h3>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-stone-700">
          {demoSteps.map((step) => (
            <li key={step.title}>
              <strong className="font-semibold text-stone-900">{step.title}.</strong> {step.text}
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
  return (
    <>
      <HeroBanner
        badge={`Join ${IMPACT.startClinic.clinics} clinics serving ${IMPACT.startClinic.farmers} farmers`}
        title="Start Your Own Soil Clinic"
        subtitle="Bring soil and water testing to your area and build a business farmers trust. We give you the device, the training and the support."
        ctaText="Start Your Clinic Journey"
        ctaLink="#interest-form"
        secondaryCtaText="Watch Demo Video"
        onSecondaryCtaClick={() => {
          setDemoAdded(true);
          setDemoOpen(true);
        }}
      >
        <FigureGrid figures={heroStats} tone="hero" className="max-w-2xl !grid-cols-3 !gap-3" />
      </HeroBanner>
      <Dialog
        open={demoOpen}
        onClose={() => setDemoOpen(false)}
        title="Watch the demo"
        description={`${demoVideo.title}: ${demoVideo.summary.charAt(0).toLowerCase()}${demoVideo.summary.slice(1)} The video has no sound and comes with captions.`}
        size="xl"
      >
        {demoAdded && <DemoVideo open={demoOpen} />}
      </Dialog>
    </>
  );
}
