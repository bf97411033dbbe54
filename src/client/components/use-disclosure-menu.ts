// The site header's small-screen menu is a <details> element, so it opens and closes without JavaScript (and before
// the page hydrates). Once script runs, this adds what <details> lacks: closing on every route change, after a link in
// the menu is followed (also to the same page), on Escape (focus back on its button) and on a tap outside the header.
import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import { usePageLocation } from "../app/page-context.tsx";

export interface DisclosureMenu {
  menuOpen: boolean;
  menuRef: RefObject<HTMLDetailsElement | null>;
  /** For the <details> element's onToggle: keeps `menuOpen` in step with the browser's own opening and closing. */
  onToggle: () => void;
  /** For the menu's panel: a followed link closes the menu. */
  onMenuClick: (e: MouseEvent<HTMLElement>) => void;
}

export function useDisclosureMenu(): DisclosureMenu {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = usePageLocation();

  const close = useCallback((focusButton: boolean) => {
    const details = menuRef.current;
    if (!details?.open) return;
    details.open = false;
    if (focusButton) details.querySelector("summary")?.focus();
  }, []);

  // Closes on a new path, but not on the first render: a menu opened before the page hydrated stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close(false);
  }, [pathname, close]);
  // That menu's toggle event fired before anyone listened.
  useEffect(() => setMenuOpen(!!menuRef.current?.open), []);

  // Listening all the time and asking the element, not the state: a tap right after opening, before React has
  // re-rendered, still closes it.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close(true);
    };
    // The menu hangs below the header bar; a tap on the page under it closes it, as on most sites.
    const onPointer = (e: PointerEvent) => {
      const header = menuRef.current?.closest("header");
      if (header && e.target instanceof Node && !header.contains(e.target)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [close]);

  const onToggle = useCallback(() => setMenuOpen(!!menuRef.current?.open), []);
  const onMenuClick = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      if (e.target instanceof Element && e.target.closest("a[href]")) close(false);
    },
    [close],
  );

  return { menuOpen, menuRef, onToggle, onMenuClick };
}
