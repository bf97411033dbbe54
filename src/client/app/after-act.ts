// The moment after the page has answered the visitor's first act on the screen (issue 26): a tap's click has run its
// handlers (the chat button's spinner, set by the page's inline script, shared/first-tap.ts) and the frame that shows
// it has been drawn. The islands start waking only then: React DOM's start-up holds the main thread for hundreds of
// milliseconds on a slow phone and competes with the drawing of that frame for its cores.

/** How long an act that brings no click (a scroll, a key, a mouse moving) waits for one. */
const CLICK_WAIT_MS = 150;
/** At most this long in all, for a tab that paints no frames (hidden). */
const LONGEST_MS = 500;

/** Resolves after the click that follows an act (or a moment without one) and two frames after it. */
export function afterActAnswered(): Promise<void> {
  return new Promise((resolve) => {
    let clicked = false;
    const fallback = setTimeout(resolve, LONGEST_MS);
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    const onClick = () => {
      if (clicked) return;
      clicked = true;
      window.removeEventListener("click", onClick, { capture: true });
      clearTimeout(noClick);
      // The click's handlers run in this task; its frame is drawn in the next one; going on after the one after it.
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
    };
    const noClick = setTimeout(onClick, CLICK_WAIT_MS);
    window.addEventListener("click", onClick, { capture: true, passive: true });
  });
}
