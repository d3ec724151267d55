import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SEARCH_PATH, searchResponseSchema, type SearchQuery } from './search-page.contract';

const searchKeys = {
  all: ['search-page'] as const,
  query: (q: SearchQuery) => ['search-page', q] as const,
};

const fetchSearch = (q: SearchQuery, signal?: AbortSignal) =>
  request(SEARCH_PATH, { query: { ...q }, schema: searchResponseSchema, signal });

export function useSearch(q: SearchQuery) {
  return useQuery({ queryKey: searchKeys.query(q), queryFn: ({ signal }) => fetchSearch(q, signal), placeholderData: keepPreviousData });
}
