import { ChartGallery } from '../components/chart-gallery';
import { ChartJsChart } from '../components/chartjs-chart';
import { buildChartJsCards, type ChartJsCardId } from '../data/chartjs-cards';

// The bar card here shows products and services by month, like the Apex column card.
const SUBTITLE_OF: Partial<Record<ChartJsCardId, string>> = { bar: 'column' };

export default function ChartJsPage() {
  return (
    <ChartGallery build={buildChartJsCards} subtitleOf={SUBTITLE_OF} renderChart={(card, ref) => <ChartJsChart ref={ref} card={card} />} />
  );
}
