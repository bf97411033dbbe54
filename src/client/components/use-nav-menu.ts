// State of a small-screen navigation menu: closes on every route change, and on Escape with focus back on its toggle.
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";

export interface NavMenu {
  menuOpen: boolean;
  setMenuOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  /** The id of the menu element, for the toggle's aria-controls. */
  menuId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

export function useNavMenu(): NavMenu {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return { menuOpen, setMenuOpen, menuId, toggleRef };
}
