import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useClientRetention } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { baseOptions, cartesianOptions, legendOptions, mergeOptions } from './chart-options';
import { useChartTheme } from './use-chart-theme';
import { useFormat } from './use-format';

export function ClientRetentionCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useClientRetention();
  const theme = useChartTheme();
  const f = useFormat();
  const title = t('retention.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-[300px]" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ months, series }) => {
        const names = [t('retention.new'), t('retention.retained')];
        const named = series.map((s, i) => ({ ...s, name: names[i] ?? s.name }));
        const categories = months.map(f.month);
        const colors = [theme.palette.primary, theme.palette.danger];
        // A numeric radius on stacked bars rounds only the top of each stack.
        const datasets = named.map((s, i) => ({
          label: s.name,
          data: s.data,
          backgroundColor: colors[i],
          hoverBackgroundColor: colors[i],
          borderRadius: 5,
          barPercentage: 0.22,
          categoryPercentage: 1,
          maxBarThickness: 18,
        }));
        const num = (v: number) => f.num(v);
        const options = mergeOptions<'bar'>(baseOptions(theme, num), cartesianOptions(theme, num, true), legendOptions(theme, 'rect'));
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="retention-title">
            <CardHeader>
              <CardTitle id="retention-title">{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex-1">
              <Chart
                type="bar"
                height={320}
                data={{ labels: categories, datasets }}
                options={options}
                description={<ChartTable caption={title} categories={categories} series={named} />}
              />
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
