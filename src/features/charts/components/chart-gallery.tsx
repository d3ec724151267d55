import { Fragment, useMemo, type ReactNode, type Ref } from 'react';
import { chartLabels, type ChartLabels } from '../data/labels';
import { useChartLook, type ChartLook } from '../lib/use-chart-look';
import { ChartCard, type ChartData } from './chart-card';
import type { LegendItem, LegendTarget } from './chart-legend';

interface GalleryCard<Id extends string> {
  id: Id;
  data: ChartData;
  legend?: LegendItem[];
}

interface ChartGalleryProps<Id extends string, C extends GalleryCard<Id>> {
  /** The cards in the look (theme, locale) of the moment; rebuilt when it changes. */
  build: (look: ChartLook, labels: ChartLabels) => C[];
  /** Cards whose data matches another card's description borrow its subtitle. */
  subtitleOf?: Partial<Record<Id, string>>;
  /** Cards that span both columns. */
  wide?: readonly Id[];
  /** The drawing of one card, given the ref its legend drives. */
  renderChart: (card: C, legendTarget: Ref<LegendTarget>) => ReactNode;
}

/** The two-column page of chart cards each chart library's demo shows (Apex, Chart.js, ECharts). */
export function ChartGallery<Id extends string, C extends GalleryCard<Id>>({
  build,
  subtitleOf,
  wide = [],
  renderChart,
}: ChartGalleryProps<Id, C>) {
  const look = useChartLook();
  const { t } = look;
  const cards = useMemo(() => build(look, chartLabels(look.t, look.locale)), [build, look]);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {cards.map((c) => (
        <ChartCard
          key={c.id}
          title={t(`cards.${c.id}.title`)}
          subtitle={t(`cards.${subtitleOf?.[c.id] ?? c.id}.subtitle`)}
          data={c.data}
          className={wide.includes(c.id) ? 'lg:col-span-2' : undefined}
          legend={c.legend}
        >
          {/* A new look (colours, locale) redraws the chart from scratch; the card keeps its state ("Show data"). */}
          {(ref) => <Fragment key={look.key}>{renderChart(c, ref)}</Fragment>}
        </ChartCard>
      ))}
    </div>
  );
}
