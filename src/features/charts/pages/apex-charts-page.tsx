import { useMemo } from 'react';
import { ApexChart } from '../components/apex-chart';
import { ChartCard } from '../components/chart-card';
import { buildApexCards, type ApexCardId } from '../data/apex-cards';
import { chartLabels } from '../data/labels';
import { useChartLook } from '../lib/use-chart-look';

// Only the first card spans both columns: the other twelve pair up, so the grid never leaves a hole.
const WIDE: ApexCardId[] = ['line'];

export default function ApexChartsPage() {
  const look = useChartLook();
  const { t } = look;
  const cards = useMemo(() => buildApexCards(look, chartLabels(look.t, look.locale)), [look]);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {cards.map((c) => (
        <ChartCard
          key={c.id}
          title={t(`cards.${c.id}.title`)}
          subtitle={t(`cards.${c.id}.subtitle`)}
          data={c.data}
          className={WIDE.includes(c.id) ? 'lg:col-span-2' : undefined}
          legend={c.legend}
        >
          {(ref) => <ApexChart key={look.key} ref={ref} type={c.type} series={c.series} options={c.options} height={c.height} />}
        </ChartCard>
      ))}
    </div>
  );
}
