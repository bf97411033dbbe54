// Keeps a scrolling message log at its newest message, unless the reader has scrolled up to read earlier ones.
import { useEffect, useLayoutEffect, useRef, type UIEvent } from "react";

/** Within this many pixels of the bottom counts as "at the newest message". */
const STICK_PX = 48;

/**
 * Returns the ref and scroll handler for the scrolling box. It follows new content after every render in which one of
 * `deps` changed, and when the content reflows (a narrower panel), as long as the reader was at the bottom.
 */
export function useStickToBottom<T extends HTMLElement>(deps: readonly unknown[]) {
  const ref = useRef<T>(null);
  const pinned = useRef(true);
  const follow = () => {
    const el = ref.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what brings new content
  useLayoutEffect(follow, deps);
  useEffect(() => {
    const content = ref.current?.firstElementChild;
    if (!content || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(follow);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  const onScroll = (e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
  };
  return { ref, onScroll };
}
