// Big impact figures with their labels, as a description list so each number is read with its meaning.
import { Fragment } from "react";
export interface Figure {
  value: string;
  label: string;
}

// Figures get smaller below 360 px, where two or three across leave a card about 90 px wide.
const tones = {
  dark: {
    box: "bg-white/10 ring-1 ring-white/15 p-5 sm:p-6",
    value: "text-2xl min-[360px]:text-3xl sm:text-4xl text-harvest-400",
    label: "text-sm sm:text-base text-brand-100",
  },
  light: {
    box: "bg-white ring-1 ring-stone-200 shadow-sm p-5 sm:p-6",
    value: "text-2xl min-[360px]:text-3xl sm:text-4xl text-brand-800",
    label: "text-sm sm:text-base text-stone-600",
  },
  // Three across even on a phone, so the figures are smaller there.
  hero: {
    box: "bg-white/10 ring-1 ring-white/20 px-1.5 py-4 min-[360px]:px-2 sm:p-6",
    value: "text-base min-[360px]:text-xl sm:text-4xl text-white",
    label: "text-xs min-[360px]:text-sm sm:text-base text-brand-100",
  },
};

/** A figure breaks only between its words ("45-60 | min"), never inside one ("45-" over "60"). */
function FigureValue({ value }: { value: string }) {
  const words = value.split(" ");
  return words.map((w, i) => (
    <Fragment key={i}>
      {i > 0 && " "}
      <span className="whitespace-nowrap">{w}</span>
    </Fragment>
  ));
}

export function FigureGrid({ figures, tone = "dark", className = "" }: { figures: readonly Figure[]; tone?: keyof typeof tones; className?: string }) {
  const t = tones[tone];
  const cols = figures.length === 4 ? "grid-cols-2 lg:grid-cols-4" : figures.length === 3 ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-2";
  return (
    <dl className={`grid gap-4 sm:gap-6 ${cols} ${className}`}>
      {figures.map((f) => (
        // A hero's figures are the first screen's point: the chat button keeps clear of them (use-launcher-placement.ts).
        <div key={f.label} {...(tone === "hero" ? { "data-launcher-clear": "" } : {})} className={`flex flex-col-reverse rounded-2xl text-center ${t.box}`}>
          <dt className={`mt-2 font-medium ${t.label}`}>{f.label}</dt>
          <dd className={`font-extrabold tracking-tight ${t.value}`}>
            <FigureValue value={f.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
