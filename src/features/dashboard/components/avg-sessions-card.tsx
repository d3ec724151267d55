import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Progress, type ProgressColor } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { Period, SalesBar } from '../api/dashboard.contract';
import { useSalesBar } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { PeriodMenu } from './period-menu';
import { CartesianChart } from './svg-chart/cartesian-chart';
import { useFormat } from './use-format';

const BARS: { key: keyof Omit<SalesBar['analyticsData'], 'sessions' | 'comparison'>; color: ProgressColor }[] = [
  { key: 'goal', color: 'primary' },
  { key: 'users', color: 'warning' },
  { key: 'retention', color: 'danger' },
  { key: 'duration', color: 'success' },
];

export function AvgSessionsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<Period>('last28');
  const query = useSalesBar(period);
  // The period of the figures on screen, which the text names: the menu's pick once its figures arrive; until then,
  // and after they failed to load, the period before.
  const [figuresPeriod, setFiguresPeriod] = useState(period);
  if (query.isSuccess && !query.isPlaceholderData && figuresPeriod !== period) setFiguresPeriod(period);
  const f = useFormat();
  const title = t('avgSessions.title');
  const skeleton = (
    <CardContent className="grid gap-6 sm:grid-cols-2">
      <div className="space-y-3">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-32" />
      </div>
      <Skeleton className="h-[200px]" />
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        {BARS.map((b) => (
          <Skeleton key={b.key} className="h-10" />
        ))}
      </div>
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData: a, series }, failed) => {
        const values = series[0]?.data ?? [];
        const labels = values.map((_, i) => t('avgSessions.point', { n: i + 1 }));
        const figure = (key: (typeof BARS)[number]['key']) =>
          key === 'goal'
            ? f.money(a.goal.value)
            : key === 'users'
              ? f.k(a.users.value)
              : key === 'retention'
                ? f.pct(a.retention.value)
                : t('avgSessions.years', { count: a.duration.value });
        const peak = values.indexOf(Math.max(...values));
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="avg-sessions-title" aria-busy={query.isFetching || undefined}>
            {failed && <div className="px-5 pt-5">{failed}</div>}
            <CardContent className="grid flex-1 gap-6 sm:grid-cols-2">
              <div className="flex flex-col">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-3xl font-bold text-[var(--heading)]">{f.k(a.sessions)}</p>
                  <PeriodMenu value={period} onChange={setPeriod} label={title} />
                </div>
                <h2 id="avg-sessions-title" className="text-sm text-muted-foreground">
                  {title}
                </h2>
                <p className="mt-4 text-sm">
                  <span className={cn('font-semibold', a.comparison >= 0 ? 'text-success-text' : 'text-danger-text')}>
                    {f.signedPct(a.comparison)}
                  </span>{' '}
                  {t(`avgSessions.vs.${figuresPeriod}`)}
                </p>
                <Popover>
                  <PopoverTrigger asChild>
                    <Button className="mt-4 self-start sm:mt-auto">{t('avgSessions.viewDetails')}</Button>
                  </PopoverTrigger>
                  {/* The numbers behind the bars, for the period of the figures shown. */}
                  <PopoverContent align="start" className="w-64 p-0" aria-label={`${title} · ${t(`period.${figuresPeriod}`)}`}>
                    <table className="w-full text-sm">
                      <caption className="border-b px-4 py-2.5 text-left font-semibold text-[var(--heading)]">
                        {title} · {t(`period.${figuresPeriod}`)}
                      </caption>
                      <thead className="sr-only">
                        <tr>
                          <td />
                          <th scope="col">{t('avgSessions.sessions')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {labels.map((label, i) => (
                          <tr key={label} className={cn('border-b last:border-0', i === peak && 'font-semibold text-primary-text')}>
                            <th scope="row" className="px-4 py-1.5 text-left font-normal">
                              {label}
                            </th>
                            <td className="px-4 py-1.5 text-right tabular-nums">{f.num(values[i] ?? 0)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </PopoverContent>
                </Popover>
              </div>
              <Chart
                height={200}
                description={
                  <ChartTable
                    caption={title}
                    categories={labels}
                    series={series.map((s) => ({ name: s.name, data: s.data.map((v) => f.num(v)) }))}
                  />
                }
              >
                {/* The best point in the primary colour, the others soft. */}
                <CartesianChart
                  type="bar"
                  categories={labels}
                  series={series.map((s) => ({ name: s.name, data: s.data, color: 'primary' }))}
                  format={(v) => f.num(v)}
                  bar={{ size: 0.45, radius: 5 }}
                  emphasize={peak}
                />
              </Chart>
            </CardContent>
            <div className="grid grid-cols-1 gap-x-8 gap-y-5 border-t px-5 py-5 sm:grid-cols-2">
              {BARS.map(({ key, color }) => (
                <div key={key}>
                  <p id={`avg-${key}`} className="mb-2 text-sm text-[var(--heading)]">
                    {t(`avgSessions.bars.${key}`)}: <span className="font-semibold">{figure(key)}</span>
                  </p>
                  <Progress value={a[key].progress} color={color} aria-labelledby={`avg-${key}`} />
                </div>
              ))}
            </div>
          </Card>
        );
      }}
    </CardQuery>
  );
}
