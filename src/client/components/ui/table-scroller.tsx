// A wide table on a narrow screen: a focusable region named by the table's caption that scrolls sideways and, while
// the table is wider than its box, says so in a line above it and shades each edge that hides columns.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";

interface TableScrollerProps {
  /** The id of the table's caption, which names the region. */
  captionId: string;
  /** The line shown while the table does not fit, in the page's language ("Scroll sideways to see…"). */
  hint: string;
  /** Classes of the box around the table (border, rounding, shadow). */
  className?: string;
  children: ReactNode;
}

interface HiddenEdges {
  left: boolean;
  right: boolean;
}

/** Which edges of the box hide part of the table; measured on scrolling and whenever the box or the table resizes. */
function useHiddenEdges(box: RefObject<HTMLDivElement | null>): HiddenEdges {
  const [edges, setEdges] = useState<HiddenEdges>({ left: false, right: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      // A pixel of slack: fractional widths round differently on each side.
      const hidden = el.scrollWidth - el.clientWidth;
      const left = hidden > 1 && el.scrollLeft > 1;
      const right = hidden > 1 && el.scrollLeft < hidden - 1;
      setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [box]);
  return edges;
}

const shade = "pointer-events-none absolute inset-y-0 w-6 from-stone-900/25 to-transparent transition-opacity duration-200";

export function TableScroller({ captionId, hint, className = "", children }: TableScrollerProps) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { left, right } = useHiddenEdges(box);
  const scrolls = left || right;
  return (
    <div>
      {scrolls && (
        <p id={hintId} className="mb-2 flex items-center gap-1.5 text-sm text-stone-600">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M3 12h18" />
          </svg>
          {hint}
        </p>
      )}
      <div className={`relative overflow-hidden ${className}`}>
        {/* Focusable so keyboard users can scroll it sideways. */}
        <div
          ref={box}
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
          aria-describedby={scrolls ? hintId : undefined}
          data-table-scroller=""
          // Inside the rounded box, so the focus ring is drawn inward where the box would clip it.
          className="overflow-x-auto focus-visible:-outline-offset-3"
        >
          {children}
        </div>
        <span aria-hidden="true" className={`${shade} left-0 bg-gradient-to-r ${left ? "opacity-100" : "opacity-0"}`} />
        <span aria-hidden="true" className={`${shade} right-0 bg-gradient-to-l ${right ? "opacity-100" : "opacity-0"}`} />
      </div>
    </div>
  );
}
