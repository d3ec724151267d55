import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Card } from '@/components/ui/card';
import { KB_TOPICS } from '../data/knowledge-base';
import { SearchHero } from '../components/search-hero';
import { matches } from '../components/matches';
import { useHelpSearch } from '../components/use-help-search';
import { KbNoResults } from '../components/kb-no-results';

export default function KnowledgeBasePage() {
  const { t } = useTranslation('help-center');
  const { query, setQuery, inputRef, clear } = useHelpSearch();
  const topics = useMemo(() => KB_TOPICS.filter((topic) => matches(query, topic.title, topic.description)), [query]);
  return (
    <>
      <SearchHero
        title={t('kb.title')}
        subtitle={t('kb.subtitle')}
        label={t('kb.searchLabel')}
        placeholder={t('kb.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        inputRef={inputRef}
      />
      <p className="sr-only" aria-live="polite">
        {t('kb.count', { count: topics.length })}
      </p>
      {topics.length === 0 ? (
        <KbNoResults onClear={clear} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {topics.map((topic) => {
            const Icon = topic.icon;
            return (
              <li key={topic.id}>
                <Link
                  to={`/pages/knowledge-base/category?topic=${topic.id}`}
                  className="group block h-full rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Card className="flex h-full flex-col items-center gap-3 p-8 text-center transition group-hover:-translate-y-1 group-hover:shadow-lg">
                    <span className={cn('flex size-16 items-center justify-center rounded-2xl', topic.tone)}>
                      <Icon className="size-8" aria-hidden="true" />
                    </span>
                    <h2 className="text-lg font-semibold">{topic.title}</h2>
                    <p className="text-sm text-muted-foreground">{topic.description}</p>
                  </Card>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
