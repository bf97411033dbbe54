// The 'Watch Demo Video' walk-through: drawn scenes of a soil test that advance on their own, with pause,
// previous and next (a WAI-ARIA carousel: rotation stops on request and for people who prefer less motion).
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { demoScenes } from "./demo-scenes.tsx";
import { demoSteps } from "./start-clinic-content.ts";

const STEP_MS = 4500;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function DemoWalkthrough() {
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const count = demoSteps.length;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % count), STEP_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const go = (delta: number) => {
    setPlaying(false);
    setStep((s) => (s + delta + count) % count);
  };
  const current = demoSteps[step]!;

  return (
    <div>
      <div className="overflow-hidden rounded-xl border border-stone-200">
        <svg viewBox="0 0 320 200" className="block h-auto w-full" role="img" aria-label={`Step ${step + 1} of ${count}: ${current.title}`}>
          {demoScenes[step]}
        </svg>
      </div>
      {/* Read out when the visitor moves between steps, not while the steps advance by themselves. */}
      <div aria-live={playing ? "off" : "polite"} className="mt-4 min-h-20">
        <p className="text-sm font-semibold text-brand-800">
          Step {step + 1} of {count}
        </p>
        <h3 className="heading-3 mt-1">{current.title}</h3>
        <p className="mt-1 leading-relaxed text-stone-700">{current.text}</p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => go(-1)}>
          Previous step
        </Button>
        <Button variant="outline" size="sm" onClick={() => go(1)}>
          Next step
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setPlaying((p) => !p)}>
          {playing ? "Pause" : "Play"}
        </Button>
      </div>
      <ol className="mt-5 grid gap-2 sm:grid-cols-4" aria-label="All steps">
        {demoSteps.map((s, i) => (
          <li key={s.title}>
            <button
              type="button"
              aria-current={i === step ? "step" : undefined}
              onClick={() => {
                setPlaying(false);
                setStep(i);
              }}
              className={`w-full rounded-lg px-3 py-2 text-left text-sm font-medium ${i === step ? "bg-brand-700 text-white" : "bg-stone-100 text-stone-800 hover:bg-stone-200"}`}
            >
              {i + 1}. {s.title}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
