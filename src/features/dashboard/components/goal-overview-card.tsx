import { useTranslation } from 'react-i18next';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useGoalOverview } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart } from './chart';
import { chartOptions } from './chart-options';
import { useChartTheme } from './use-chart-theme';
import { useFormat } from './use-format';

export function GoalOverviewCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useGoalOverview();
  const { palette, base } = useChartTheme();
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
        const options = chartOptions(base, {
          colors: [palette.success],
          plotOptions: {
            radialBar: {
              startAngle: -150,
              endAngle: 150,
              hollow: { size: '70%' },
              track: { background: palette.border, strokeWidth: '50%' },
              dataLabels: {
                name: { show: false },
                value: { offsetY: 12, fontSize: '36px', fontWeight: 600, color: palette.foreground, formatter: (v: number) => f.pct(v) },
              },
            },
          },
          fill: { type: 'gradient', gradient: { shade: 'dark', type: 'horizontal', gradientToColors: [palette.primary], stops: [0, 100] } },
          stroke: { lineCap: 'round' },
        });
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="goal-title">
            <CardHeader>
              <CardTitle id="goal-title">{title}</CardTitle>
            </CardHeader>
            <Chart
              className="my-auto px-3"
              type="radialBar"
              height={260}
              series={series}
              options={options}
              description={t('goal.summary', { value: f.pct(series[0] ?? 0) })}
            />
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
