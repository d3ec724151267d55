import { ChartGallery } from '../components/chart-gallery';
import { EChartsChart } from '../components/echarts-chart';
import { buildEChartsCards, type EChartsCardId } from '../data/echarts-cards';

// Cards whose data matches another card's description (line: visits + sessions; bar: products + services).
const SUBTITLE_OF: Partial<Record<EChartsCardId, string>> = { line: 'multiLine', bar: 'column' };

export default function EChartsPage() {
  return (
    <ChartGallery build={buildEChartsCards} subtitleOf={SUBTITLE_OF} renderChart={(card, ref) => <EChartsChart ref={ref} card={card} />} />
  );
}
