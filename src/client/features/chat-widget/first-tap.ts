// The chat button's side of the first tap (issue 26; the page's inline script is shared/first-tap.ts): a tap the script
// kept before the button woke opens the chat when it wakes, and the panel takes over the early form the script showed,
// with what the visitor typed in it, where the focus was, and the time it was shown (the lead form's time on screen,
// which the server's check for bots reads, counts from the early form). No React here: the page's start reads
// `tappedEarly` to wake the button at once.
import { EARLY_CLOSED_ATTR, EARLY_PANEL_ATTR, EARLY_SENT_ATTR, EARLY_SHOWN_ATTR, LAUNCHER_BUTTON } from "../../../shared/first-tap.ts";

declare global {
  interface Window {
    /** The chat button has woken: the inline script leaves its clicks to React (AWAKE_FLAG in shared/first-tap.ts). */
    mmChatAwake?: boolean;
  }
}

/** A tap the inline script kept, waiting for the chat button to wake: the button is marked busy. */
export function tappedEarly(): boolean {
  return document.querySelector(`${LAUNCHER_BUTTON}[aria-busy="true"]`) !== null;
}

/**
 * Called once the chat button has woken: from now on its clicks are React's. True when a tap came before (the chat is to
 * open now). An early form put away before this is forgotten.
 */
export function takeEarlyTap(): boolean {
  window.mmChatAwake = true;
  document.documentElement.removeAttribute(EARLY_CLOSED_ATTR);
  return tappedEarly();
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (el: unknown): el is Field => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** Puts a value into a field of the panel's form as typing would, so a field whose value React holds follows too. */
function fill(field: Field, value: string): void {
  if (field.value === value) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    return;
  }
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** What the early form handed over, for the second step (`finishHandover`). */
export interface Handover {
  form: HTMLFormElement | null;
  /** The panel's field that takes the focus, and the caret the early one had. */
  focus: Field | null;
  selection: [number | null, number | null];
  /** The visitor sent the early form: the panel's form is sent now. */
  sent: boolean;
}

/** When the early form the panel took over was shown, for the lead form's time on screen; taken once. */
let shownAt: number | null = null;

/** The time (performance.now()) the early form the panel took over was shown, once; null when there was none. */
export function earlyFormShownAt(): number | null {
  const at = shownAt;
  shownAt = null;
  return at;
}

/**
 * Once the panel is on the page (open or minimised), before the browser paints it: the early form gives way to it.
 * What the visitor typed or chose moves into the panel's form, field by field (by name). A panel that shows a chat
 * instead of the form just replaces it. "closed" when the visitor put the early form away while the panel was on its
 * way: it is to close too. The focus and a held sending follow in `finishHandover`, after the panel's own effects
 * (which move the focus to its first field).
 */
export function handOver(): Handover | "none" | "closed" {
  const early = document.querySelector<HTMLElement>(`[${EARLY_PANEL_ATTR}]`);
  if (!early) {
    const root = document.documentElement;
    if (!root.hasAttribute(EARLY_CLOSED_ATTR)) return "none";
    root.removeAttribute(EARLY_CLOSED_ATTR);
    return "closed";
  }
  const form = document.querySelector<HTMLFormElement>('mm-island[data-name="chat-launcher"] [role="dialog"] form');
  const focused = document.activeElement;
  const taken: Handover = { form, focus: null, selection: [null, null], sent: early.hasAttribute(EARLY_SENT_ATTR) };
  if (form) {
    for (const field of early.querySelectorAll<Field>("input[name], select[name], textarea[name]")) {
      const twin = form.elements.namedItem(field.name);
      if (!isField(twin) || twin.type !== field.type) continue;
      if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) (twin as HTMLInputElement).checked = field.checked;
      else fill(twin, field.value);
      if (field !== focused) continue;
      taken.focus = twin;
      if (!(field instanceof HTMLSelectElement)) taken.selection = caret(field);
    }
  }
  const shown = Number(early.getAttribute(EARLY_SHOWN_ATTR));
  shownAt = form && Number.isFinite(shown) && shown > 0 ? shown : null;
  // The focus moves before the early form goes, in this same task: a key typed before the panel's effects have run
  // lands in the twin field, not on the page's body, where it would be lost.
  placeCaret(taken);
  early.remove();
  return taken;
}

/** A field's caret; an e-mail or number field has none. */
function caret(field: HTMLInputElement | HTMLTextAreaElement): [number | null, number | null] {
  try {
    return [field.selectionStart, field.selectionEnd];
  } catch {
    return [null, null];
  }
}

/** Focuses the twin of the field the visitor was in, with the caret where it was. */
function placeCaret({ focus, selection: [start, end] }: Handover): void {
  if (!focus?.isConnected) return;
  focus.focus();
  if (start === null || end === null || focus instanceof HTMLSelectElement) return;
  try {
    focus.setSelectionRange(start, end);
  } catch {
    // No caret in this kind of field: the focus is enough.
  }
}

/**
 * After the panel's own effects (which move the focus to its first field): the focus back where the visitor had it
 * (the field keeps its caret, and what was typed since), and the form sent if the visitor had sent it.
 */
export function finishHandover({ form, focus, sent }: Handover): void {
  if (focus?.isConnected && document.activeElement !== focus) focus.focus();
  if (sent && form?.isConnected) form.requestSubmit();
}
