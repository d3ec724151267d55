import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '@/lib/safe-url';
import { userColumn } from './table-kit';

/** The four sample columns (id, name, email, website), with translated headers. */
export function useUserColumns() {
  const { t } = useTranslation('tables');
  return useMemo(
    () =>
      userColumn.columns([
        userColumn.accessor('id', {
          header: t('columns.id'),
          sortFn: 'basic',
          cell: (c) => <span className="tabular-nums text-muted-foreground">#{c.getValue()}</span>,
        }),
        userColumn.accessor('name', {
          header: t('columns.name'),
          sortFn: 'text',
          cell: (c) => <span className="font-medium text-[var(--heading)]">{c.getValue()}</span>,
        }),
        userColumn.accessor('email', { header: t('columns.email'), sortFn: 'text' }),
        userColumn.accessor('website', {
          header: t('columns.website'),
          sortFn: 'text',
          cell: (c) => (
            <a
              href={safeHref(`https://${c.getValue()}`) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary-text hover:underline"
            >
              {c.getValue()}
            </a>
          ),
        }),
      ]),
    [t],
  );
}
