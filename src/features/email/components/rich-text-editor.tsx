import { useCallback, useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { loadContent, QuillEditor, type EditorSnapshot, type Quill, type QuillToolbar } from '@/components/rich-text/quill-editor';

/** The message editor: the shared Quill editor, loaded only inside the compose dialog (React.lazy). */
const TOOLBAR: QuillToolbar = [
  [{ font: [] }, { header: [1, 2, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['link', 'blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];
// No image, video or formula blots: pasted media cannot smuggle markup into the message.
const FORMATS = ['font', 'header', 'bold', 'italic', 'underline', 'strike', 'link', 'blockquote', 'code-block', 'list'];

export interface RichTextEditorProps {
  /** The message as HTML (Quill's semantic HTML once edited). */
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  placeholder?: string;
  /** The compose dialog's `t` (email namespace). Passed in, not imported: react-i18next in this lazy chunk
   *  changed how the bundler splits shared code and cost the sign-in page 0.6 kB. */
  t: TFunction<'email'>;
  /** Called once the editor exists (it loads lazily) with a function that focuses it, caret at the start. */
  onReady?: (focusStart: () => void) => void;
}

export default function RichTextEditor({ value, onChange, labelledBy, placeholder, t, onReady }: RichTextEditorProps) {
  const quill = useRef<Quill | null>(null);
  /** The HTML the editor shows: a `value` different from it was set from outside (a form reset) and is loaded. */
  const shown = useRef(value);
  const translate = useCallback((key: string, options?: Record<string, unknown>) => t(`compose.editor.${key}`, options), [t]);

  useEffect(() => {
    if (!quill.current || value === shown.current) return;
    shown.current = value;
    loadContent(quill.current, { html: value }, FORMATS);
  }, [value]);

  const report = useCallback(
    (snapshot: EditorSnapshot, source: string) => {
      // The load at mount is not an edit: it must not mark the form (an unchanged draft) as dirty.
      if (source === 'silent' || snapshot.html === shown.current) return;
      shown.current = snapshot.html;
      onChange(snapshot.html);
    },
    [onChange],
  );

  return (
    <div role="group" aria-labelledby={labelledBy} className="min-w-0">
      <QuillEditor
        toolbar={TOOLBAR}
        formats={FORMATS}
        initial={{ html: value }}
        labelledBy={labelledBy}
        toolbarLabel={t('compose.editor.toolbarLabel')}
        placeholder={placeholder}
        translate={translate}
        onChange={report}
        onReady={(q) => {
          quill.current = q;
          // Placing the caret focuses the editor and scrolls it into view; it changes no text (the form stays clean).
          onReady?.(() => q.setSelection(0, 0));
        }}
      />
    </div>
  );
}
