import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, CheckCircle2, CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { KB_TOPICS, resolveKbQuestion, type KbQuestion } from '../data/knowledge-base';
import { kbQuestionHref } from '../components/kb-question-href';
import { QuestionLinks } from '../components/question-links';

export default function KbQuestionPage() {
  const { t, i18n } = useTranslation('help-center');
  const [params] = usePageSearchParams();
  const { question, section, previous, next } = resolveKbQuestion(params.get('question'));
  const topic = KB_TOPICS.find((item) => item.id === params.get('topic'))?.id ?? null;
  const related = section.questions.filter((q) => q.id !== question.id);
  const Icon = question.icon;

  // Another article on the same route is only a search-param change, which the app's scroll-to-top (keyed on the
  // pathname) does not see: scroll up here, and move focus to the new title so keyboard and screen-reader users
  // land on it instead of on a link that may just have vanished from Related questions.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(question.id);
  useEffect(() => {
    if (shown.current === question.id) return;
    shown.current = question.id;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    heading.current?.focus({ preventScroll: true });
  }, [question.id]);

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      {/* The article comes first in reading order (and on phones); the sidebar sits left of it on wide screens. */}
      <Card className="lg:col-start-2">
        <CardContent className="flex flex-col gap-5">
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-[var(--heading)] outline-none">
              {question.title}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('question.updated', { date: formatDate(question.updated, i18n.language, 'long') })}
            </p>
          </div>
          <div
            className="flex h-40 items-center justify-center rounded-xl bg-gradient-to-br from-primary-soft to-info-soft text-primary-text sm:h-48"
            aria-hidden="true"
          >
            <Icon className="size-16 sm:size-20" strokeWidth={1.25} />
          </div>
          {question.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="leading-relaxed">
              {p}
            </p>
          ))}
          <div>
            <h3 className="mb-2 font-semibold">{t('question.topics')}</h3>
            <ul className="flex flex-col gap-1.5">
              {question.topics.map((item) => (
                <li key={item} className="flex items-center gap-2 text-sm">
                  <CheckCircle2 className="size-4 shrink-0 text-success-text" aria-hidden="true" /> {item}
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t('question.articleNav')} className="grid gap-3 border-t pt-4 sm:grid-cols-2">
            <ArticleLink direction="previous" target={previous} topic={topic} />
            <ArticleLink direction="next" target={next} topic={topic} />
          </nav>
        </CardContent>
      </Card>
      <Card className="h-fit lg:col-start-1 lg:row-start-1">
        <CardHeader>
          <div>
            <CardTitle>{t('question.related')}</CardTitle>
            <CardDescription className="mt-1">{section.title}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="pt-3">
          <QuestionLinks questions={related} topic={topic} icon={CircleHelp} />
        </CardContent>
      </Card>
    </div>
  );
}

/** Previous / Next article: the neighbour's title as a link, or plain muted text at either end of the list. */
function ArticleLink({ direction, target, topic }: { direction: 'previous' | 'next'; target?: KbQuestion; topic: string | null }) {
  const { t } = useTranslation('help-center');
  const isNext = direction === 'next';
  const Arrow = isNext ? ArrowRight : ArrowLeft;
  const label = (
    <span className={cn('flex items-center gap-1.5 text-xs font-medium text-muted-foreground', isNext && 'sm:justify-end')}>
      {!isNext && <Arrow className="size-3.5 rtl:rotate-180" aria-hidden="true" />}
      {t(isNext ? 'question.next' : 'question.previous')}
      {isNext && <Arrow className="size-3.5 rtl:rotate-180" aria-hidden="true" />}
    </span>
  );
  const box = cn('flex flex-col gap-1 rounded-lg border p-3', isNext && 'sm:col-start-2 sm:text-end');
  if (!target) {
    return (
      <p className={cn(box, 'border-dashed text-sm text-muted-foreground')}>
        {label} {t(isNext ? 'question.lastArticle' : 'question.firstArticle')}
      </p>
    );
  }
  return (
    <Link
      to={kbQuestionHref(target.id, topic)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={cn(
        box,
        'text-sm font-medium transition hover:border-primary/50 hover:bg-muted hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring',
      )}
    >
      {label} <span>{target.title}</span>
    </Link>
  );
}
