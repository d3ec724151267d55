import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, X } from 'lucide-react';
import type { Attachment } from '../api/email.contract';
import { formatSize } from './mail-meta';

interface ComposeAttachmentsProps {
  files: Attachment[];
  /** `button` is the pressed Remove button (the dialog moves focus on once it is gone). */
  onRemove: (index: number, button: HTMLButtonElement) => void;
  listRef?: Ref<HTMLUListElement>;
}

/** The compose dialog's attached files as chips, each with its size and a Remove button. */
export function ComposeAttachments({ files, onRemove, listRef }: ComposeAttachmentsProps) {
  const { t, i18n } = useTranslation('email');
  if (files.length === 0) return null;
  return (
    <ul ref={listRef} className="flex flex-wrap gap-2">
      {files.map((f, i) => (
        <li
          key={`${f.fileName}-${i}`}
          className="flex max-w-full items-center gap-1.5 rounded-full border bg-muted/40 py-1 pr-1 pl-2.5 text-xs"
        >
          <FileText className="size-3.5 shrink-0 text-primary-text" aria-hidden="true" />
          <span className="truncate">
            <bdi>{f.fileName}</bdi>
          </span>
          <span className="shrink-0 text-muted-foreground">{formatSize(f.size, i18n.language)}</span>
          <button
            type="button"
            data-action="remove-attachment"
            onClick={(e) => onRemove(i, e.currentTarget)}
            aria-label={t('compose.removeAttachment', { name: f.fileName })}
            className="rounded-full p-0.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
