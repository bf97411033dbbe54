// Whether the inbox shows its panes side by side (Tailwind's lg, 64rem and wider) or one at a time, as on a phone.
import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 64rem)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
