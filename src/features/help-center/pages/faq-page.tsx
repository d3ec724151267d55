import { useMemo } from 'react';
import { CircleHelp, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FAQ_CATEGORIES, FAQ_ITEMS, SUPPORTERS, type FaqCategory } from '../data/faq';
import { SearchHero } from '../components/search-hero';
import { matches } from '../components/matches';
import { useHelpSearch } from '../components/use-help-search';

const BULLETS: Record<FaqCategory | 'all', string> = {
  all: 'bg-primary',
  general: 'bg-success',
  licenses: 'bg-warning',
  company: 'bg-info',
  trademark: 'bg-danger',
};

export default function FaqPage() {
  const { t } = useTranslation('help-center');
  const { query, setQuery, inputRef, clear } = useHelpSearch();
  // The category lives in the URL (?category=) beside the search; a missing or unknown value means All.
  const [params, setParams] = usePageSearchParams();
  const category = FAQ_CATEGORIES.find((c) => c === params.get('category')) ?? 'all';
  const setCategory = (c: FaqCategory | 'all') =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (c === 'all') next.delete('category');
        else next.set('category', c);
        return next;
      },
      { replace: true },
    );
  const items = useMemo(
    () => FAQ_ITEMS.filter((i) => (category === 'all' || i.category === category) && matches(query, i.question, i.answer)),
    [category, query],
  );

  return (
    <>
      <SearchHero
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        inputRef={inputRef}
      />
      {/* Phones: contents, questions, then supporters; wide: contents over supporters beside the questions. */}
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:grid-rows-[auto_1fr]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>{t('faq.contents')}</CardTitle>
          </CardHeader>
          <CardContent className="pt-3">
            <ul className="flex flex-col gap-1" aria-label={t('faq.categories')}>
              {(['all', ...FAQ_CATEGORIES] as const).map((c) => (
                <li key={c}>
                  <button
                    type="button"
                    aria-pressed={category === c}
                    onClick={() => setCategory(c)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm transition hover:bg-muted',
                      category === c && 'bg-primary-soft font-medium text-primary-text',
                    )}
                  >
                    <span className={cn('size-2.5 rounded-full', BULLETS[c])} aria-hidden="true" />
                    {t(`faq.category.${c}`)}
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card className="h-fit lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CardContent>
            <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
              {t('faq.count', { count: items.length })}
            </p>
            {items.length === 0 ? (
              <EmptyState
                icon={<SearchX />}
                title={t('faq.noResults')}
                description={t('faq.noResultsText')}
                action={
                  <Button
                    variant="soft"
                    onClick={() => {
                      setCategory('all');
                      clear();
                    }}
                  >
                    {t('faq.showAll')}
                  </Button>
                }
              />
            ) : (
              // While searching every match is open, so the words that matched are in view (they may be in an
              // answer); the key reopens them when the search changes. Otherwise the first question is open.
              <Accordion key={query} type="multiple" defaultValue={query ? items.map((i) => i.id) : items.slice(0, 1).map((i) => i.id)}>
                {items.map((item) => (
                  <AccordionItem key={item.id} value={item.id}>
                    <AccordionTrigger>
                      <span className="flex items-center gap-3 text-left">
                        <CircleHelp className="size-4 shrink-0 text-primary-text" aria-hidden="true" />
                        {item.question}
                      </span>
                    </AccordionTrigger>
                    <AccordionContent>
                      <p className="pl-7 text-muted-foreground">{item.answer}</p>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            )}
          </CardContent>
        </Card>
        <Card className="h-fit lg:col-start-1 lg:row-start-2">
          <CardHeader>
            <CardTitle>{t('faq.supporters')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 pt-4">
            {SUPPORTERS.map((s) => (
              <div key={s.name} className="flex items-center gap-3">
                <Avatar src={s.avatar} name={s.name} decorative />
                <div>
                  <p className="font-medium text-[var(--heading)]">{s.name}</p>
                  <p className="text-xs text-muted-foreground">{s.role}</p>
                </div>
              </div>
            ))}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
