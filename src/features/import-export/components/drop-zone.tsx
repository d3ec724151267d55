import { useEffect, useRef, useState, type DragEvent, type Ref } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { MAX_FILE_BYTES, MAX_ROWS } from '../lib/parse';

/**
 * While the import page is open, a file dropped next to the drop zone (or on the preview once a file is read) is
 * ignored instead of being opened by the browser, which would leave the page and lose the import.
 */
export function useIgnoreStrayDrops() {
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
}

/** A keyboard-operable button over a hidden file input; also takes one dropped file. */
export function DropZone({
  onFiles,
  disabled = false,
  ref,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation('import-export');
  const num = new Intl.NumberFormat(i18n.language);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        // Moving onto the icon or the text inside fires dragleave on the button too: only leaving the button counts.
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={onDrop}
        aria-describedby="import-drop-hint"
        className={cn(
          'flex w-full cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-input px-4 py-10 text-center transition-colors hover:border-primary hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          over && 'border-primary bg-primary-soft/60',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-text">
          <FileSpreadsheet className="size-6" aria-hidden="true" />
        </span>
        <span className="text-base font-medium text-[var(--heading)]">
          {t('import.drop')} <span className="text-primary-text underline underline-offset-4">{t('import.browse')}</span>
        </span>
        <span id="import-drop-hint" className="text-xs text-muted-foreground">
          {t('import.dropHint', { size: num.format(MAX_FILE_BYTES / 1024 / 1024), rows: num.format(MAX_ROWS) })}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        data-testid="import-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
