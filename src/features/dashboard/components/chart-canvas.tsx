import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type ChartType,
  type Plugin,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';

// The lazily loaded half of ./chart.tsx: Chart.js with only what the dashboard draws (tree-shaken).
ChartJS.register(
  LineController,
  BarController,
  RadarController,
  DoughnutController,
  PieController,
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  Filler,
  Legend,
  Tooltip,
);

export type ChartKind = 'line' | 'bar' | 'radar' | 'doughnut' | 'pie';

export interface ChartCanvasProps {
  type: ChartKind;
  data: ChartData;
  options: ChartOptions;
  height: number;
  /** HTML laid over the centre of a doughnut (gauge value, donut total). */
  center?: ReactNode;
}

/**
 * Keeps the HTML centre on the ring's centre: Chart.js shifts a partial arc (a gauge) so it fills its box. It only
 * reads the geometry; the text itself is HTML, crisp and styled by the theme.
 */
function centerOverlay(overlay: RefObject<HTMLDivElement | null>): Plugin {
  return {
    id: 'dashboardCenterOverlay',
    afterUpdate(chart) {
      const el = overlay.current;
      const ring = chart.getDatasetMeta(0).controller as Partial<DoughnutController>;
      const { left, right, top, bottom } = chart.chartArea;
      if (!el || typeof ring.innerRadius !== 'number') return;
      el.style.left = `${(left + right) / 2 + (ring.offsetX ?? 0)}px`;
      el.style.top = `${(top + bottom) / 2 + (ring.offsetY ?? 0)}px`;
      // Keep the text inside the hole (the innermost ring's inner edge).
      const inner = chart.getDatasetMeta(chart.data.datasets.length - 1).controller as Partial<DoughnutController>;
      el.style.maxWidth = `${Math.max(2 * (inner.innerRadius ?? ring.innerRadius) - 8, 0)}px`;
    },
  };
}

export default function ChartCanvas({ type, data, options, height, center }: ChartCanvasProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const plugins = useMemo(() => [centerOverlay(overlay)], []);
  return (
    <div className="relative" style={{ height }}>
      <Chart<ChartType> type={type} data={data} options={options} plugins={plugins} />
      {center ? (
        <div
          ref={overlay}
          className="pointer-events-none absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-1/2 flex-col items-center text-center"
        >
          {center}
        </div>
      ) : null}
    </div>
  );
}
