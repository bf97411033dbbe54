// Modal dialog on the native <dialog> element: focus moves in, Escape and the close button close it,
// focus returns to what opened it, and the page behind cannot be reached.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Runs once the dialog has closed and the browser has given the focus back to what opened it: a screen that moves the
   * focus elsewhere after an action (the opener is going away) does it here, or the browser's return would undo it.
   */
  afterClose?: () => void;
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  size?: "md" | "lg" | "xl";
  children: ReactNode;
}

const widths = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" };

export function Dialog({ open, onClose, afterClose, title, description, size = "md", children }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onClose={() => {
        onClose();
        afterClose?.();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-950/60`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
        <div>
          <h2 id={titleId} className="heading-3">
            {title}
          </h2>
          {description && (
            <p id={descId} className="mt-1 text-sm text-stone-600">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("dialog.close")}
          className="-mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {/* Focusable, so keyboard users can scroll a body taller than the screen even when nothing in it is focusable. */}
      <div tabIndex={0} className="max-h-[75svh] overflow-y-auto px-6 py-5 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-harvest-400">
        {children}
      </div>
    </dialog>
  );
}
