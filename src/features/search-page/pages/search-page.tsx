import { useEffect, useEffectEvent, useState } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { Clock, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { MAX_QUERY, SEARCH_TABS, searchQuerySchema, TIME_FILTERS, type SearchQuery, type TimeFilter } from '../api/search-page.contract';
import { useSearch } from '../api/search-page.queries';
import { KnowledgePanel } from '../components/knowledge-panel';
import { SearchResultItem } from '../components/search-result-item';
import { useDebounced } from '../components/use-debounced';

function ResultsSkeleton() {
  return (
    <ul className="divide-y" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function SearchPage() {
  const { t, i18n } = useTranslation('search-page');
  const [params, setParams] = usePageSearchParams();
  const query = searchQuerySchema.parse(Object.fromEntries(params));
  const [text, setText] = useState(query.q);
  const debounced = useDebounced(text, 300);
  const search = useSearch(query);
  const data = search.data;

  const update = (patch: Partial<SearchQuery>) => {
    const next = { ...query, page: 1, ...patch };
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.type !== 'all') out.set('type', next.type);
    if (next.time !== 'any') out.set('time', next.time);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };

  // Only typing drives this effect (the URL is the source of truth otherwise): it reads the latest query without re-running on it.
  const onTyped = useEffectEvent((value: string) => {
    if (value !== query.q) update({ q: value });
  });
  useEffect(() => {
    onTyped(debounced.slice(0, MAX_QUERY));
  }, [debounced]);

  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
      {/* Manual activation: arrows move between the type tabs, Enter or Space runs the search for one. */}
      <Tabs
        value={query.type}
        onValueChange={(type) => update({ type: type as SearchQuery['type'] })}
        activationMode="manual"
        className="min-w-0 gap-4"
      >
        <Card>
          <CardContent className="space-y-4">
            <form role="search" onSubmit={(e) => (e.preventDefault(), update({ q: text.slice(0, MAX_QUERY) }))} className="relative">
              <label htmlFor="search-page-q" className="sr-only">
                {t('label')}
              </label>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="search-page-q"
                type="search"
                value={text}
                maxLength={MAX_QUERY}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => e.key === 'Escape' && setText('')}
                placeholder={t('placeholder')}
                className="h-11 pl-10 text-base"
              />
            </form>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b">
              <TabsList variant="underline" aria-label={t('types')} className="-mb-px border-b-0">
                {SEARCH_TABS.map((tab) => (
                  <TabsTrigger key={tab} value={tab} className="focus-visible:-outline-offset-2">
                    {t(`tabs.${tab}`)}
                    {data && <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">{data.counts[tab]}</span>}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div className="mb-2 flex items-center gap-2">
                <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                <Select value={query.time} onValueChange={(v) => update({ time: v as TimeFilter })}>
                  <SelectTrigger size="sm" aria-label={t('time.label')} className="w-36">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {TIME_FILTERS.map((f) => (
                      <SelectItem key={f} value={f}>
                        {t(`time.${f}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            {data && (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('stats', {
                  count: data.total,
                  formatted: formatNumber(data.total, i18n.language),
                  seconds: formatNumber(data.tookMs / 1000, i18n.language, { minimumFractionDigits: 3 }),
                })}
              </p>
            )}
          </CardContent>
        </Card>
        <TabsContent value={query.type}>
          <Card aria-busy={search.isFetching} aria-label={t('results')}>
            <CardContent className="py-2">
              {search.isPending ? (
                <ResultsSkeleton />
              ) : search.isError ? (
                <ErrorState onRetry={() => void search.refetch()} retrying={search.isFetching} />
              ) : data && data.results.length === 0 ? (
                <EmptyState icon={<SearchX />} title={t('empty.title')} description={t('empty.text')} />
              ) : (
                <ul className={cn('divide-y transition-opacity', search.isPlaceholderData && 'opacity-60')}>
                  {data?.results.map((r) => (
                    <li key={r.id} className="py-4">
                      <SearchResultItem result={r} query={query.q} />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </TabsContent>
        {data && data.pageCount > 1 && (
          <Pagination page={data.page} pageCount={data.pageCount} onPageChange={(page) => update({ page })} className="justify-center" />
        )}
      </Tabs>
      <aside className="min-w-0">
        <KnowledgePanel />
      </aside>
    </div>
  );
}
