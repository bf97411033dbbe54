// The start-clinic hero's 'Watch Demo Video' button and the modal dialog it opens: the captioned demo video with its
// transcript. An island of its own, so the hero around it stays HTML.
import { useEffect, useId, useRef, useState } from "react";
import { localeInfo } from "../../../../shared/locales.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useLocale, useT } from "../../../i18n/use-t.ts";
import { demoCaptions, demoSteps, demoVideo } from "./start-clinic-content.ts";

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

export function DemoVideoButton({ text }: { text: string }) {
  const [demoOpen, setDemoOpen] = useState(false);
  // The video is added on the first opening (no poster download before) and kept, so reopening resumes it.
  const [demoAdded, setDemoAdded] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={buttonClass("outline-light", "lg")}
        onClick={() => {
          setDemoAdded(true);
          setDemoOpen(true);
        }}
      >
        {text}
      </button>
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
