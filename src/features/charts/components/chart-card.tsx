import { useCallback, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { LIVE_I18N } from '@/lib/live-i18n';
import { numberFormatter } from '../lib/use-chart-look';
import { ChartLegend, type LegendItem, type LegendTarget } from './chart-legend';

interface DataRow {
  label: string;
  values: (number | string)[];
}
export interface ChartData {
  /** Header of the first column (e.g. "Month"). */
  rowHeader: string;
  columns: string[];
  rows: DataRow[];
  /** Number format for numeric cells (e.g. percent). */
  format?: Intl.NumberFormatOptions;
}

export interface ChartCardProps {
  title: string;
  subtitle?: string;
  data: ChartData;
  className?: string;
  /** Series (or slices) the legend shows and toggles; the chart hides its own legend. None: no legend. */
  legend?: LegendItem[];
  /** The drawing (the table is its text alternative); given the ref its legend drives. */
  children: ReactNode | ((legendTarget: Ref<LegendTarget>) => ReactNode);
}

/** A chart card: title, subtitle, legend, the chart, and its data as a table (screen-reader only until "Show data"). */
export function ChartCard({ title, subtitle, data, className, legend, children }: ChartCardProps) {
  const { t } = useTranslation('charts', LIVE_I18N);
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  const target = useRef<LegendTarget | null>(null);
  // Each new chart (theme or locale redraw) starts with every series shown: a new legend starts so too.
  const [drawing, setDrawing] = useState(0);
  const connect = useCallback((next: LegendTarget | null) => {
    target.current = next;
    if (next) setDrawing((n) => n + 1);
  }, []);
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <div className="min-w-0 flex-1">
          <CardTitle>{title}</CardTitle>
          {subtitle && <CardDescription className="mt-1">{subtitle}</CardDescription>}
        </div>
        <Button
          variant="ghost"
          color="secondary"
          size="sm"
          aria-expanded={showData}
          aria-controls={tableId}
          onClick={() => setShowData((s) => !s)}
          className={cn(showData && 'bg-primary-soft text-primary-text')}
        >
          <Table2 aria-hidden="true" />
          {showData ? t('hideData') : t('showData')}
        </Button>
      </CardHeader>
      <CardContent className="min-w-0">
        {/* Not aria-hidden: ApexCharts' zoom and download toolbars are real buttons. The data table is the text alternative. */}
        {legend && legend.length > 0 && <ChartLegend key={drawing} label={t('legend', { chart: title })} items={legend} target={target} />}
        <div className="min-w-0">{typeof children === 'function' ? children(connect) : children}</div>
        <DataTable id={tableId} caption={title} data={data} visible={showData} />
      </CardContent>
    </Card>
  );
}

function DataTable({ id, caption, data, visible }: { id: string; caption: string; data: ChartData; visible: boolean }) {
  const { i18n } = useTranslation('charts', LIVE_I18N);
  const fmt = numberFormatter(i18n.language || 'en', data.format);
  return (
    <div
      id={id}
      className={visible ? 'mt-4 max-h-80 overflow-auto rounded-md border [scrollbar-width:thin]' : 'sr-only'}
      tabIndex={visible ? 0 : undefined}
      role={visible ? 'region' : undefined}
      aria-label={visible ? caption : undefined}
    >
      {/* One line per row ("10. Okt.", "1 234 $"): the region scrolls sideways on a phone instead. */}
      <table className="w-full text-sm whitespace-nowrap">
        <caption className="sr-only">{caption}</caption>
        {/* Stays in view while the rows scroll under it (a candlestick table has 24); opaque, then tinted as before. */}
        <thead className="sticky top-0 bg-card text-left [&_th]:bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {data.rowHeader}
            </th>
            {data.columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, r) => (
            <tr key={`${row.label}-${r}`} className="border-t">
              <th scope="row" className="px-3 py-1.5 text-left font-medium">
                {row.label}
              </th>
              {row.values.map((v, i) => (
                <td key={i} className="px-3 py-1.5 text-right tabular-nums">
                  {typeof v === 'number' ? fmt(v) : v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
