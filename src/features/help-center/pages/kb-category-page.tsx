import { useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { ChevronRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { KB_SECTIONS, KB_TOPICS } from '../data/knowledge-base';
import { SearchHero } from '../components/search-hero';
import { matches } from '../components/matches';
import { useHelpSearch } from '../components/use-help-search';
import { KbNoResults } from '../components/kb-no-results';
import { QuestionLinks } from '../components/question-links';

export default function KbCategoryPage() {
  const { t } = useTranslation('help-center');
  const { query, setQuery, inputRef, clear } = useHelpSearch();
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
        inputRef={inputRef}
      />
      {sections.length === 0 ? (
        <KbNoResults onClear={clear} />
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
                <QuestionLinks questions={section.questions} topic={topic?.id ?? null} icon={ChevronRight} />
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
