// The round chat button on every public page; the panel and all chat code load only when the visitor first opens it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

export type WidgetView = "closed" | "open" | "minimised";

interface PanelProps {
  view: WidgetView;
  onViewChange: (view: WidgetView) => void;
}

// A chunk that cannot be fetched (connection lost, or a new release replaced it) must not take the page down with it.
const ChatPanel = lazy(() =>
  import("./chat-panel.tsx").catch(() => ({
    default: ({ view, onViewChange }: PanelProps) =>
      view === "closed" ? null : (
        <div role="alert" className="fixed right-4 bottom-4 z-40 max-w-xs rounded-2xl bg-white p-4 text-sm text-stone-800 shadow-lg">
          <p>The chat could not be loaded. Please check your internet connection and reload the page.</p>
          <button type="button" onClick={() => onViewChange("closed")} className="mt-2 font-semibold text-brand-800 underline">
            Close
          </button>
        </div>
      ),
  })),
);

/** Whether the panel was open or minimised, so a reload shows it again. */
const VIEW_KEY = "mittimitra.chat-view";

function savedView(): WidgetView {
  try {
    const v = window.sessionStorage.getItem(VIEW_KEY);
    return v === "open" || v === "minimised" ? v : "closed";
  } catch {
    return "closed";
  }
}

function saveView(view: WidgetView): void {
  try {
    if (view === "closed") window.sessionStorage.removeItem(VIEW_KEY);
    else window.sessionStorage.setItem(VIEW_KEY, view);
  } catch {
    // Storage blocked: the panel simply starts closed after a reload.
  }
}

export function ChatLauncher() {
  const [view, setView] = useState<WidgetView>("closed");
  // Once loaded the panel stays mounted while closed, so an agent's messages keep arriving.
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Only a visitor who had the chat open in this tab pays for loading it before a click.
    const v = savedView();
    if (v !== "closed") {
      setLoaded(true);
      setView(v);
    }
  }, []);

  useEffect(() => {
    if (view === "closed" && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [view]);

  const change = useCallback((next: WidgetView) => {
    if (next === "closed") returnFocus.current = true;
    setView(next);
    saveView(next);
  }, []);

  return (
    <>
      {view === "closed" && (
        <button
          ref={button}
          type="button"
          aria-label="Chat with us"
          title="Chat with us"
          onClick={() => {
            setLoaded(true);
            change("open");
          }}
          className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 print:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M21 12a8 8 0 0 1-11.8 7L4 20.5l1.5-4.7A8 8 0 1 1 21 12Z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth="2.6" />
          </svg>
        </button>
      )}
      {loaded && (
        <Suspense
          fallback={
            view === "closed" ? null : (
              <p role="status" className="fixed right-4 bottom-4 z-40 rounded-full bg-white px-4 py-3 text-sm font-medium text-stone-800 shadow-lg">
                Opening chat...
              </p>
            )
          }
        >
          <ChatPanel view={view} onViewChange={change} />
        </Suspense>
      )}
    </>
  );
}
