import { act, screen, within } from '@testing-library/react';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

vi.mock('../components/chartjs-chart', () => ({
  ChartJsChart: ({ card }: { card: { type: string } }) => <div data-testid="chartjs-chart" data-type={card.type} />,
}));

const TITLES = ['Line', 'Multi-series line', 'Bar', 'Horizontal bar', 'Pie', 'Doughnut', 'Radar', 'Polar area', '3D bubble', 'Scatter'];

describe('chart.js page', { timeout: 40_000 }, () => {
  afterEach(async () => {
    // Let the language switch (and its namespace load) settle inside act.
    await act(async () => {
      usePreferences.getState().setLocale('en');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  it('renders ten cards with a chart and a data table each, numbers following the locale', async () => {
    await renderRoute('/charts-and-maps/charts/chartjs', { signedInAs: 'editor' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Multi-series line' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(TITLES);
    expect(screen.getAllByTestId('chartjs-chart').map((c) => c.dataset.type)).toEqual([
      'line',
      'line',
      'bar',
      'bar',
      'pie',
      'doughnut',
      'radar',
      'polarArea',
      'bubble',
      'scatter',
    ]);
    expect(screen.getAllByRole('table')).toHaveLength(10);
    expect(within(screen.getByRole('table', { name: 'Horizontal bar' })).getByRole('cell', { name: '1,380' })).toBeInTheDocument();

    act(() => usePreferences.getState().setLocale('fr'));
    const table = await screen.findByRole('table', { name: 'Barres horizontales' });
    // French groups thousands with a narrow no-break space.
    expect(within(table).getByRole('cell', { name: /^1\s380$/ })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Allemagne' })).toBeInTheDocument();
  });
});
