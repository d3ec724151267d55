import { fireEvent, render, screen } from '@testing-library/react';
import { CartesianChart } from './cartesian-chart';
import { GaugeChart } from './gauge-chart';
import { PieChart } from './pie-chart';
import { RadarChart } from './radar-chart';

// jsdom has no layout: every chart draws in the 300×150 box useSize assumes; getBoundingClientRect is at 0,0.
const hover = (el: Element, x: number, y: number) => fireEvent.pointerMove(el, { clientX: x, clientY: y });
const box = (c: HTMLElement) => c.querySelector('svg')?.parentElement as HTMLElement;

describe('CartesianChart', () => {
  const series = [
    { name: 'This month', data: [10, 30, 20], color: 'primary' as const, width: 4 },
    { name: 'Last month', data: [5, 15, 25], color: 'muted-foreground' as const, dash: '8 6' },
  ];

  it('draws axes, dashed grid lines, one line per series in theme colours, and a tooltip on hover', () => {
    const { container } = render(
      <CartesianChart type="line" categories={['Jan', 'Feb', 'Mar']} series={series} format={(v) => `$${v}`} axis={String} />,
    );
    const lines = container.querySelectorAll('path[stroke]');
    expect(Array.from(lines, (l) => l.getAttribute('stroke'))).toEqual(['var(--primary)', 'var(--muted-foreground)']);
    expect(lines[1]).toHaveAttribute('stroke-dasharray', '8 6');
    // A line chart's value axis spans its data (5–30), not from zero.
    expect(Array.from(container.querySelectorAll('text'), (t) => t.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      'Jan',
      'Feb',
      'Mar',
    ]);
    expect(container.querySelectorAll('line[stroke-dasharray="4 4"]')).toHaveLength(5);
    // Hover near the middle category: its title, both series' values, a dot per series.
    hover(box(container), 150, 60);
    expect(screen.getByText('Feb', { selector: 'p' })).toHaveClass('font-semibold');
    expect(screen.getByText('This month: $30')).toBeInTheDocument();
    expect(screen.getByText('Last month: $15')).toBeInTheDocument();
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    fireEvent.pointerLeave(box(container));
    expect(screen.queryByText('This month: $30')).not.toBeInTheDocument();
  });

  it('stacks bars and rounds only the top of each stack; a sparkline has no axes', () => {
    const { container } = render(
      <CartesianChart
        type="bar"
        stacked
        categories={['a', 'b']}
        series={[
          { name: 'New', data: [2, 3], color: 'primary' },
          { name: 'Retained', data: [1, 0], color: 'danger' },
        ]}
        format={String}
        bar={{ size: 0.5, radius: 5 }}
      />,
    );
    expect(container.querySelector('text')).toBeNull();
    const bars = Array.from(container.querySelectorAll('path'), (p) => [p.getAttribute('fill'), p.getAttribute('d')]);
    // a: new (square, under retained), b: new (top of its stack: rounded); a: retained (rounded), b: retained (empty).
    expect(bars.map(([fill]) => fill)).toEqual(['var(--primary)', 'var(--primary)', 'var(--danger)', 'var(--danger)']);
    expect(bars[0]?.[1]).not.toContain('A');
    expect(bars[1]?.[1]).toContain('A');
    expect(bars[2]?.[1]).toContain('A');
    expect(bars[3]?.[1]).toBe('');
  });

  it('fills the area under a sparkline with a fading gradient of its colour', () => {
    const { container } = render(
      <CartesianChart
        type="line"
        categories={['1', '2', '3']}
        series={[{ name: 'Orders', data: [3, 1, 2], color: 'warning', area: true }]}
        format={String}
      />,
    );
    const stops = container.querySelectorAll('stop');
    expect((stops[0] as SVGElement).style.stopColor).toBe('var(--warning)');
    expect(container.querySelector('[data-chart="line"]')).toHaveAttribute('data-area', 'true');
    expect(container.querySelector('path[fill^="url(#"]')?.getAttribute('d')).toMatch(/Z$/);
  });
});

describe('round charts', () => {
  it('a doughnut draws a slice per value, moves the hovered one out and names it', () => {
    const { container } = render(
      <PieChart
        cutout={0.7}
        slices={[
          { name: 'Desktop', value: 50, color: 'primary' },
          { name: 'Mobile', value: 50, color: 'warning' },
        ]}
        format={(v) => `${v}%`}
        center={<span>Centre</span>}
      />,
    );
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByText('Centre')).toBeInTheDocument();
    // Right half of the ring (centre 150,75): the first slice.
    hover(box(container), 210, 75);
    expect(screen.getByText('Desktop: 50%')).toBeInTheDocument();
    expect(container.querySelector('path')?.getAttribute('transform')).not.toBe('translate(0 0)');
    // The hole shows nothing.
    hover(box(container), 150, 75);
    expect(screen.queryByText(/Desktop:/)).not.toBeInTheDocument();
  });

  it('a gauge draws a track and a value arc per ring, value clamped, tooltip on the value arc only', () => {
    const { container } = render(
      <GaugeChart
        rings={[
          { name: 'Done', value: 140, color: { from: 'danger', to: 'primary' } },
          { name: 'Zero', value: 0, color: 'warning' },
        ]}
        format={(v) => `${v}%`}
        cutout={0.5}
      />,
    );
    expect(container.querySelectorAll('circle.stroke-border')).toHaveLength(2);
    // The 0 % ring has no value arc; the full one uses its gradient.
    const values = container.querySelectorAll('path[pathLength]');
    expect(values).toHaveLength(1);
    expect(values[0]?.getAttribute('stroke')).toMatch(/^url\(#/);
    // Outer ring at radius ~ 75 - 12.5: point straight up from the centre.
    hover(box(container), 150, 12);
    expect(screen.getByText('Done: 100%')).toBeInTheDocument();
  });

  it('a radar draws grid polygons, a polygon per series and a tooltip for the nearest category', () => {
    const { container } = render(
      <RadarChart
        categories={['Jun', 'Jul', 'Aug', 'Sep']}
        series={[
          { name: 'Sales', data: [10, 20, 30, 40], color: 'primary', opacity: 0.85 },
          { name: 'Visits', data: [40, 30, 20, 10], color: 'warning', opacity: 0.6 },
        ]}
        format={String}
      />,
    );
    expect(container.querySelectorAll('polygon[fill]')).toHaveLength(2);
    expect(container.querySelectorAll('polygon:not([fill])').length).toBeGreaterThan(2);
    // Straight right of the centre: Jul.
    hover(box(container), 290, 75);
    expect(screen.getByText('Sales: 20')).toBeInTheDocument();
    expect(screen.getByText('Visits: 30')).toBeInTheDocument();
  });
});
