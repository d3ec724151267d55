import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

interface TipRow {
  name?: string;
  value: string;
  color: string;
}

export interface Tip {
  x: number;
  y: number;
  title?: string;
  rows: TipRow[];
}

/**
 * The hover tooltip (mouse only, like the canvas charts before: the drawing is aria-hidden and the figure's caption
 * is the text alternative). Sits right of the point, or left of it when there is no room, always inside the chart's
 * w×h box (it is measured after each render).
 */
export function Tooltip({ tip, w, h }: { tip: Tip | null; w: number; h: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const next = { w: el.offsetWidth, h: el.offsetHeight };
    setSize((s) => (s.w === next.w && s.h === next.h ? s : next));
  }, [tip]);
  if (!tip || !tip.rows.length) return null;
  const x = tip.x + 12 + size.w <= w ? tip.x + 12 : tip.x - 12 - size.w;
  return (
    <div
      ref={ref}
      className="pointer-events-none absolute z-10 rounded-md border bg-card px-2.5 py-2 text-xs whitespace-nowrap text-foreground shadow-md"
      style={{ left: Math.max(0, Math.min(x, w - size.w)), top: Math.max(0, Math.min(tip.y - size.h / 2, h - size.h)) }}
    >
      {tip.title ? <p className="mb-1 font-semibold">{tip.title}</p> : null}
      {tip.rows.map((r, i) => (
        <p key={i} className="flex items-center gap-1.5 leading-5">
          <span className="size-2.5 shrink-0 rounded-full" style={{ background: r.color }} />
          {r.name ? `${r.name}: ${r.value}` : r.value}
        </p>
      ))}
    </div>
  );
}

/** Series names above the plot, start-aligned, with round or square markers. */
export function Legend({ items, marker = 'circle' }: { items: { name: string; color: string }[]; marker?: 'circle' | 'rect' }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-foreground">
      {items.map((s) => (
        <li key={s.name} className="flex items-center gap-1.5">
          <span className={cn('size-2.5 shrink-0', marker === 'circle' && 'rounded-full')} style={{ background: s.color }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}
