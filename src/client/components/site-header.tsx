// Shared header: transparent over the hero, solid white with a shadow past 10 px of scroll;
// a menu on small screens that closes on every route change and on Escape.
import { useEffect, useState } from "react";
import { Link, NavLink } from "./locale-link.tsx";
import { LAYOUT } from "../../shared/constants.ts";
import { publicRoutes, START_CLINIC_PATH } from "../../shared/public-routes.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { buttonClass } from "./ui/button.tsx";
import { useNavMenu } from "./use-nav-menu.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { useT } from "../i18n/use-t.ts";
import type { MessageId } from "../i18n/ids.ts";

const navItems = publicRoutes.filter((r) => r.nav).map((r) => ({ path: r.path, label: `route.${r.key}.nav` as MessageId }));

export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const scrolled = useScrolledPast(LAYOUT.navScrollThresholdPx);
  const { menuOpen, setMenuOpen, menuId, toggleRef } = useNavMenu();
  const t = useT();

  const solid = scrolled || menuOpen;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
      isActive
        ? solid
          ? "bg-brand-100 text-brand-900"
          : "bg-white/20 text-white"
        : solid
          ? "text-stone-700 hover:bg-stone-100 hover:text-brand-900"
          : "text-white/90 hover:bg-white/10 hover:text-white"
    }`;

  return (
    <header
      data-solid={solid ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-white shadow-md" : "bg-transparent"
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 xl:h-20">
        {/* The visible brand name starts the link's name (axe: label-content-name-mismatch). */}
        <Link to="/" className="shrink-0 rounded-lg">
          <BrandLogo tone={solid ? "dark" : "light"} />
          <span className="sr-only"> {t("header.home")}</span>
        </Link>

        <nav aria-label={t("header.mainNav")} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navItems.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === "/"} className={linkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch className={`max-sm:hidden ${solid ? "text-brand-900" : "text-white"}`} />
          <NavLink
            to={START_CLINIC_PATH}
            className={({ isActive }) =>
              buttonClass("secondary", "sm", `max-sm:hidden whitespace-nowrap ${isActive ? "ring-2 ring-offset-2 ring-brand-500" : ""}`)
            }
          >
            {t("header.startClinic")}
          </NavLink>
          <button
            ref={toggleRef}
            type="button"
            className={`inline-flex h-11 w-11 items-center justify-center rounded-full xl:hidden ${
              solid ? "text-stone-800 hover:bg-stone-100" : "text-white hover:bg-white/10"
            }`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label={t("header.mobileNav")} hidden={!menuOpen} className="border-t border-stone-200 bg-white xl:hidden">
        <ul className="container-page flex max-h-[calc(100svh-4rem)] flex-col gap-1 overflow-y-auto py-4">
          {navItems.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === "/"}
                className={({ isActive }) =>
                  `block rounded-lg px-4 py-3 text-base font-medium ${
                    isActive ? "bg-brand-100 text-brand-900" : "text-stone-800 hover:bg-stone-100"
                  }`
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li className="border-t border-stone-200 pt-2 text-brand-900">
            <LanguageSwitch />
          </li>
          <li className="pt-2">
            <NavLink
              to={START_CLINIC_PATH}
              className={({ isActive }) => buttonClass("primary", "md", `w-full ${isActive ? "ring-2 ring-offset-2 ring-brand-500" : ""}`)}
            >
              {t("header.startClinic")}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
