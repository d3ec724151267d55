import { useMemo } from 'react';
import { ChartCard } from '../components/chart-card';
import { ChartJsChart } from '../components/chartjs-chart';
import { buildChartJsCards, type ChartJsCardId } from '../data/chartjs-cards';
import { chartLabels } from '../data/labels';
import { useChartLook } from '../lib/use-chart-look';

// The bar card here shows products and services by month, like the Apex column card.
const SUBTITLE_OF: Partial<Record<ChartJsCardId, string>> = { bar: 'column' };

export default function ChartJsPage() {
  const look = useChartLook();
  const { t } = look;
  const cards = useMemo(() => buildChartJsCards(look, chartLabels(look.t, look.locale)), [look]);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {cards.map((c) => (
        <ChartCard
          key={c.id}
          title={t(`cards.${c.id}.title`)}
          subtitle={t(`cards.${SUBTITLE_OF[c.id] ?? c.id}.subtitle`)}
          data={c.data}
          legend={c.legend}
        >
          {(ref) => <ChartJsChart key={look.key} ref={ref} card={c} />}
        </ChartCard>
      ))}
    </div>
  );
}
