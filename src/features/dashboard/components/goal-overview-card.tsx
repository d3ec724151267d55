import { useTranslation } from 'react-i18next';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useGoalOverview } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartCenter } from './chart';
import { GaugeChart } from './svg-chart/gauge-chart';
import { useFormat } from './use-format';

export function GoalOverviewCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useGoalOverview();
  const f = useFormat();
  const title = t('goal.title');
  const skeleton = (
    <div className="space-y-5 p-5">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="mx-auto size-[220px] rounded-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    </div>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData: a, series }) => {
        const value = series[0] ?? 0;
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="goal-title">
            <CardHeader>
              <CardTitle id="goal-title">{title}</CardTitle>
            </CardHeader>
            <Chart className="my-auto px-3" height={260} description={t('goal.summary', { value: f.pct(value) })}>
              <GaugeChart
                rings={[{ name: t('goal.completed'), value, color: { from: 'success', to: 'primary' } }]}
                format={(v) => f.pct(v)}
                start={-150}
                sweep={300}
                cutout={0.88}
                radius={0.7}
                trackInset={3}
                center={<ChartCenter value={f.pct(value)} size="xl" />}
              />
            </Chart>
            <dl className="mt-auto grid grid-cols-2 border-t text-center">
              <div className="border-e px-3 py-4">
                <dt className="text-sm text-muted-foreground">{t('goal.completed')}</dt>
                <dd className="text-xl font-bold text-[var(--heading)]">{f.num(a.completed)}</dd>
              </div>
              <div className="px-3 py-4">
                <dt className="text-sm text-muted-foreground">{t('goal.inProgress')}</dt>
                <dd className="text-xl font-bold text-[var(--heading)]">{f.num(a.inProgress)}</dd>
              </div>
            </dl>
          </Card>
        );
      }}
    </CardQuery>
  );
}
