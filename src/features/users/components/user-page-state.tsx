import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { ApiError } from '@/lib/api-client';
import { parseUserId, type ManagedUser } from '../api/users.contract';
import { useUser } from '../api/users.queries';
import { UserNotFound } from './user-not-found';

/** Loads the user of the :userId segment and renders loading, not-found, error, or the page itself. */
export function WithUser({ children }: { children: (user: ManagedUser) => ReactNode }) {
  const raw = useParams().userId ?? '';
  const id = parseUserId(raw);
  const query = useUser(id);
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(query);
  if (id === null || (query.error instanceof ApiError && query.error.kind === 'not-found')) return <UserNotFound id={raw} />;
  if (loadError) {
    return (
      <Card>
        <ErrorState {...retryProps(query, loadError)} />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Card aria-busy="true">
        <CardContent className="flex flex-col gap-4 sm:flex-row">
          <Skeleton className="size-28 rounded-lg" />
          <div className="grid flex-1 gap-3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-4 w-full max-w-md" />
            ))}
          </div>
        </CardContent>
      </Card>
    );
  }
  // A failed refresh keeps the loaded user on screen: unmounting the edit form would lose what was typed.
  return (
    <>
      {query.isError && <RefreshFailedNotice {...retryProps(query, query.error)} className="mb-6 rounded-md" />}
      {children(query.data)}
    </>
  );
}
