import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';

interface LoadState {
  data: unknown;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
}

/**
 * The load error to show in place of a query's content, or null. A Retry of a query that has no data yet makes
 * TanStack Query drop the error while the new attempt runs: the error state would turn into a skeleton and its
 * focused Retry button would leave keyboard focus on <body>. The last error stays (its Retry busy) until the
 * attempt ends.
 */
export function useLoadError(query: LoadState): unknown {
  const [last, setLast] = useState<unknown>(null);
  const error = query.data !== undefined ? null : query.isError ? query.error : last;
  if (error !== last) setLast(error);
  return query.isError || query.isFetching ? error : null;
}

/** The props of an ErrorState or RefreshFailedNotice for a query: why `error` happened, Retry refetches, busy meanwhile. */
export function retryProps(query: { refetch: () => unknown; isFetching: boolean }, error: unknown) {
  return { reason: errorMessage(error), onRetry: () => void query.refetch(), retrying: query.isFetching };
}
