import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const NO_RETRY: ReadonlySet<string> = new Set(['unauthorized', 'forbidden', 'not-found', 'unexpected', 'aborted']);

/**
 * networkMode 'always': a query or mutation runs even when the browser says it is offline. The mock API
 * answers offline (its worker is local), and a real API that cannot be reached fails at once with the
 * "You're offline" message and a Retry, instead of a skeleton that waits forever (RELIABILITY H1, H4).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && NO_RETRY.has(error.kind)) && count < 1,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/**
 * onSettled of an optimistic mutation: refetch `queryKey` once no mutation under `mutationKey` is running. An
 * earlier mutation's refetch could otherwise land between a later one's optimistic patch and its write, and put
 * the old data back on screen for a moment (e.g. a trashed task back in Completed). The count is read a task
 * later, when this mutation has left "pending": mutations that settle in the same tick then all see 0 (each
 * refetches; TanStack Query folds them into one fetch) instead of each counting the others and none refetching.
 */
export function refetchAfterLastMutation(client: QueryClient, mutationKey: readonly unknown[], queryKey: readonly unknown[]): void {
  setTimeout(() => {
    if (client.isMutating({ mutationKey }) === 0) void client.invalidateQueries({ queryKey });
  }, 0);
}
