import { useImperativeHandle, useRef, type Ref } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, PolarComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCard } from '../data/echarts-cards';
import type { LegendTarget } from './chart-legend';

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

export function EChartsChart({ card, ref }: { card: EChartsCard; ref?: Ref<LegendTarget> }) {
  const chart = useRef<ReactEChartsCore | null>(null);
  // ECharts' own legend stays in the option (hidden): its select actions are how a series or slice is toggled.
  useImperativeHandle(
    ref,
    () => ({
      setVisible(_index, name, visible) {
        const instance = chart.current?.getEchartsInstance();
        if (!instance) return false;
        instance.dispatchAction({ type: visible ? 'legendSelect' : 'legendUnSelect', name });
        return true;
      },
    }),
    [],
  );
  return (
    <ReactEChartsCore
      ref={chart}
      echarts={echarts}
      option={card.option}
      notMerge
      lazyUpdate
      style={{ height: card.height, width: '100%' }}
      opts={{ renderer: 'canvas' }}
    />
  );
}
