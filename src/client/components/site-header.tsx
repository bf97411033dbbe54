// Shared header: transparent over the hero, solid white with a shadow past 10 px of scroll; below 1280 px a menu that
// works without JavaScript (a <details> element) and closes on route changes, followed links and Escape with it.
import { useEffect, useState } from "react";
import { Link, NavLink } from "./locale-link.tsx";
import { LAYOUT } from "../../shared/constants.ts";
import { publicRoutes, START_CLINIC_PATH } from "../../shared/public-routes.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { buttonClass } from "./ui/button.tsx";
import { useDisclosureMenu } from "./use-disclosure-menu.ts";
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
  const { menuOpen, menuRef, onToggle, onMenuClick } = useDisclosureMenu();
  const t = useT();

  // Colours follow the `header-solid` variant (styles.css), which also covers an open menu and browsers without script.
  // Eleven links share the bar with the logo, the language switch and the call to action at 1280 px (the page's widest
  // content box is 1216 px): 8 px each side of a label and no gap between links leave about 20 px either side of the
  // list with Noto Sans. With a wider system font some labels wrap onto two lines rather than push the bar sideways.
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-2 py-2 text-sm font-medium transition-colors ${
      isActive
        ? "bg-white/20 text-white header-solid:bg-brand-100 header-solid:text-brand-900"
        : "text-white/90 hover:bg-white/10 hover:text-white header-solid:text-stone-700 header-solid:hover:bg-stone-100 header-solid:hover:text-brand-900"
    }`;

  return (
    <header
      data-site-header=""
      data-solid={scrolled || menuOpen ? "true" : "false"}
      className="fixed inset-x-0 top-0 z-40 bg-transparent transition-[background-color,box-shadow] duration-300 header-solid:bg-white header-solid:shadow-md"
    >
      <div className="container-page flex h-16 items-center justify-between gap-2 xl:h-20">
        {/* The visible brand name starts the link's name (axe: label-content-name-mismatch). */}
        <Link to="/" className="shrink-0 rounded-lg">
          <BrandLogo nameClassName="text-white header-solid:text-brand-900" />
          <span className="sr-only"> {t("header.home")}</span>
        </Link>

        <nav aria-label={t("header.mainNav")} className="hidden xl:block">
          <ul className="flex items-center">
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
          <LanguageSwitch compact className="text-white max-sm:hidden header-solid:text-brand-900" />
          {/* From 360 px the bar has room for the call to action on one line; narrower, it waits in the menu. */}
          <NavLink
            to={START_CLINIC_PATH}
            className={({ isActive }) =>
              buttonClass("secondary", "sm", `whitespace-nowrap max-sm:px-3 max-[360px]:hidden ${isActive ? "ring-2 ring-offset-2 ring-brand-500" : ""}`)
            }
          >
            {t("header.startClinic")}
          </NavLink>
          <details ref={menuRef} onToggle={onToggle} data-site-menu="" className="group/menu xl:hidden">
            {/* The summary is the menu button: the browser tells screen readers whether it is expanded, and the name
                that shows (open or close) is the only one read. */}
            <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-white hover:bg-white/10 header-solid:text-stone-800 header-solid:hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
              <span className="sr-only group-open/menu:hidden">{t("header.openMenu")}</span>
              <span className="sr-only hidden group-open/menu:inline">{t("header.closeMenu")}</span>
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
                <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </summary>
            <nav aria-label={t("header.mobileNav")} onClick={onMenuClick} className="absolute inset-x-0 top-full border-t border-stone-200 bg-white shadow-md">
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
                {/* From 360 px the bar shows this button already. */}
                <li className="pt-2 min-[360px]:hidden">
                  <NavLink
                    to={START_CLINIC_PATH}
                    className={({ isActive }) => buttonClass("primary", "md", `w-full ${isActive ? "ring-2 ring-offset-2 ring-brand-500" : ""}`)}
                  >
                    {t("header.startClinic")}
                  </NavLink>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
