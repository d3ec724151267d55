import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFunding } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { useFormat } from './use-format';
import { useDemoAction } from './gallery/use-demo-action';

/** Balance, deposits, comparison and two progress figures (earned, duration). */
export function FundingCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useFunding();
  const f = useFormat();
  const titleId = useId();
  const demo = useDemoAction();
  const title = t('funding.title');
  const skeleton = (
    <CardContent className="space-y-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-9 w-28" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData: a }) => (
        <Card className={cn('flex flex-col', className)} aria-labelledby={titleId}>
          <CardHeader>
            <CardTitle id={titleId}>{title}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-1 flex-col gap-5">
            <div>
              <p className="text-3xl font-bold text-[var(--heading)]">
                {f.num(a.balance, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('funding.deposits', { value: f.num(a.deposits, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }) })}{' '}
                <span className={cn('font-semibold', a.comparison >= 0 ? 'text-success-text' : 'text-danger-text')}>
                  {f.signedPct(a.comparison)}
                </span>
              </p>
            </div>
            <p className="text-sm">{t('funding.text')}</p>
            <Button className="self-start" onClick={demo(t('funding.withdraw'))}>
              {t('funding.withdraw')}
            </Button>
            <div className="space-y-4 border-t pt-5">
              <div>
                <p className="mb-2 flex justify-between text-sm">
                  <span>{t('funding.earned')}</span>
                  <span className="font-semibold text-[var(--heading)]">{f.money(a.earned.value)}</span>
                </p>
                <Progress value={a.earned.progress} color="success" label={t('funding.earned')} />
              </div>
              <div>
                <p className="mb-2 flex justify-between text-sm">
                  <span>{t('funding.duration')}</span>
                  <span className="font-semibold text-[var(--heading)]">{t('avgSessions.years', { count: a.duration.value })}</span>
                </p>
                <Progress value={a.duration.progress} color="warning" label={t('funding.duration')} />
              </div>
            </div>
          </CardContent>
        </Card>
      )}
    </CardQuery>
  );
}
