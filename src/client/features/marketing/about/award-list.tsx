// The six awards in a sideways-scrolling row (spec 2.5): swipe, scroll or use the arrow buttons, each a 300 px step (spec 9).
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { LAYOUT } from "../../../../shared/constants.ts";
import { useAssetPicker } from "../../../components/localised-image.ts";
import { Section } from "../../../components/ui/section.tsx";
import { useHydrated } from "../../../components/use-hydrated.ts";
import { useT } from "../../../i18n/use-t.ts";
import { awards } from "./about-content.ts";

const stepButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-stone-300 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

function useScrollEnds(ref: RefObject<HTMLDivElement | null>) {
  const [ends, setEnds] = useState({ start: true, end: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // One pixel of slack: scroll positions are fractional on zoomed screens.
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ref, update]);
  return ends;
}

function StepButton({ direction, disabled, onClick }: { direction: -1 | 1; disabled: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={stepButton} disabled={disabled} onClick={onClick} aria-controls="award-scroller" aria-label={t(direction < 0 ? "about.awards.earlier" : "about.awards.more")}>
      <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={direction < 0 ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}

export function AwardList() {
  const t = useT();
  const pick = useAssetPicker();
  const hydrated = useHydrated();
  const scroller = useRef<HTMLDivElement>(null);
  const ends = useScrollEnds(scroller);
  const step = (direction: -1 | 1) => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scroller.current?.scrollBy({ left: direction * LAYOUT.logoStripStepPx, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <Section id="awards" tone="tint" eyebrow={t("about.awards.eyebrow")} title={t("about.awards.title")} intro={t("about.awards.intro")}>
      {/* Focusable so the row can be scrolled with the arrow keys as well. */}
      <div
        id="award-scroller"
        ref={scroller}
        role="region"
        aria-label={t("about.awards.label")}
        tabIndex={0}
        className="-mx-4 snap-x snap-mandatory overflow-x-auto scroll-px-4 px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        <ul className="flex w-max gap-5">
          {awards.map((a) => (
            <li key={a.title} className="card flex w-72 shrink-0 snap-start flex-col sm:w-80">
              <img src={pick(a.image)} alt="" width={160} height={160} loading="lazy" decoding="async" className="h-20 w-20 rounded-2xl" />
              <h3 className="heading-3 mt-5">{t(a.title)}</h3>
              <p className="mt-1 font-medium text-brand-800">{t(a.organization)}</p>
              <p className="mt-3 leading-relaxed text-stone-600">{t(a.description)}</p>
            </li>
          ))}
        </ul>
      </div>
      {hydrated && (
        <div className="mt-6 flex justify-center gap-4">
          <StepButton direction={-1} disabled={ends.start} onClick={() => step(-1)} />
          <StepButton direction={1} disabled={ends.end} onClick={() => step(1)} />
        </div>
      )}
    </Section>
  );
}
