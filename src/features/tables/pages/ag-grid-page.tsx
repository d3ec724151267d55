import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { useContacts } from '../api/tables.queries';
import { ContactsGrid } from '../components/contacts-grid';
import { LargeGrid } from '../components/large-grid';

export default function AgGridPage() {
  const { t } = useTranslation('tables');
  const contacts = useContacts();
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(contacts);
  return (
    <div className="grid min-w-0 gap-6">
      <DemoCard title={t('grid.title')} description={t('grid.text')} className="min-w-0" contentClassName="px-0">
        {loadError ? (
          <ErrorState {...retryProps(contacts, loadError)} className="mx-5" />
        ) : !contacts.data ? (
          <div className="space-y-3 px-5" aria-busy="true">
            <Skeleton className="h-9 w-48" />
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : (
          <>
            {/* A failed refresh keeps the loaded rows (and the grid's sort, filters and selection) on screen. */}
            {contacts.isError && <RefreshFailedNotice className="mx-5 mb-4 rounded-md" {...retryProps(contacts, contacts.error)} />}
            <ContactsGrid rows={contacts.data} />
          </>
        )}
      </DemoCard>
      <DemoCard title={t('largeGrid.title')} description={t('largeGrid.text')} className="min-w-0" contentClassName="px-0">
        <LargeGrid />
      </DemoCard>
    </div>
  );
}
