// An ordered row of numbered step cards, each with an icon, a title and a line of explanation.
import type { ReactNode } from "react";
import { IconBadge, type IconName } from "../contact/line-icon.tsx";
import type { MessageId, Msg } from "../../../i18n/ids.ts";
import { useT, type Translate } from "../../../i18n/use-t.ts";

/** A step as the cards show it: texts already in the page's language. */
export interface Step {
  icon: IconName;
  title: string;
  text: ReactNode;
}

/** A step in a content module: message ids, turned into a `Step` with `translateSteps`. */
export interface StepContent {
  icon: IconName;
  title: MessageId;
  text: Msg;
}

export const translateSteps = (t: Translate, steps: readonly StepContent[]): Step[] =>
  steps.map((s) => ({ icon: s.icon, title: t(s.title), text: t(s.text) }));

const columns = { 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

interface NumberedStepsProps {
  steps: readonly Step[];
  tone?: "light" | "dark";
}

/** A screen reader hears "Step 1:" before each title; the big number beside it is hidden from screen readers. */
export function NumberedSteps({ steps, tone = "light" }: NumberedStepsProps) {
  const t = useT();
  const dark = tone === "dark";
  const cols = steps.length === 3 ? columns[3] : columns[4];
  return (
    <ol className={`grid gap-6 ${cols}`}>
      {steps.map((s, i) => (
        <li key={s.title} className={dark ? "rounded-2xl bg-white/10 p-6 ring-1 ring-white/15" : "card"}>
          <div className="flex items-center justify-between">
            <IconBadge name={s.icon} tone={dark ? "light" : "brand"} />
            <span className={`text-5xl font-extrabold ${dark ? "text-brand-700" : "text-brand-300"}`} aria-hidden="true">
              {i + 1}
            </span>
          </div>
          <h3 className={`heading-3 mt-5 ${dark ? "text-white" : ""}`}>
            <span className="sr-only">{t("steps.label", { n: i + 1 })} </span>
            {s.title}
          </h3>
          <div className={`mt-2 leading-relaxed ${dark ? "text-brand-100" : "text-stone-600"}`}>{s.text}</div>
        </li>
      ))}
    </ol>
  );
}
