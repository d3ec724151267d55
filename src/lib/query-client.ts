import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const NO_RETRY: ReadonlySet<string> = new Set(['unauthorized', 'forbidden', 'not-found', 'unexpected', 'aborted']);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && NO_RETRY.has(error.kind)) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}
