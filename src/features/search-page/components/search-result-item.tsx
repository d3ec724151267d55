import { File, FileText, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { formatDate, time12 } from '@/lib/format';
import { safeHref } from '@/lib/safe-url';
import type { SearchResult } from '../api/search-page.contract';
import { Highlighted } from './highlighted';

/** One result row; every data field is rendered as text with the query marked. */
export function SearchResultItem({ result: r, query }: { result: SearchResult; query: string }) {
  const { t, i18n } = useTranslation('search-page');
  const date = formatDate(r.date, i18n.language);
  const meta = 'text-xs text-muted-foreground';
  switch (r.type) {
    case 'pages':
      return (
        <div className="flex gap-3">
          <span
            className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-text"
            aria-hidden="true"
          >
            <FileText className="size-4.5" />
          </span>
          <div className="min-w-0">
            <p className={`${meta} truncate`}>
              <Globe className="mr-1 inline size-3" aria-hidden="true" />
              tessera.example{r.url}
            </p>
            <Link to={r.url} className="font-medium break-words text-primary-text hover:underline focus-visible:underline">
              <Highlighted text={r.title} query={query} />
            </Link>
            <p className="mt-0.5 line-clamp-2 text-sm break-words text-muted-foreground">
              <span className="text-xs">{date} — </span>
              <Highlighted text={r.description} query={query} />
            </p>
          </div>
        </div>
      );
    case 'users':
      return (
        <div className="flex items-center gap-3">
          <Avatar src={r.avatar} name={r.name} decorative />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-[var(--heading)]" dir="auto">
              <bdi>
                <Highlighted text={r.name} query={query} />
              </bdi>
            </p>
            <p className={`${meta} truncate`}>
              <Highlighted text={r.email} query={query} />
            </p>
          </div>
          <Badge variant="soft" color="primary">
            <Highlighted text={r.role} query={query} />
          </Badge>
        </div>
      );
    case 'files':
      return (
        <div className="flex items-center gap-3">
          <span
            className="flex size-10 shrink-0 flex-col items-center justify-center rounded-md bg-info-soft text-info-text"
            aria-hidden="true"
          >
            <File className="size-4" />
            <span className="text-[9px] font-bold uppercase">{r.file_ext.slice(0, 4)}</span>
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-[var(--heading)]" dir="auto">
              <bdi>
                <Highlighted text={r.file_name} query={query} />
              </bdi>
            </p>
            <p className={`${meta} truncate`}>
              <Highlighted text={r.from} query={query} />
            </p>
          </div>
          <span className={`${meta} shrink-0`}>{r.size}</span>
        </div>
      );
    case 'contacts': {
      const mail = safeHref(`mailto:${r.email}`);
      return (
        <div className="flex items-center gap-3">
          <Avatar src={r.img} name={r.name} decorative />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-[var(--heading)]" dir="auto">
              <bdi>
                <Highlighted text={r.name} query={query} />
              </bdi>
            </p>
            {mail ? (
              <a
                href={mail}
                className="block truncate text-xs text-primary-text hover:underline"
                aria-label={t('mailTo', { email: r.email })}
              >
                <Highlighted text={r.email} query={query} />
              </a>
            ) : (
              <p className={`${meta} truncate`}>{r.email}</p>
            )}
          </div>
          <span className={`${meta} shrink-0`}>{time12(r.time, i18n.language)}</span>
        </div>
      );
    }
  }
}
