import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { SearchResult } from '../api/search-page.contract';
import { formatSize } from '../data/directory';
import { FILE_ICONS } from './file-icons';
import type { Marks } from './highlight';
import { Highlighted } from './highlighted';
import { ResultLink } from './result-parts';

interface DirectoryResultProps {
  result: SearchResult;
  marks: Marks;
  newTab: boolean;
}

/** "Word document · Tessera Drive" above the name, like a web result's source line. */
function Kind({ label, source }: { label: string; source?: string }) {
  return (
    <p className="truncate text-xs text-muted-foreground">
      <span className="font-medium text-[var(--heading)]">{label}</span>
      {source && <span aria-hidden="true"> · </span>}
      {source}
    </p>
  );
}

/** "Modified Jul 21, 2026": a label and a date in the page's language. */
function Dated({ label, date }: { label: string; date: string }) {
  const { i18n } = useTranslation();
  return (
    <span>
      {label}{' '}
      <time dateTime={date} className="tabular-nums">
        {formatDate(date, i18n.language)}
      </time>
    </span>
  );
}

/** A file of the demo directory: type icon, name, owner, size and date. A demo file has nothing to open. */
function FileResult({ result: r, file, marks }: DirectoryResultProps & { file: NonNullable<SearchResult['file']> }) {
  const { t, i18n } = useTranslation('search-page');
  const { icon: Icon, tone } = FILE_ICONS[file.kind];
  return (
    <div className="flex gap-4">
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-lg', tone)} aria-hidden="true">
        <Icon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <Kind label={t(`directory.kinds.${file.kind}`)} source={r.source} />
        <h3 className="mt-0.5 text-base leading-snug font-medium break-words text-[var(--heading)] sm:text-lg">
          <Highlighted text={r.title} marks={marks} />
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <span>
            {t('directory.by')} <Highlighted text={file.owner} marks={marks} />
          </span>
          <span aria-hidden="true">·</span>
          <span className="tabular-nums">{formatSize(file.size, i18n.language)}</span>
          <span aria-hidden="true">·</span>
          <Dated label={t('directory.modified')} date={r.date} />
        </p>
      </div>
    </div>
  );
}

/** A person of the demo directory: avatar, name (writes them an email), address and last contact. */
function ContactResult({ result: r, contact, marks }: DirectoryResultProps & { contact: NonNullable<SearchResult['contact']> }) {
  const { t } = useTranslation('search-page');
  return (
    <div className="flex gap-4">
      <Avatar src={contact.avatar} name={r.title} size="lg" className="size-12" decorative />
      <div className="min-w-0 flex-1">
        <Kind label={t('directory.contact')} source={r.source} />
        <h3 className="mt-0.5 text-base leading-snug font-medium sm:text-lg">
          {/* A mailto: link opens the mail program: "new tab" would only leave an empty tab behind. */}
          <ResultLink url={r.url} newTab={false} className="break-words text-primary-text hover:underline focus-visible:underline">
            <Highlighted text={r.title} marks={marks} />
          </ResultLink>
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <span className="min-w-0 break-all">
            <Highlighted text={contact.email} marks={marks} />
          </span>
          <span aria-hidden="true">·</span>
          <Dated label={t('directory.lastContact')} date={r.date} />
        </p>
      </div>
    </div>
  );
}

/** The row of a file or a contact, or null for any other result. */
export function DirectoryResult(props: DirectoryResultProps) {
  const { file, contact } = props.result;
  if (file) return <FileResult {...props} file={file} />;
  if (contact) return <ContactResult {...props} contact={contact} />;
  return null;
}
