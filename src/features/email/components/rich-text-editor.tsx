import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

/** Quill (via react-quill-new): only loaded inside the compose dialog (React.lazy), never in the entry chunk. */
const MODULES = {
  toolbar: [
    [{ font: [] }, { header: [1, 2, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    ['link', 'blockquote', 'code-block'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['clean'],
  ],
  keyboard: {
    // Tab moves focus on to the next field instead of typing a tab: no keyboard trap in the dialog.
    bindings: {
      tab: { key: 'Tab', handler: () => true },
      'indent code-block': { key: 'Tab', format: ['code-block'], handler: () => true },
      'outdent code-block': { key: 'Tab', shiftKey: true, format: ['code-block'], handler: () => true },
    },
  },
};
// No image, video or formula blots: pasted media cannot smuggle markup into the message.
const FORMATS = ['font', 'header', 'bold', 'italic', 'underline', 'strike', 'link', 'blockquote', 'code-block', 'list'];

/** Toolbar button class (`ql-<format>`, plus its value) -> key under `compose.editor.buttons`. */
const BUTTONS: Record<string, string> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  link: 'link',
  blockquote: 'blockquote',
  'code-block': 'codeBlock',
  'list:ordered': 'orderedList',
  'list:bullet': 'bulletList',
  clean: 'clean',
};
const PICKER_ITEMS: Record<string, (value: string) => string> = {
  font: (v) => `fonts.${v || 'sans'}`,
  header: (v) => (v ? `headers.h${v}` : 'headers.normal'),
};

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  placeholder?: string;
  /** The compose dialog's `t` (email namespace). Passed in, not imported: react-i18next in this lazy chunk
   *  changed how the bundler splits shared code and cost the sign-in page 0.6 kB. */
  t: TFunction<'email'>;
}

export default function RichTextEditor({ value, onChange, labelledBy, placeholder, t }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);

  // Quill's toolbar has icon buttons and pickers without names: give each a translated one (and follow the language).
  useEffect(() => {
    const root = host.current;
    if (!root) return;
    root.querySelector('.ql-toolbar')?.setAttribute('role', 'toolbar');
    root.querySelector('.ql-toolbar')?.setAttribute('aria-label', t('compose.editor.toolbar'));
    for (const button of Array.from(root.querySelectorAll<HTMLButtonElement>('.ql-toolbar button'))) {
      const format = Array.from(button.classList)
        .find((c) => c.startsWith('ql-'))
        ?.slice(3);
      const key = format && BUTTONS[button.value ? `${format}:${button.value}` : format];
      if (key) button.setAttribute('aria-label', t(`compose.editor.buttons.${key}`));
    }
    for (const [format, itemKey] of Object.entries(PICKER_ITEMS)) {
      const picker = root.querySelector(`.ql-picker.ql-${format}`);
      picker?.querySelector('.ql-picker-label')?.setAttribute('aria-label', t(`compose.editor.pickers.${format}`));
      for (const item of Array.from(picker?.querySelectorAll('.ql-picker-item') ?? [])) {
        const text = t(`compose.editor.pickers.${itemKey(item.getAttribute('data-value') ?? '')}`);
        item.setAttribute('aria-label', text);
        // Quill's CSS draws the option (and, once chosen, the picker) from data-label: translated, not English.
        item.setAttribute('data-label', text);
        if (item.classList.contains('ql-selected')) picker?.querySelector('.ql-picker-label')?.setAttribute('data-label', text);
      }
    }
    const editor = root.querySelector('.ql-editor');
    editor?.setAttribute('role', 'textbox');
    editor?.setAttribute('aria-multiline', 'true');
    editor?.setAttribute('aria-labelledby', labelledBy);
  }, [t, labelledBy]);

  return (
    <div
      ref={host}
      aria-labelledby={labelledBy}
      role="group"
      className="min-w-0 [&_.ql-container]:min-h-40 [&_.ql-container]:rounded-b-md [&_.ql-container]:border-input [&_.ql-container]:font-sans [&_.ql-container]:text-sm [&_.ql-editor]:min-h-40 [&_.ql-editor.ql-blank::before]:text-muted-foreground [&_.ql-editor.ql-blank::before]:not-italic [&_.ql-fill]:fill-current [&_.ql-picker]:text-foreground [&_.ql-picker-options]:bg-popover [&_.ql-stroke]:stroke-current [&_.ql-toolbar]:flex [&_.ql-toolbar]:flex-wrap [&_.ql-toolbar]:rounded-t-md [&_.ql-toolbar]:border-input [&_.ql-toolbar_button]:text-muted-foreground [&_.ql-toolbar_button:hover]:text-primary-text [&_.ql-toolbar_button.ql-active]:text-primary-text"
    >
      <ReactQuill
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        modules={MODULES}
        formats={FORMATS}
        placeholder={placeholder}
      />
    </div>
  );
}
