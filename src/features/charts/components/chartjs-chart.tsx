import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { useImperativeHandle, useRef, type Ref } from 'react';
import { Chart } from 'react-chartjs-2';
import { SLICE_TYPES, type ChartJsCard } from '../data/chartjs-cards';
import type { LegendTarget } from './chart-legend';

// Only what the gallery draws (tree-shaken Chart.js). No Legend plugin: the card draws an HTML legend that drives the chart.
ChartJS.register(
  LineController,
  BarController,
  PieController,
  DoughnutController,
  RadarController,
  PolarAreaController,
  BubbleController,
  ScatterController,
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  Filler,
  Tooltip,
);

export function ChartJsChart({ card, ref }: { card: ChartJsCard; ref?: Ref<LegendTarget> }) {
  const chart = useRef<ChartJS | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      setVisible(index, _name, visible) {
        const c = chart.current;
        if (!c) return false;
        // Pie, doughnut and polar area toggle slices (data points); the others toggle whole datasets.
        if (!SLICE_TYPES.has(card.type)) c.setDatasetVisibility(index, visible);
        else if (c.getDataVisibility(index) !== visible) c.toggleDataVisibility(index);
        c.update();
        return true;
      },
    }),
    [card.type],
  );
  return (
    <div className="relative min-w-0" style={{ height: card.height }}>
      <Chart ref={chart} type={card.type} data={card.chart.data} options={card.chart.options} aria-hidden="true" />
    </div>
  );
}
