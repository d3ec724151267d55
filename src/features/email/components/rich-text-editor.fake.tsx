import { useEffect, useRef } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

/**
 * Quill needs a real layout engine; jsdom tests get this plain textarea with the same contract
 * (`vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'))`).
 * rich-text-editor.test.tsx checks the real editor's onReady focus.
 */
export default function FakeRichTextEditor({ value, onChange, labelledBy, onReady }: RichTextEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    onReady?.(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(0, 0);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- like Quill's, ready once
  }, []);
  return <textarea ref={ref} aria-labelledby={labelledBy} value={value} onChange={(e) => onChange(e.target.value)} />;
}
