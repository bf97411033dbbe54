// The round chat button on every public page; the panel and all chat code load only when the visitor first opens it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../shared/locales.ts";
import { browserI18n, loadCatalog } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/use-t.ts";
import { LAUNCHER_BOX, useLauncherPlacement } from "./use-launcher-placement.ts";
import { CHAT_KEY, chatGoingOn, savedView, saveView, type WidgetView } from "./chat-view.ts";
import { takeEarlyTap } from "./first-tap.ts";
import { EarlyFormHandover } from "./first-tap-handover.tsx";

interface PanelProps {
  view: WidgetView;
  onViewChange: (view: WidgetView) => void;
  onUnread?: (count: number) => void;
}

/** The page's language, as the browser's one Lingui instance was started in (from the URL). */
function pageLocale(): Locale {
  const locale = browserI18n?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The panel could not be loaded (connection lost, or a new release replaced its chunk): say so, without taking the page down. */
function LoadFailed({ view, onViewChange }: PanelProps) {
  const t = useT();
  if (view === "closed") return null;
  return (
    <div role="alert" className="fixed right-4 bottom-4 z-40 max-w-xs rounded-2xl bg-white p-4 text-sm text-stone-800 shadow-lg">
      <p>{t("errors.offline")}</p>
      <button type="button" onClick={() => onViewChange("closed")} className="mt-2 font-semibold text-brand-800 underline">
        {t("dialog.close")}
      </button>
    </div>
  );
}

/**
 * The panel's code and its texts in the page's language, fetched together, so the panel never shows a bare message id.
 * `failed` learns of a failure, so the next opening can try again with a fresh loader.
 */
function panelLoader(failed: () => void) {
  return lazy(() =>
    Promise.all([import("./chat-panel.tsx"), loadCatalog(pageLocale(), "chat")])
      .then(([panel]) => panel)
      .catch((err: unknown) => {
        console.warn("Could not load the chat", err);
        failed();
        return { default: LoadFailed };
      }),
  );
}

export function ChatLauncher() {
  // The button is in the page before any chat code loads: its texts are in the common catalog.
  const t = useT();
  const [view, setView] = useState<WidgetView>("closed");
  // Once loaded the panel stays mounted while closed, so an agent's messages keep arriving.
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // A loader that failed is replaced when the visitor closes its message, so opening the chat again tries again.
  const loadFailed = useRef(false);
  const [ChatPanel, setChatPanel] = useState(() => panelLoader(() => (loadFailed.current = true)));
  // Clear of the page's fields, buttons and links: raised above them, or a tab at the edge (see the hook).
  const placement = useLauncherPlacement(button, view === "closed");
  const box = LAUNCHER_BOX[placement.shape];
  const tab = placement.shape === "tab";

  // Messages the visitor has not seen, counted by the panel (loaded, closed) while a chat goes on.
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    // Only a visitor who had the chat open in this tab, or who has a chat going (in another tab, or before closing the
    // tab), pays for loading it before a click: the panel then runs closed, so the agent's replies arrive and count.
    const v = savedView();
    if (v !== "closed") {
      setLoaded(true);
      setView(v);
    } else if (chatGoingOn()) setLoaded(true);
    // A chat started in another tab reaches this one too.
    const onStorage = (e: StorageEvent) => e.key === CHAT_KEY && chatGoingOn() && setLoaded(true);
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (view === "closed" && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [view]);

  const change = useCallback((next: WidgetView) => {
    if (next === "closed") returnFocus.current = true;
    if (next === "closed" && loadFailed.current) {
      loadFailed.current = false;
      setLoaded(false);
      setChatPanel(() => panelLoader(() => (loadFailed.current = true)));
    }
    setView(next);
    saveView(next);
  }, []);

  // A tap the page's inline script kept before the button woke (first-tap.ts) opens the chat now.
  useEffect(() => {
    if (!takeEarlyTap()) return;
    setLoaded(true);
    change("open");
  }, [change]);

  return (
    <>
      {view === "closed" && (
        <button
          ref={button}
          type="button"
          aria-label={unread > 0 ? `${t("launcher.chat")} (${t("launcher.unread", { count: unread })})` : t("launcher.chat")}
          title={t("launcher.chat")}
          onClick={() => {
            setLoaded(true);
            change("open");
          }}
          style={{ right: box.right, bottom: box.bottom + placement.lift, width: box.width, height: box.height }}
          className={`fixed z-40 flex items-center justify-center bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 motion-safe:transition-[right,bottom,width,height,border-radius,background-color] motion-safe:duration-200 print:hidden ${tab ? "rounded-l-lg" : "rounded-full"}`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className={tab ? "size-5" : "size-7"} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M21 12a8 8 0 0 1-11.8 7L4 20.5l1.5-4.7A8 8 0 1 1 21 12Z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth="2.6" />
          </svg>
          {unread > 0 && (
            <span aria-hidden="true" className="absolute -top-1 -left-1 flex min-w-6 items-center justify-center rounded-full bg-harvest-400 px-1.5 text-xs leading-6 font-bold text-stone-900 ring-2 ring-white">
              {unread}
            </span>
          )}
        </button>
      )}
      {loaded && (
        <Suspense
          fallback={
            view === "closed" ? null : (
              <p role="status" className="fixed right-4 bottom-4 z-40 rounded-full bg-white px-4 py-3 text-sm font-medium text-stone-800 shadow-lg">
                {t("launcher.opening")}
              </p>
            )
          }
        >
          <ChatPanel view={view} onViewChange={change} onUnread={setUnread} />
          <EarlyFormHandover view={view} onViewChange={change} />
        </Suspense>
      )}
    </>
  );
}
