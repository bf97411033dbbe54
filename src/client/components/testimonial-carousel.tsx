// Testimonial carousel (spec 4): one testimonial at a time, previous/next that wrap around and a dot per slide,
// following the WAI-ARIA carousel pattern. Before JavaScript runs, every testimonial is shown in a grid.
import { useId, useState, type KeyboardEvent } from "react";
import { useHydrated } from "./use-hydrated.ts";
import { useT } from "../i18n/use-t.ts";

export interface TestimonialStat {
  label: string;
  value: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  location: string;
  /** Portrait of the speaker; decorative, since the name is printed beside it. */
  avatar: string;
  stats: readonly TestimonialStat[];
}

/** The index after moving `step` places from `index` in a ring of `count` slides. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}


function TestimonialSlide({ t }: { t: Testimonial }) {
  return (
    <div className="grid h-full gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 lg:grid-cols-[1fr_16rem]">
      <figure className="flex flex-col">
        <svg className="h-10 w-10 text-brand-200" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M13 8C7 10 4 14 4 20v4h9v-9H8c0-3 2-5 6-6zM28 8c-6 2-9 6-9 12v4h9v-9h-5c0-3 2-5 6-6z" />
        </svg>
        <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-stone-800 sm:text-xl">
          <p>{t.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          <img src={t.avatar} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-full" />
          <span>
            <span translate="no" className="block text-lg font-semibold text-stone-900">
              {t.author}
            </span>
            <span className="block text-stone-600">{t.role}</span>
            <span className="block text-sm text-stone-600">{t.location}</span>
          </span>
        </figcaption>
      </figure>
      {/* Tighter below 360 px, where three figures across otherwise spill out of their columns. */}
      <dl className="grid content-center gap-2 self-stretch grid-cols-3 rounded-2xl bg-brand-50 p-3 min-[360px]:gap-3 min-[360px]:p-4 sm:p-5 lg:grid-cols-1">
        {t.stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="text-sm text-stone-700">{s.label}</dt>
            <dd className="text-xl font-extrabold text-brand-800 sm:text-2xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const arrowButton =
  "inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-stone-300 transition-colors hover:bg-brand-50";

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

interface TestimonialCarouselProps {
  /** Names the carousel, e.g. "What farmers say". */
  label: string;
  testimonials: readonly Testimonial[];
}

export function TestimonialCarousel({ label, testimonials }: TestimonialCarouselProps) {
  const tr = useT();
  const slidesId = useId();
  const interactive = useHydrated();
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const move = (step: number) => setIndex((i) => wrapIndex(i, step, count));

  if (!interactive) {
    return (
      <ul aria-label={label} className="grid gap-6 xl:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.author}>
            <TestimonialSlide t={t} />
          </li>
        ))}
      </ul>
    );
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      move(e.key === "ArrowLeft" ? -1 : 1);
    }
  };
  return (
    <div role="region" aria-roledescription={tr("carousel.role")} aria-label={label} onKeyDown={onKeyDown}>
      {/* Slides share one grid cell, so the carousel keeps the height of the tallest and nothing below it jumps. */}
      <div id={slidesId} aria-live="polite" className="grid">
        {testimonials.map((t, i) => {
          const current = i === index;
          return (
            <div
              key={t.author}
              role="group"
              aria-roledescription={tr("carousel.slide")}
              aria-label={tr("carousel.slideLabel", { n: i + 1, count, author: t.author })}
              inert={!current}
              className={`[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none ${current ? "opacity-100" : "invisible opacity-0"}`}
            >
              <TestimonialSlide t={t} />
            </div>
          );
        })}
      </div>
      <div className="mt-8 flex items-center justify-center gap-4">
        <button type="button" className={arrowButton} aria-controls={slidesId} aria-label={tr("carousel.previous")} onClick={() => move(-1)}>
          <Arrow direction="left" />
        </button>
        <div role="group" aria-label={tr("carousel.choose")} className="flex items-center gap-1">
          {testimonials.map((t, i) => (
            <button
              key={t.author}
              type="button"
              aria-controls={slidesId}
              aria-label={tr("carousel.item", { n: i + 1, author: t.author })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-3 rounded-full transition-all motion-reduce:transition-none ${i === index ? "w-8 bg-brand-700" : "w-3 bg-stone-400 group-hover:bg-stone-500"}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className={arrowButton} aria-controls={slidesId} aria-label={tr("carousel.next")} onClick={() => move(1)}>
          <Arrow direction="right" />
        </button>
      </div>
    </div>
  );
}
