import { useMemo } from 'react';
import { ChartCard } from '../components/chart-card';
import { EChartsChart } from '../components/echarts-chart';
import { buildEChartsCards, type EChartsCardId } from '../data/echarts-cards';
import { chartLabels } from '../data/labels';
import { useChartLook } from '../lib/use-chart-look';

// Cards whose data matches another card's description (line: visits + sessions; bar: products + services).
const SUBTITLE_OF: Partial<Record<EChartsCardId, string>> = { line: 'multiLine', bar: 'column' };

export default function EChartsPage() {
  const look = useChartLook();
  const { t } = look;
  const cards = useMemo(() => buildEChartsCards(look, chartLabels(look.t, look.locale)), [look]);
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
          {(ref) => <EChartsChart key={look.key} ref={ref} card={c} />}
        </ChartCard>
      ))}
    </div>
  );
}
