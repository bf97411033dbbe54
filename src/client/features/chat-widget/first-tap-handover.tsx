// Inside the chat panel's Suspense, after the panel: its effects run once the panel is on the page (first-tap.ts).
import { useEffect, useLayoutEffect, useRef } from "react";
import type { WidgetView } from "./chat-view.ts";
import { finishHandover, handOver, type Handover } from "./first-tap.ts";

/**
 * Hands the early form (the page's inline script showed it before React came) over to the panel as it shows: in the
 * same task as the panel's first render (a layout effect), so the two are never on the page together; the focus and
 * a held sending after the panel's own effects (this one comes after the panel in the tree).
 */
export function EarlyFormHandover({ view, onViewChange }: { view: WidgetView; onViewChange: (view: WidgetView) => void }) {
  const taken = useRef<Handover | null>(null);
  useLayoutEffect(() => {
    if (view === "closed") return;
    const result = handOver();
    if (result === "closed") onViewChange("closed");
    else if (result !== "none") taken.current = result;
  }, [view, onViewChange]);
  useEffect(() => {
    const result = taken.current;
    taken.current = null;
    if (result) finishHandover(result);
  }, [view]);
  return null;
}
