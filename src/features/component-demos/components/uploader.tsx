import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { CloudUpload, File as FileIcon, RotateCcw, Trash2, UploadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { simulateUpload } from './simulate-upload';

type Status = 'ready' | 'uploading' | 'done' | 'failed' | 'rejected';
interface Item {
  id: number;
  file: File;
  preview: string | null;
  progress: number;
  status: Status;
  error?: string;
}

export interface UploaderProps {
  label: string;
  /** Upload as soon as files are chosen. */
  auto?: boolean;
  multiple?: boolean;
  maxFiles?: number;
  /** Bytes. */
  maxSize?: number;
  /** MIME patterns, e.g. ['image/*', 'application/pdf']. */
  accept?: string[];
}

const matches = (type: string, pattern: string) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern);
/** image/svg+xml → SVG, application/pdf → PDF, image/* → IMAGE */
const shortType = (mime: string) =>
  (mime.split('/')[1] ?? mime)
    .replace('+xml', '')
    .replace('*', mime.split('/')[0] ?? '')
    .replace('jpeg', 'jpg')
    .toUpperCase();
/**
 * 5242880 → "5.0 MB" (de: "5,0 MB"); small files round up to at least 1 KB. A no-break space keeps the number
 * and its unit on one line in a wrapping hint.
 */
export const formatSize = (bytes: number, locale: string) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)}\u00a0KB`;

export function Uploader({ label, auto = false, multiple = true, maxFiles = 10, maxSize = 5 * 1024 * 1024, accept }: UploaderProps) {
  const { t, i18n } = useTranslation('component-demos');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A row's ×, its Retry or Clear list leaves the page when pressed: focus moves to the remove button of the row
  // now in its place (Retry: its own row; else the last row), else to the choose button, instead of <body>.
  const refocus = useFocusAfterRemove<HTMLUListElement, HTMLButtonElement>({ item: 'li', focus: '[data-action="remove-file"]' });
  const nextId = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const map = controllers.current;
    return () => map.forEach((c) => c.abort());
  }, []);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const set = previews.current;
    return () => set.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const revoke = (url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const patch = (id: number, change: Partial<Item>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const upload = (item: Item) => {
    const ctrl = new AbortController();
    controllers.current.set(item.id, ctrl);
    patch(item.id, { status: 'uploading', progress: 0, error: undefined });
    simulateUpload(item.file, (progress) => patch(item.id, { progress }), ctrl.signal)
      .then(() => patch(item.id, { status: 'done', progress: 100 }))
      .catch((e: unknown) => {
        if (e instanceof DOMException && e.name === 'AbortError') return;
        patch(item.id, { status: 'failed', error: t('upload.errors.server') });
      })
      .finally(() => controllers.current.delete(item.id));
  };

  const addFiles = (files: File[]) => {
    const accepted = items.filter((i) => i.status !== 'rejected').length;
    const room = Math.max(0, (multiple ? maxFiles : 1) - accepted);
    const chosen = multiple ? files : files.slice(0, 1);
    let skipped = 0;
    const added: Item[] = [];
    for (const file of chosen) {
      let error: string | undefined;
      if (accept && !accept.some((p) => matches(file.type, p))) error = t('upload.errors.type');
      else if (file.size > maxSize) error = t('upload.errors.size', { max: formatSize(maxSize, i18n.language) });
      else if (added.filter((a) => a.status !== 'rejected').length >= room) {
        skipped += 1;
        continue;
      }
      const preview = !error && file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      if (preview) previews.current.add(preview);
      added.push({
        id: nextId.current++,
        file,
        preview,
        progress: 0,
        status: error ? 'rejected' : 'ready',
        error,
      });
    }
    setNotice(skipped ? t('upload.limitReached', { count: skipped, max: maxFiles }) : '');
    if (!multiple)
      items.forEach((i) => {
        controllers.current.get(i.id)?.abort();
        revoke(i.preview);
      });
    setItems((list) => [...(multiple ? list : []), ...added]);
    if (auto) queueMicrotask(() => added.filter((a) => a.status === 'ready').forEach(upload));
  };

  const remove = (item: Item, button: HTMLElement) => {
    controllers.current.get(item.id)?.abort();
    revoke(item.preview);
    refocus.mark(button);
    setItems((all) => all.filter((i) => i.id !== item.id));
  };
  const retry = (item: Item, button: HTMLElement) => {
    refocus.mark(button);
    upload(item);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    addFiles(Array.from(e.dataTransfer.files));
  };

  const ready = items.filter((i) => i.status === 'ready');
  const hint = [
    accept ? t('upload.acceptHint', { types: accept.map(shortType).join(', ') }) : null,
    t('upload.sizeHint', { max: formatSize(maxSize, i18n.language) }),
    multiple ? t('upload.countHint', { count: maxFiles }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  // grid-cols-1 (a minmax(0, 1fr) track) lets a long file name truncate instead of widening the card.
  return (
    <div className="grid grid-cols-1 gap-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition',
          dragging ? 'border-primary bg-primary-soft' : 'border-input',
        )}
      >
        <CloudUpload className="size-8 text-primary-text" aria-hidden="true" />
        <p className="text-sm font-medium text-[var(--heading)]">{t('upload.drop')}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          multiple={multiple}
          accept={accept?.join(',')}
          aria-describedby={hintId}
          onChange={(e) => {
            addFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <Button ref={refocus.fallback} size="sm" variant="soft" onClick={() => input.current?.click()}>
          {label}
        </Button>
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      {notice && (
        <p role="alert" className="text-xs font-medium text-warning-text">
          {notice}
        </p>
      )}
      {items.length > 0 && (
        <ul ref={refocus.container} className="grid grid-cols-1 gap-2" aria-label={t('upload.files')}>
          {items.map((item) => (
            <FileRow key={item.id} item={item} onRemove={(button) => remove(item, button)} onRetry={(button) => retry(item, button)} />
          ))}
        </ul>
      )}
      {!auto && items.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" focusableWhenDisabled disabled={ready.length === 0} onClick={() => ready.forEach(upload)}>
            <UploadCloud aria-hidden="true" />
            {t('upload.uploadAll', { count: ready.length })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            color="secondary"
            onClick={() => {
              items.forEach((i) => {
                controllers.current.get(i.id)?.abort();
                revoke(i.preview);
              });
              refocus.mark(null);
              setItems([]);
            }}
          >
            {t('upload.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

interface FileRowProps {
  item: Item;
  /** Each gets the pressed button, which leaves the page (see useFocusAfterRemove). */
  onRemove: (button: HTMLElement) => void;
  onRetry: (button: HTMLElement) => void;
}

function FileRow({ item, onRemove, onRetry }: FileRowProps) {
  const { t, i18n } = useTranslation('component-demos');
  const name = item.file.name;
  // A file typed as an image may not decode: show the generic icon rather than a broken image.
  const [broken, setBroken] = useState(false);
  const bad = item.status === 'failed' || item.status === 'rejected';
  return (
    <li className={cn('flex items-center gap-3 rounded-lg border p-2.5', bad && 'border-danger/40 bg-danger-soft/40')}>
      {item.preview && !broken ? (
        <img src={item.preview} alt="" onError={() => setBroken(true)} className="size-11 shrink-0 rounded-md border object-cover" />
      ) : (
        <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground" aria-hidden="true">
          <FileIcon className="size-5" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="truncate font-medium text-[var(--heading)]" title={name}>
            {name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatSize(item.file.size, i18n.language)}</span>
        </div>
        {bad ? (
          <p className="text-xs font-medium text-danger-text" role="alert">
            {item.error}
          </p>
        ) : (
          <div className="flex items-center gap-2">
            <Progress
              value={item.progress}
              height={4}
              color={item.status === 'done' ? 'success' : 'primary'}
              label={t('upload.progressOf', { name })}
              className="flex-1"
            />
            <span className="w-16 text-end text-xs text-muted-foreground tabular-nums">
              {item.status === 'ready'
                ? t('upload.ready')
                : item.status === 'done'
                  ? t('upload.done')
                  : formatNumber(item.progress / 100, i18n.language, { style: 'percent' })}
            </span>
          </div>
        )}
      </div>
      {item.status === 'failed' && (
        <Button size="icon-sm" variant="ghost" aria-label={t('upload.retry', { name })} onClick={(e) => onRetry(e.currentTarget)}>
          <RotateCcw aria-hidden="true" />
        </Button>
      )}
      <Button
        size="icon-sm"
        variant="ghost"
        color="danger"
        aria-label={t('upload.remove', { name })}
        data-action="remove-file"
        onClick={(e) => onRemove(e.currentTarget)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
