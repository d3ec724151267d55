import { useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { TYPING_DELAY, useSearchText } from '@/hooks/use-search-text';
import { formatNumber } from '@/lib/format';
import { DEFAULT_QUERY, MAX_QUERY, searchQuerySchema, type SearchQuery, type SearchTab } from '../api/search-page.contract';
import { queryTerms } from '../api/search-page.match';
import { useSearch } from '../api/search-page.queries';
import type { Marks } from '../components/highlight';
import { KnowledgePanel } from '../components/knowledge-panel';
import { SearchResults } from '../components/search-results';
import { SearchTools } from '../components/search-tools';
import { SearchTypeBar } from '../components/search-type-bar';
import { useSearchSettings } from '../components/use-search-settings';

/** The URL holds the search; no ?q= at all means the prefilled default, ?q= an explicit empty search. */
function toParams(next: SearchQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (next.q !== DEFAULT_QUERY) out.set('q', next.q);
  if (next.type !== 'all') out.set('type', next.type);
  if (next.time !== 'any') out.set('time', next.time);
  if (next.time === 'custom' && next.from && next.to) {
    out.set('from', next.from);
    out.set('to', next.to);
  }
  if (next.match !== 'all') out.set('match', next.match);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

export default function SearchPage() {
  const { t, i18n } = useTranslation('search-page');
  const [params, setParams] = usePageSearchParams();
  const parsed = searchQuerySchema.parse(Object.fromEntries(params));
  const query: SearchQuery = { ...parsed, q: params.has('q') ? parsed.q : DEFAULT_QUERY };
  const [settings, changeSettings] = useSearchSettings();
  const [toolsOpen, setToolsOpen] = useState(true);
  const toolsId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const search = useSearch(query);
  const data = search.data;
  const marks: Marks = { terms: settings.highlight ? queryTerms(query.q, query.match) : [], foldAccents: query.match === 'all' };

  // Page changes push a history entry (Back returns to the previous page); every other change replaces it.
  const update = (patch: Partial<SearchQuery>, push = false) => setParams(toParams({ ...query, page: 1, ...patch }), { replace: !push });
  // The box keeps its own text while typing and searches after a pause; a different URL value (Back, a "People also
  // search for" link) replaces it. Enter searches at once.
  const [text, setText, searchNow] = useSearchText(query.q, (q) => update({ q: q.slice(0, MAX_QUERY) }), { delay: TYPING_DELAY });

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      {/* Manual activation: arrows move between the type tabs, Enter or Space shows that kind. */}
      <Tabs
        value={query.type}
        onValueChange={(type) => update({ type: type as SearchTab })}
        activationMode="manual"
        className="min-w-0 gap-4"
      >
        <Card>
          <CardContent className="space-y-3">
            <form role="search" onSubmit={(e) => (e.preventDefault(), searchNow())} className="relative">
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
            <SearchTypeBar
              type={query.type}
              onType={(type) => update({ type })}
              settings={settings}
              onSettings={changeSettings}
              toolsOpen={toolsOpen}
              onToggleTools={() => setToolsOpen((open) => !open)}
              toolsActive={query.time !== 'any' || query.match !== 'all'}
              toolsId={toolsId}
            />
            {toolsOpen && <SearchTools id={toolsId} query={query} onChange={update} />}
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
        <TabsContent value={query.type} ref={resultsRef} className="scroll-mt-24">
          <SearchResults search={search} type={query.type} marks={marks} newTab={settings.newTab} />
        </TabsContent>
        {data && data.pageCount > 1 && (
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            onPageChange={(page) => {
              update({ page }, true);
              resultsRef.current?.scrollIntoView?.({ block: 'start' });
            }}
            className="justify-center"
          />
        )}
      </Tabs>
      <aside className="min-w-0">
        <KnowledgePanel />
      </aside>
    </div>
  );
}
