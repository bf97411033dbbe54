// An <img> that swaps to a fallback picture when its own file fails to load (spec 4: soil images fall back). It is an
// island of its own: the section around it is HTML.
import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes, type RefObject } from "react";
import { Island } from "../app/island.tsx";

/**
 * Calls `onFail` once when the image behind `ref` fails, including a failure that happened before
 * hydration: the browser fires `error` on server-rendered markup before React listens for it.
 */
export function useImageFailure(ref: RefObject<HTMLImageElement | null>, onFail: () => void): () => void {
  const failed = useRef(false);
  const fail = useCallback(() => {
    if (failed.current) return;
    failed.current = true;
    onFail();
  }, [onFail]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src")) fail();
  }, [ref, fail]);
  return fail;
}

/** Plain attributes only: they reach the browser as JSON, so no event handlers. */
export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | `on${string}`> {
  src: string;
  fallbackSrc: string;
  alt: string;
  width: number;
  height: number;
}

export function SwappingImage({ src, fallbackSrc, ...rest }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(src);
  const swap = useCallback(() => setCurrent(fallbackSrc), [fallbackSrc]);
  const fail = useImageFailure(ref, swap);
  return (
    <img
      ref={ref}
      src={current}
      // Only the first failure swaps, so a missing fallback cannot loop.
      onError={fail}
      {...rest}
    />
  );
}

export function FallbackImage(props: FallbackImageProps) {
  return <Island name="fallback-image" component={SwappingImage} props={props} />;
}
