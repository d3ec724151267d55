import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { ChevronRight, FileText, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { KB_SECTIONS, KB_TOPICS } from '../data/knowledge-base';
import { SearchHero } from '../components/search-hero';
import { matches } from '../components/matches';
import { kbQuestionHref } from '../components/kb-question-href';

export default function KbCategoryPage() {
  const { t } = useTranslation('help-center');
  const [query, setQuery] = useState('');
  // The topic card the user came from names the category (a direct visit shows the demo category).
  const [params] = usePageSearchParams();
  const topic = KB_TOPICS.find((item) => item.id === params.get('topic'));
  const sections = useMemo(
    () =>
      KB_SECTIONS.map((s) => ({ ...s, questions: s.questions.filter((q) => matches(query, q.title, s.title)) })).filter(
        (s) => s.questions.length > 0,
      ),
    [query],
  );
  return (
    <>
      <SearchHero
        title={topic?.title ?? t('category.title')}
        subtitle={t('category.subtitle')}
        label={t('kb.searchLabel')}
        placeholder={t('kb.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      {sections.length === 0 ? (
        <Card>
          <EmptyState icon={<SearchX />} title={t('kb.noResults')} description={t('kb.noResultsText')} />
        </Card>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {sections.map((section) => (
            <Card key={section.id}>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <FileText className="size-5 text-primary-text" aria-hidden="true" />
                  {section.title}
                  <span className="text-sm font-normal text-muted-foreground">({section.questions.length})</span>
                </CardTitle>
              </CardHeader>
              <CardContent className="pt-3">
                <ul className="flex flex-col">
                  {section.questions.map((q) => (
                    <li key={q.id}>
                      <Link
                        to={kbQuestionHref(q.id, topic?.id ?? null)}
                        className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-foreground transition hover:bg-muted hover:text-primary-text"
                      >
                        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                        {q.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
