import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CircleCheck, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import {
  loadContent,
  QuillEditor,
  snapshotOf,
  type CustomButton,
  type EditorSnapshot,
  type Quill,
  type QuillToolbar,
} from '@/components/rich-text/quill-editor';
import type { ContentOp } from '@/components/rich-text/quill-safe-content';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { cn } from '@/lib/cn';
import { HtmlOutput } from './html-output';
import { DRAFT_KEYS, countCharacters, countWords, draftSchema, normalizeQuillHtml, type EditorId } from './quill-content';
import { colorName } from './editor-config';

const SAVE_DELAY_MS = 400;

type DraftStatus = 'sample' | 'saved' | 'failed';

export interface EditorDemoProps {
  id: EditorId;
  title: string;
  description: string;
  code: string;
  theme: 'snow' | 'bubble';
  toolbar: QuillToolbar;
  formats: readonly string[];
  /** Sample content (current language); also what Reset restores. */
  sample: ContentOp[];
  label: string;
  placeholder: string;
  hint?: string;
  customButtons?: Record<string, CustomButton>;
  className?: string;
}

/** One demo card: the editor, its counters and draft state, and the live HTML output below it. */
export function EditorDemo({
  id,
  title,
  description,
  code,
  theme,
  toolbar,
  formats,
  sample,
  label,
  placeholder,
  hint,
  customButtons,
  className,
}: EditorDemoProps) {
  const { t } = useTranslation('extension-editor');
  // The shared editor's names (toolbar, pickers, colours, tooltip) live under `quill.` in this namespace.
  const translate = useCallback((k: string, o?: Record<string, unknown>) => t(`quill.${k}`, o), [t]);
  const hintId = useId();
  const key = DRAFT_KEYS[id];
  const [stored] = useState(() => readStored(key, draftSchema, null));
  const [initial] = useState(() => stored?.ops ?? sample);
  const [status, setStatus] = useState<DraftStatus>(stored ? 'saved' : 'sample');
  const [snapshot, setSnapshot] = useState<EditorSnapshot>({ html: '', text: '', ops: [], empty: true });
  const quillRef = useRef<Quill | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; ops: ContentOp[] } | null>(null);

  const save = useCallback(
    (ops: ContentOp[]) => {
      const ok = writeStored(key, { v: 1, ops, savedAt: Date.now() });
      setStatus(ok ? 'saved' : 'failed');
    },
    [key],
  );

  // Leaving the page while a save is pending writes it at once: typed text is never lost.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      writeStored(key, { v: 1, ops: pending.current.ops, savedAt: Date.now() });
      pending.current = null;
    },
    [key],
  );

  const onChange = useCallback(
    (next: EditorSnapshot, source: string) => {
      setSnapshot(next);
      if (source === 'silent') return;
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = null;
        save(next.ops);
      }, SAVE_DELAY_MS);
      pending.current = { timer, ops: next.ops };
    },
    [save],
  );

  const reset = () => {
    const quill = quillRef.current;
    if (!quill) return;
    // What the user wrote (saved or still pending) is kept for Undo: one click must not lose it for good.
    const ownWork = status !== 'sample' || pending.current !== null;
    const before = snapshotOf(quill).ops;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    loadContent(quill, { ops: sample }, formats);
    removeStored(key);
    setStatus('sample');
    setSnapshot(snapshotOf(quill));
    const undo = () => {
      save(before);
      // After leaving the page the draft is only stored: it loads on the next visit.
      if (quillRef.current !== quill || !quill.root.isConnected) return;
      loadContent(quill, { ops: before }, formats);
      setSnapshot(snapshotOf(quill));
    };
    toast.success(t('draft.resetDone'), ownWork ? { action: { label: t('draft.undo'), onClick: undo } } : undefined);
  };

  const words = countWords(snapshot.text);
  const characters = countCharacters(snapshot.text);

  return (
    <DemoCard title={title} description={description} code={code} className={className} contentClassName="flex flex-col gap-3">
      <QuillEditor
        theme={theme}
        toolbar={toolbar}
        formats={formats}
        initial={{ ops: initial }}
        label={label}
        toolbarLabel={t('toolbarLabel', { editor: label })}
        placeholder={placeholder}
        translate={translate}
        colorName={colorName}
        describedBy={hint ? hintId : undefined}
        customButtons={customButtons}
        onChange={onChange}
        onReady={(q) => {
          quillRef.current = q;
        }}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-xs text-muted-foreground">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span data-testid={`${id}-words`}>{t('stats.words', { count: words })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('stats.characters', { count: characters })}</span>
          <span aria-hidden="true">·</span>
          <span
            role="status"
            className={cn(
              'inline-flex items-center gap-1',
              status === 'failed' && 'text-warning-text',
              status === 'saved' && 'text-success-text',
            )}
          >
            {status === 'saved' && <CircleCheck aria-hidden="true" className="size-3.5" />}
            {status === 'failed' && <TriangleAlert aria-hidden="true" className="size-3.5" />}
            {t(`draft.${status}`)}
          </span>
        </p>
        <Button variant="ghost" color="secondary" size="sm" onClick={reset} aria-label={t('draft.resetLabel', { editor: label })}>
          <RotateCcw aria-hidden="true" />
          {t('draft.reset')}
        </Button>
      </div>
      <HtmlOutput html={snapshot.empty ? '' : normalizeQuillHtml(snapshot.html)} editorLabel={label} />
    </DemoCard>
  );
}
