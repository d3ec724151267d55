import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSalesRadar } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { RadarChart } from './svg-chart/radar-chart';
import { useFormat } from './use-format';

export function SalesRadarCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useSalesRadar();
  const f = useFormat();
  const title = t('salesStats.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mx-auto size-[240px] rounded-full" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ months, series }) => {
        const names = [t('salesStats.sales'), t('salesStats.visits')];
        const named = series.map((s, i) => ({ ...s, name: names[i] ?? s.name }));
        const categories = months.map(f.month);
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="radar-title">
            <CardHeader className="flex-col gap-1">
              <CardTitle id="radar-title">{title}</CardTitle>
              <CardDescription>{t('salesStats.subtitle')}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <Chart height={300} description={<ChartTable caption={title} categories={categories} series={named} />}>
                {/* Visits is drawn over sales, as before. */}
                <RadarChart
                  categories={categories}
                  series={named.map((s, i) => ({ ...s, color: i ? 'warning' : 'primary', opacity: i ? 0.6 : 0.85 }))}
                  format={(v) => f.num(v)}
                />
              </Chart>
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
