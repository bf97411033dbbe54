// The visual editor (TipTap): the article as it will read, with a toolbar of labelled buttons that the arrow keys move
// through (one Tab stop, as a toolbar should be), the usual shortcuts (Ctrl/⌘+B, I, K, Z, Shift+Z), pictures from the
// uploads, and cards linking to pages of this site. It writes HTML, which the server sanitises as before.
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { editorExtensions, storedHtml } from "./editor-extensions.ts";
import { LinkCardDialog } from "./link-card-dialog.tsx";
import { LinkDialog } from "./link-dialog.tsx";
import { PictureDialog } from "./picture-dialog.tsx";
import { articleStyles } from "../../blog/article-body.tsx";

export interface FocusHandle {
  focus: () => void;
}

interface Props {
  value: string;
  onChange: (html: string) => void;
  /** The field's label and hint/error, for the editable area. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  handle: Ref<FocusHandle>;
  /** Buttons after the toolbar's own (the switch to the HTML view). */
  extra?: ReactNode;
}

type Dialogs = "link" | "picture" | "card" | null;

interface Tool {
  label: string;
  face: ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  className?: string;
}

const icon = (d: string) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={d} />
  </svg>
);

/**
 * The selection as the page shows it. ProseMirror reads a selection made with the keyboard (Shift+arrows) a moment
 * later, so right after it, as when Ctrl+K follows at once, its own state can still hold the cursor from before.
 */
function selectionOf(editor: Editor): { from: number; to: number } {
  const dom = window.getSelection();
  const { view } = editor;
  if (dom?.anchorNode && dom.focusNode && view.dom.contains(dom.anchorNode) && view.dom.contains(dom.focusNode)) {
    try {
      const anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
      const head = view.posAtDOM(dom.focusNode, dom.focusOffset);
      return { from: Math.min(anchor, head), to: Math.max(anchor, head) };
    } catch {
      // A node ProseMirror does not map (inside a kept table): its own selection is the better guess.
    }
  }
  return { from: editor.state.selection.from, to: editor.state.selection.to };
}

export function RichEditor({ value, onChange, labelledBy, describedBy, invalid, handle, extra }: Props) {
  const [dialog, setDialogState] = useState<Dialogs>(null);
  // Where the text cursor or selection was when a dialog opened: the dialog's result goes there.
  const range = useRef({ from: 0, to: 0 });
  const editorRef = useRef<Editor | null>(null);
  const setDialog = (next: Dialogs) => {
    if (next && editorRef.current) range.current = selectionOf(editorRef.current);
    setDialogState(next);
  };
  const openLink = useRef(() => setDialog("link"));
  const editor = useEditor({
    extensions: editorExtensions(() => openLink.current()),
    content: value,
    // The admin renders in the browser only.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        spellcheck: "true",
        class: `rich-editor min-h-80 px-4 py-4 sm:px-6 focus:outline-none ${articleStyles} text-lg`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(storedHtml(e.getHTML(), e.isEmpty)),
  });
  editorRef.current = editor;
  useImperativeHandle(handle, () => ({ focus: () => editor.commands.focus() }), [editor]);
  /** The editor focused, with the selection it had when the dialog opened. */
  const atRange = () => editor.chain().focus().setTextSelection(range.current);

  const TOOLS: Tool[] = [
    { label: "H2 heading", face: "H2", run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive("heading", { level: 2 }) },
    { label: "H3 subheading", face: "H3", run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive("heading", { level: 3 }) },
    { label: "Bold (Ctrl+B)", face: "B", className: "font-extrabold", run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive("bold") },
    { label: "Italic (Ctrl+I)", face: "I", className: "italic font-serif", run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive("italic") },
    { label: "Bulleted list", face: icon("M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01"), run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive("bulletList") },
    { label: "Numbered list", face: icon("M10 6h10M10 12h10M10 18h10M4 4v4M3 14h3l-3 4h3"), run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive("orderedList") },
    { label: "Quote", face: "“ ”", run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive("blockquote") },
    { label: "Link (Ctrl+K)", face: "Link", run: () => setDialog("link"), active: (e) => e.isActive("link") },
    { label: "Picture", face: "Picture", run: () => setDialog("picture") },
    { label: "Link card", face: "Card", run: () => setDialog("card") },
    { label: "Undo (Ctrl+Z)", face: icon("M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3"), run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
    { label: "Redo (Ctrl+Shift+Z)", face: icon("M15 14l5-5-5-5M20 9H9a5 5 0 000 10h3"), run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
  ];

  // Re-rendered only when a button's pressed or enabled state changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((t) => `${t.active?.(e) ? 1 : 0}${t.enabled ? (t.enabled(e) ? 1 : 0) : 1}`).join(""),
  });

  // A roving tab stop: Tab reaches the toolbar once, the arrow keys (and Home, End) move along it.
  const [current, setCurrent] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  function onToolbarKey(e: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = (next + buttons.length) % buttons.length;
    buttons[to]!.focus();
    setCurrent(to);
  }

  return (
    <div className="overflow-hidden rounded-lg border border-stone-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Formatting"
        onKeyDown={onToolbarKey}
        className="sticky top-0 z-10 flex flex-wrap gap-1 border-b border-stone-200 bg-stone-50 p-1.5"
      >
        {TOOLS.map((t, i) => {
          const pressed = state[i * 2] === "1";
          const enabled = state[i * 2 + 1] === "1";
          return (
            <button
              key={t.label}
              type="button"
              title={t.label}
              aria-label={t.label}
              aria-pressed={t.active ? pressed : undefined}
              disabled={!enabled}
              tabIndex={i === current ? 0 : -1}
              // Keep the text selection: the button acts on it.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setCurrent(i);
                t.run(editor);
              }}
              className={`inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2.5 py-1.5 text-sm text-stone-800 hover:bg-white hover:shadow-sm disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 ${t.className ?? "font-semibold"}`}
            >
              {t.face}
            </button>
          );
        })}
        {extra}
      </div>
      <EditorContent editor={editor} />

      {/* Dialogs are there only while open: their fields never share a label with the form's, and closing one does not
          hand the focus back with the selection it had, which would land after the change and undo where it put the cursor. */}
      {dialog === "link" && (
        <LinkDialog
          open
          onClose={() => {
            setDialog(null);
            atRange().run();
          }}
          onLink={(href) => {
            setDialog(null);
            if (range.current.from === range.current.to && !editor.isActive("link")) {
              // Nothing selected: the address itself becomes the link's text.
              atRange().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
            } else {
              // The cursor after the link, so what comes next is not typed over it.
              atRange().extendMarkRange("link").setLink({ href }).setTextSelection(range.current.to).run();
            }
          }}
        />
      )}
      {dialog === "picture" && (
        <PictureDialog
          open
          withAlt
          title="Add a picture"
          onClose={() => {
            setDialog(null);
            atRange().run();
          }}
          onChoose={(upload, alt) => {
            setDialog(null);
            // A paragraph after it, so what is typed or inserted next goes below the picture, not in its place.
          atRange()
            .insertContent([{ type: "image", attrs: { src: upload.url, alt, width: upload.width, height: upload.height } }, { type: "paragraph" }])
            .run();
          }}
        />
      )}
      {dialog === "card" && (
        <LinkCardDialog
          open
          onClose={() => {
            setDialog(null);
            atRange().run();
          }}
          onAdd={(card) => {
            setDialog(null);
            atRange().insertContent([{ type: "linkCard", attrs: card }, { type: "paragraph" }]).run();
          }}
        />
      )}
    </div>
  );
}
