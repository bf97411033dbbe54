// Whether the chat panel was open or minimised in this tab, so the next page (or a reload) shows it again. No React
// here: the page's start reads it to wake the chat button at once for a visitor in a chat (app/island-wake.ts).
export type WidgetView = "closed" | "open" | "minimised";

const VIEW_KEY = "mittimitra.chat-view";

export function savedView(): WidgetView {
  try {
    const v = window.sessionStorage.getItem(VIEW_KEY);
    return v === "open" || v === "minimised" ? v : "closed";
  } catch {
    return "closed";
  }
}

export function saveView(view: WidgetView): void {
  try {
    if (view === "closed") window.sessionStorage.removeItem(VIEW_KEY);
    else window.sessionStorage.setItem(VIEW_KEY, view);
  } catch {
    // Storage blocked: the panel simply starts closed after a reload.
  }
}
