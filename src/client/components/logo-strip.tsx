// A strip of logos that scrolls on its own in a loop (spec 4 and 9): it pauses on hover, on keyboard focus and by
// its own pause switch, stands still for visitors who ask for reduced motion, and shows a name where a logo fails.
import { useT } from "../i18n/use-t.ts";
import { useCallback, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { LAYOUT } from "../../shared/constants.ts";
import { useImageFailure } from "./fallback-image.tsx";

/** Logos name organisations: their names are proper nouns, left as they are in every language (translate="no"). */
export interface StripLogo {
  /** The organisation's name: the logo's alt text, and the text shown when the logo cannot load. */
  name: string;
  src: string;
  width: number;
  height: number;
}

interface LogoImageProps extends StripLogo {
  className?: string;
  /** Above-the-fold strips load their logos at once. */
  eager?: boolean;
}

/** A logo that turns into the organisation's name, in text, when its file fails to load. */
export function LogoImage({ name, src, width, height, className = "", eager = false }: LogoImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const fail = useImageFailure(
    ref,
    useCallback(() => setFailed(true), []),
  );
  if (failed) {
    return (
      <span
        className={`inline-flex items-center justify-center text-center text-base leading-snug font-bold text-stone-700 ${className}`}
        style={{ minWidth: width / 2, minHeight: height }}
        data-logo-fallback=""
      >
        {name}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={name}
      width={width}
      height={height}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      onError={fail}
      className={`max-w-none ${className}`}
    />
  );
}

interface LogoStripProps<T> {
  /** Names the strip for assistive technology, e.g. "Our partners". */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Draws one entry; the default draws a logo. */
  renderItem?: (item: T) => ReactNode;
  /** Seconds for one full loop (spec 9: 30-40 s). */
  loopSeconds?: number;
  /** Space between entries, as a Tailwind gap and matching right padding so the loop joins without a jump. */
  spacing?: "wide" | "normal";
  className?: string;
}

const spacings = { wide: "gap-x-10 pr-10 sm:gap-x-14 sm:pr-14", normal: "gap-x-6 pr-6 sm:gap-x-8 sm:pr-8" };

function defaultRenderItem(item: unknown): ReactNode {
  // Smaller on a phone, so more than one logo is in view at a time.
  return <LogoImage {...(item as StripLogo)} className="h-12 w-auto sm:h-[72px]" />;
}

/**
 * The entries are drawn twice side by side and the row slides left by one copy, so the loop has no seam.
 * The second copy is hidden from assistive technology and from the keyboard; without motion it is not drawn.
 */
export function LogoStrip<T>({ label, items, itemKey, renderItem = defaultRenderItem, loopSeconds = LAYOUT.logoStripLoopSeconds, spacing = "wide", className = "" }: LogoStripProps<T>) {
  const pauseId = useId();
  const t = useT();
  const paused =
    "group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] group-has-[[data-pause]:checked]:[animation-play-state:paused]";
  const copy = `flex min-w-screen shrink-0 items-center justify-around ${spacings[spacing]}`;
  const list = items.map((item) => <li key={itemKey(item)} translate="no" className="shrink-0">{renderItem(item)}</li>);
  return (
    <div role="region" aria-label={label} className={`group ${className}`}>
      <div className="overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className={`flex w-max animate-marquee motion-reduce:w-full motion-reduce:animate-none ${paused}`}
          style={{ "--marquee-duration": `${loopSeconds}s` } as CSSProperties}
        >
          <ul className={`${copy} motion-reduce:min-w-0 motion-reduce:flex-1 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:pr-0`}>{list}</ul>
          <ul className={`${copy} motion-reduce:hidden`} aria-hidden="true" inert>
            {list}
          </ul>
        </div>
      </div>
      <div className="container-page mt-3 flex justify-end motion-reduce:hidden">
        <label htmlFor={pauseId} className="inline-flex cursor-pointer items-center gap-2 text-sm text-stone-600 select-none">
          <input id={pauseId} type="checkbox" data-pause="" className="h-4 w-4 accent-brand-700" />
          {t("logoStrip.pause")}
        </label>
      </div>
    </div>
  );
}
