import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { Period } from '../api/dashboard.contract';
import { useSupportTracker } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartCenter } from './chart';
import { PeriodMenu } from './period-menu';
import { GaugeChart } from './svg-chart/gauge-chart';
import { useFormat } from './use-format';

export function SupportTrackerCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<Period>('last28');
  const query = useSupportTracker(period);
  const f = useFormat();
  const title = t('support.title');
  const skeleton = (
    <CardContent className="grid gap-6 sm:grid-cols-[1fr_1.4fr]">
      <div className="space-y-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-12 w-20" />
        <Skeleton className="h-4 w-24" />
      </div>
      <Skeleton className="mx-auto size-[220px] rounded-full" />
      <div className="grid grid-cols-3 gap-4 sm:col-span-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData: a, series }, failed) => {
        const completed = series[0] ?? 0;
        const meta = [
          { key: 'newTickets', value: f.num(a.newTickets) },
          { key: 'openTickets', value: f.num(a.openTickets) },
          { key: 'responseTime', value: t('support.days', { count: a.responseDays }) },
        ] as const;
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="support-title" aria-busy={query.isFetching || undefined}>
            <CardHeader>
              <CardTitle id="support-title">{title}</CardTitle>
              <PeriodMenu value={period} onChange={setPeriod} label={title} />
            </CardHeader>
            {failed && <div className="px-5 pb-2">{failed}</div>}
            <CardContent className="grid flex-1 items-center gap-4 sm:grid-cols-[1fr_1.4fr]">
              <div className="text-center sm:text-left">
                <p className="text-5xl font-bold text-[var(--heading)]">{f.num(a.openTickets)}</p>
                <p className="text-sm text-muted-foreground">{t('support.tickets')}</p>
              </div>
              <Chart height={260} description={t('support.summary', { value: f.pct(completed) })}>
                <GaugeChart
                  rings={[{ name: t('support.completed'), value: completed, color: { from: 'danger', to: 'primary' } }]}
                  format={(v) => f.pct(v)}
                  start={-140}
                  sweep={270}
                  cutout={0.8}
                  radius={0.66}
                  center={<ChartCenter label={t('support.completed')} value={f.pct(completed)} size="lg" />}
                />
              </Chart>
            </CardContent>
            <dl className="grid grid-cols-3 gap-2 border-t px-5 py-4 text-center">
              {meta.map((m) => (
                <div key={m.key}>
                  <dt className="text-xs text-muted-foreground">{t(`support.meta.${m.key}`)}</dt>
                  <dd className="mt-1 text-lg font-semibold text-[var(--heading)]">{m.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      }}
    </CardQuery>
  );
}
