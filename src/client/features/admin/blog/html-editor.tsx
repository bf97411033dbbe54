// The body's HTML view, for the rare case the visual editor cannot do: HTML in a text box with a small formatting
// toolbar (and Ctrl/⌘+B, I, K), beside a live preview of what the server will store, sanitised by the server itself, so
// what the preview shows is what visitors get.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { ArticleBody } from "../../blog/article-body.tsx";
import { previewContent } from "./blog-admin-api.ts";
import type { ControlProps } from "./editor-field.tsx";
import { formatSelection, type FormatAction } from "./html-format.ts";
import { LinkDialog } from "./link-dialog.tsx";

const PREVIEW_PAUSE_MS = 400;

const listIcon = (numbered: boolean) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M10 6h10M10 12h10M10 18h10" />
    {numbered ? (
      <path d="M4 4.5l1.5-1v5M3.5 10.5c.5-1 2.5-1 2.5.3 0 1-2.5 2-2.5 3.2H6M3.5 16.5h2.3l-1.2 1.4c1 0 1.6.5 1.6 1.2s-.8 1.3-1.6 1.3c-.6 0-1-.2-1.2-.5" strokeWidth="1.4" />
    ) : (
      <>
        <circle cx="4.5" cy="6" r="1.2" fill="currentColor" />
        <circle cx="4.5" cy="12" r="1.2" fill="currentColor" />
        <circle cx="4.5" cy="18" r="1.2" fill="currentColor" />
      </>
    )}
  </svg>
);

/** Each button's name starts with what it shows, so speech input can say what sighted users see. */
const TOOLS: { action: FormatAction; label: string; face: ReactNode; className?: string }[] = [
  { action: "h2", label: "H2 heading", face: "H2" },
  { action: "h3", label: "H3 subheading", face: "H3" },
  { action: "paragraph", label: "Paragraph", face: "¶" },
  { action: "bold", label: "Bold (Ctrl+B)", face: "B", className: "font-extrabold" },
  { action: "italic", label: "Italic (Ctrl+I)", face: "I", className: "italic font-serif" },
  { action: "ul", label: "Bulleted list", face: listIcon(false) },
  { action: "ol", label: "Numbered list", face: listIcon(true) },
  { action: "quote", label: "Quote", face: "“ ”" },
  { action: "link", label: "Link (Ctrl+K)", face: "Link" },
];

const SHORTCUTS: Record<string, FormatAction> = { b: "bold", i: "italic", k: "link" };

/** The sanitised preview of `content`, refreshed after a pause in typing. */
function usePreview(content: string) {
  const [html, setHtml] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        if (!content.trim()) {
          setHtml("");
          return;
        }
        setBusy(true);
        previewContent(content)
          .then((r) => {
            if (!live) return;
            setHtml(r.html);
            setError(undefined);
          })
          .catch((err: Error) => {
            console.error(err);
            if (live) setError(err.message);
          })
          .finally(() => live && setBusy(false));
      },
      html ? PREVIEW_PAUSE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // Only new content starts a new preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);
  return { html, busy, error };
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  control: ControlProps;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Buttons after the toolbar's own (the switch back to the visual editor). */
  extra?: ReactNode;
}

export function HtmlEditor({ value, onChange, control, textareaRef, extra }: Props) {
  const preview = usePreview(value);
  const [linkFor, setLinkFor] = useState<[number, number] | null>(null);
  const pendingSelection = useRef<[number, number] | null>(null);

  // After a fallback edit (no execCommand), select the new text once React has written it.
  useEffect(() => {
    const sel = pendingSelection.current;
    if (!sel) return;
    pendingSelection.current = null;
    textareaRef.current?.setSelectionRange(sel[0], sel[1]);
  });

  function apply(action: FormatAction, range?: [number, number], href?: string) {
    const box = textareaRef.current;
    if (!box) return;
    const [start, end] = range ?? [box.selectionStart, box.selectionEnd];
    if (action === "link" && href === undefined) {
      setLinkFor([start, end]);
      return;
    }
    const edit = formatSelection(box.value, start, end, action, href);
    box.focus();
    box.setSelectionRange(edit.from, edit.to);
    // insertText keeps the browser's own undo (Ctrl+Z) working; where it is missing, the value is set directly.
    if (document.execCommand?.("insertText", false, edit.insert)) {
      box.setSelectionRange(edit.selStart, edit.selEnd);
    } else {
      pendingSelection.current = [edit.selStart, edit.selEnd];
      onChange(box.value.slice(0, edit.from) + edit.insert + box.value.slice(edit.to));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    const action = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey ? SHORTCUTS[e.key.toLowerCase()] : undefined;
    if (!action) return;
    e.preventDefault();
    apply(action);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="overflow-hidden rounded-lg border border-stone-300 shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
        <div role="toolbar" aria-label="Formatting" aria-controls={control.id} className="flex flex-wrap gap-1 border-b border-stone-200 bg-stone-50 p-1.5">
          {TOOLS.map((t) => (
            <button
              key={t.action}
              type="button"
              title={t.label}
              aria-label={t.label}
              onClick={() => apply(t.action)}
              className={`inline-flex min-w-10 items-center justify-center rounded-md px-2.5 py-1.5 text-sm text-stone-800 hover:bg-white hover:shadow-sm ${t.className ?? "font-semibold"}`}
            >
              {t.face}
            </button>
          ))}
          {extra}
        </div>
        <textarea
          {...control}
          ref={textareaRef}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          rows={22}
          spellCheck
          className="block h-96 w-full resize-y border-0 bg-white px-3.5 py-3 font-mono text-base leading-relaxed sm:text-sm lg:h-[34rem] text-stone-900 focus:outline-none"
        />
      </div>
      <section aria-labelledby="preview-heading" className="flex min-h-0 flex-col rounded-lg border border-stone-200 bg-white">
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 bg-stone-50 px-4 py-2.5">
          <h2 id="preview-heading" className="text-sm font-semibold text-stone-800">
            Preview
          </h2>
          <p className="text-xs text-stone-600" aria-live="polite">
            {preview.error ? "" : preview.busy ? "Updating..." : "As visitors will see it"}
          </p>
        </div>
        <div className="max-h-96 min-h-48 flex-1 overflow-y-auto px-5 py-4 lg:max-h-[37rem]">
          {preview.error ? (
            <p role="alert" className="text-sm text-red-700">
              The preview could not be updated: {preview.error}
            </p>
          ) : preview.html ? (
            <ArticleBody html={preview.html} compact />
          ) : (
            <p className="text-sm text-stone-600">Write the article on the left; it appears here as it will on the blog.</p>
          )}
        </div>
      </section>
      <LinkDialog
        open={linkFor !== null}
        onClose={() => {
          setLinkFor(null);
          textareaRef.current?.focus();
        }}
        onLink={(href) => {
          const range = linkFor ?? undefined;
          setLinkFor(null);
          apply("link", range, href);
        }}
      />
    </div>
  );
}
