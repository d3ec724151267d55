import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
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
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartJsCard } from '../data/chartjs-cards';

// Only what the gallery draws (tree-shaken Chart.js); the legend plugin's default click toggles a series.
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
  Legend,
  Tooltip,
);

export function ChartJsChart({ card }: { card: ChartJsCard }) {
  return (
    <div className="relative min-w-0" style={{ height: card.height }}>
      <Chart type={card.type} data={card.chart.data} options={card.chart.options} aria-hidden="true" />
    </div>
  );
}
