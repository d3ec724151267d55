import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, CheckCircle2, CircleHelp, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { KB_ARTICLE, KB_SECTIONS } from '../data/knowledge-base';

const QUESTION_PATH = '/pages/knowledge-base/category/question';

export default function KbQuestionPage() {
  const { t, i18n } = useTranslation('help-center');
  const related = KB_SECTIONS[0]?.questions.slice(1) ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>{t('question.related')}</CardTitle>
        </CardHeader>
        <CardContent className="pt-3">
          <ul className="flex flex-col">
            {related.map((q) => (
              <li key={q}>
                <Link
                  to={QUESTION_PATH}
                  className="flex items-start gap-2 rounded-md px-2 py-2 text-sm hover:bg-muted hover:text-primary-text"
                >
                  <CircleHelp className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {q}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div>
            <h2 className="text-xl font-semibold">{KB_ARTICLE.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('question.updated', { date: formatDate(KB_ARTICLE.updated, i18n.language, 'long') })}
            </p>
          </div>
          <div
            className="flex h-48 items-center justify-center rounded-xl bg-gradient-to-br from-primary-soft to-info-soft text-primary-text"
            aria-hidden="true"
          >
            <CreditCard className="size-20" strokeWidth={1.25} />
          </div>
          {KB_ARTICLE.paragraphs.map((p) => (
            <p key={p.slice(0, 20)} className="leading-relaxed">
              {p}
            </p>
          ))}
          <div>
            <h3 className="mb-2 font-semibold">{t('question.topics')}</h3>
            <ul className="flex flex-col gap-1.5">
              {KB_ARTICLE.topics.map((topic) => (
                <li key={topic} className="flex items-center gap-2 text-sm">
                  <CheckCircle2 className="size-4 text-success-text" aria-hidden="true" /> {topic}
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t('question.articleNav')} className="flex flex-wrap justify-between gap-3 border-t pt-4">
            <Link to={QUESTION_PATH} className={buttonVariants({ variant: 'outline', color: 'secondary', size: 'sm' })}>
              <ArrowLeft aria-hidden="true" /> {t('question.previous')}
            </Link>
            <Link to={QUESTION_PATH} className={buttonVariants({ variant: 'outline', color: 'secondary', size: 'sm' })}>
              {t('question.next')} <ArrowRight aria-hidden="true" />
            </Link>
          </nav>
        </CardContent>
      </Card>
    </div>
  );
}
