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
};
// No image, video or formula blots: pasted media cannot smuggle markup into the message.
const FORMATS = ['font', 'header', 'bold', 'italic', 'underline', 'strike', 'link', 'blockquote', 'code-block', 'list'];

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  placeholder?: string;
}

export default function RichTextEditor({ value, onChange, labelledBy, placeholder }: RichTextEditorProps) {
  return (
    <div
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
