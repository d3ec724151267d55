import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { countriesResponseSchema, EXTENSIONS_PATHS } from './extensions.contract';

const extensionsKeys = { countries: (q: string, lang: string) => ['extensions', 'countries', lang, q] as const };

const fetchCountries = (q: string, lang: string, signal?: AbortSignal) =>
  request(EXTENSIONS_PATHS.countries, { query: { q, lang }, schema: countriesResponseSchema, signal });

/** Suggestions for a non-empty query (the caller debounces), named and matched in the language `lang`. */
export function useCountries(q: string, lang: string) {
  return useQuery({
    queryKey: extensionsKeys.countries(q, lang),
    queryFn: ({ signal }) => fetchCountries(q, lang, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
