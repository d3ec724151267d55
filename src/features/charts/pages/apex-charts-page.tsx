import { ApexChart } from '../components/apex-chart';
import { ChartGallery } from '../components/chart-gallery';
import { buildApexCards, type ApexCardId } from '../data/apex-cards';

// Only the first card spans both columns: the other twelve pair up, so the grid never leaves a hole.
const WIDE: ApexCardId[] = ['line'];

export default function ApexChartsPage() {
  return (
    <ChartGallery
      build={buildApexCards}
      wide={WIDE}
      renderChart={(c, ref) => <ApexChart ref={ref} type={c.type} series={c.series} options={c.options} height={c.height} />}
    />
  );
}
