import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, PolarComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCard } from '../data/echarts-cards';

// Only the chart types and components the gallery uses, drawn on canvas.
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  RadarChart,
  ScatterChart,
  GridComponent,
  PolarComponent,
  RadarComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

export function EChartsChart({ card }: { card: EChartsCard }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={card.option}
      notMerge
      lazyUpdate
      style={{ height: card.height, width: '100%' }}
      opts={{ renderer: 'canvas' }}
    />
  );
}
