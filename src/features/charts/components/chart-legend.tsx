import { useState, type RefObject } from 'react';
import { cn } from '@/lib/cn';

export interface LegendItem {
  name: string;
  color: string;
}

/**
 * What each chart wrapper exposes to its card: show or hide series (or slice) `index`, named `name`, through the
 * library's own API. Returns false while the chart is not drawn yet (nothing changed).
 */
export interface LegendTarget {
  setVisible(index: number, name: string, visible: boolean): boolean;
}

/**
 * The chart's legend as toggle buttons (the libraries draw theirs on canvas or in unfocusable divs, which only a
 * mouse can use). Pressed = the series is shown. Keyed by the card on each new chart, so a redraw starts all shown.
 */
export function ChartLegend({ label, items, target }: { label: string; items: LegendItem[]; target: RefObject<LegendTarget | null> }) {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number, name: string) => {
    const show = hidden.has(index);
    if (!target.current?.setVisible(index, name, show)) return;
    setHidden((prev) => {
      const next = new Set(prev);
      if (show) next.delete(index);
      else next.add(index);
      return next;
    });
  };
  return (
    <div role="group" aria-label={label} className="mb-3 flex flex-wrap gap-x-1 gap-y-1">
      {items.map((item, i) => {
        const shown = !hidden.has(i);
        return (
          <button
            key={`${item.name}-${i}`}
            type="button"
            aria-pressed={shown}
            onClick={() => toggle(i, item.name)}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-1.5 py-0.5 text-sm text-foreground transition-opacity hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              // Text stays at full muted contrast; only the swatch fades.
              !shown && 'text-muted-foreground line-through',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('size-2.5 shrink-0 rounded-full', !shown && 'opacity-40')}
              style={{ backgroundColor: item.color }}
            />
            {item.name}
          </button>
        );
      })}
    </div>
  );
}
