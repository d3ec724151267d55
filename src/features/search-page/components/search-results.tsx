import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { SearchResponse, SearchTab } from '../api/search-page.contract';
import type { Marks } from './highlight';
import { ImageResult, SearchResultItem } from './search-result-item';

function ResultsSkeleton() {
  return (
    <ul className="divide-y" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="space-y-2 py-4">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-full" />
        </li>
      ))}
    </ul>
  );
}

interface SearchResultsProps {
  search: UseQueryResult<SearchResponse>;
  type: SearchTab;
  marks: Marks;
  newTab: boolean;
}

/** The results card: skeleton, error, empty, the image grid for "Images", a list for every other kind. */
export function SearchResults({ search, type, marks, newTab }: SearchResultsProps) {
  const { t } = useTranslation('search-page');
  const data = search.data;
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(search);
  let body;
  if (loadError) body = <ErrorState {...retryProps(search, loadError)} />;
  else if (search.isPending) body = <ResultsSkeleton />;
  else if (!data?.results.length) body = <EmptyState icon={<SearchX />} title={t('empty.title')} description={t('empty.text')} />;
  else if (type === 'images')
    body = (
      <ul className={cn('grid grid-cols-2 gap-4 py-3 sm:grid-cols-3 2xl:grid-cols-4', search.isPlaceholderData && 'opacity-60')}>
        {data.results.map((r) => (
          <li key={r.id} className="min-w-0">
            <ImageResult result={r} marks={marks} newTab={newTab} />
          </li>
        ))}
      </ul>
    );
  else
    body = (
      <ul className={cn('divide-y transition-opacity', search.isPlaceholderData && 'opacity-60')}>
        {data.results.map((r) => (
          <li key={r.id} className="py-4">
            <SearchResultItem result={r} marks={marks} newTab={newTab} />
          </li>
        ))}
      </ul>
    );
  return (
    <Card aria-busy={search.isFetching} aria-labelledby="search-results-title">
      {/* The results' titles are h3s: this keeps the page's heading outline whole (h1, h2, h3). */}
      <h2 id="search-results-title" className="sr-only">
        {t('results')}
      </h2>
      <CardContent className="py-2">
        {/* A failed refresh keeps the results on screen, as every list does. */}
        {search.isError && data && <RefreshFailedNotice className="my-2 rounded-md" {...retryProps(search, search.error)} />}
        {body}
      </CardContent>
    </Card>
  );
}
