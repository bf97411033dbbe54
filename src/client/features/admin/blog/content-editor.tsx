// The post's body: the visual editor, or its HTML for the rare case it cannot do (switched by a toolbar button that
// says which view is on). Both edit the same HTML value; the visual editor opens whatever the HTML view left.
import { useImperativeHandle, useRef, useState, type Ref } from "react";
import type { ControlProps } from "./editor-field.tsx";
import { HtmlEditor } from "./html-editor.tsx";
import { RichEditor, type FocusHandle } from "./rich-editor.tsx";

interface Props {
  value: string;
  onChange: (value: string) => void;
  control: ControlProps;
  labelId: string;
  handle: Ref<FocusHandle>;
}

export function ContentEditor({ value, onChange, control, labelId, handle }: Props) {
  const [html, setHtml] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const visual = useRef<FocusHandle>(null);
  useImperativeHandle(handle, () => ({ focus: () => (html ? textarea.current?.focus() : visual.current?.focus()) }), [html]);

  const toggle = (
    <button
      type="button"
      aria-pressed={html}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => setHtml(!html)}
      className="ml-auto inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
    >
      HTML
    </button>
  );

  return html ? (
    <HtmlEditor value={value} onChange={onChange} control={control} textareaRef={textarea} extra={toggle} />
  ) : (
    <RichEditor
      // A new editor from the HTML when coming back from the HTML view.
      key="visual"
      value={value}
      onChange={onChange}
      labelledBy={labelId}
      describedBy={control["aria-describedby"]}
      invalid={control["aria-invalid"]}
      handle={visual}
      extra={toggle}
    />
  );
}
