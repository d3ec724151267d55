import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSalesLine } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { CartesianChart } from './svg-chart/cartesian-chart';
import { useFormat } from './use-format';

/** Sales over the last 12 months: total, change versus the previous year, and a gradient line. */
export function SalesLineCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useSalesLine();
  const f = useFormat();
  const titleId = useId();
  const title = t('salesLine.title');
  const skeleton = (
    <CardContent className="space-y-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-[240px]" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData: a, months, series }) => {
        const labels = months.map(f.month);
        const named = series.map((s) => ({ ...s, name: t('salesLine.sales') }));
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby={titleId}>
            <CardHeader>
              <div>
                <CardTitle id={titleId}>{title}</CardTitle>
                <p className="mt-1 text-sm text-muted-foreground">{t('salesLine.subtitle')}</p>
              </div>
              <div className="text-end">
                <p className="text-2xl font-bold text-[var(--heading)]">{f.money(a.total)}</p>
                <p className={cn('text-sm font-semibold', a.comparison >= 0 ? 'text-success-text' : 'text-danger-text')}>
                  {f.signedPct(a.comparison)}
                </p>
              </div>
            </CardHeader>
            <CardContent className="flex-1">
              <Chart
                height={260}
                description={
                  <ChartTable
                    caption={title}
                    categories={labels}
                    series={named.map((s) => ({ name: s.name, data: s.data.map((v) => f.num(v)) }))}
                  />
                }
              >
                <CartesianChart
                  type="line"
                  categories={labels}
                  series={named.map((s) => ({ name: s.name, data: s.data, color: { from: 'primary', to: 'info' }, width: 4 }))}
                  format={(v) => f.num(v)}
                  axis={f.k}
                />
              </Chart>
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
