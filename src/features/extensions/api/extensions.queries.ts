import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { countriesResponseSchema, EXTENSIONS_PATHS } from './extensions.contract';

const extensionsKeys = { countries: (q: string) => ['extensions', 'countries', q] as const };

const fetchCountries = (q: string, signal?: AbortSignal) =>
  request(EXTENSIONS_PATHS.countries, { query: { q }, schema: countriesResponseSchema, signal });

/** Suggestions for a non-empty query (the caller debounces). */
export function useCountries(q: string) {
  return useQuery({
    queryKey: extensionsKeys.countries(q),
    queryFn: ({ signal }) => fetchCountries(q, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
