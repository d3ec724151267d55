import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

// jsdom cannot draw: the wrapper becomes a marker that records what it was given.
vi.mock('../components/apex-chart', () => ({
  ApexChart: ({ type }: { type: string }) => <div data-testid="apex-chart" data-type={type} />,
}));

const TITLES = [
  'Line',
  'Line area',
  'Column',
  'Bar',
  'Mixed',
  'Candlestick',
  '3D bubble',
  'Scatter',
  'Heat map',
  'Pie',
  'Donut',
  'Radial bar',
  'Radar',
];

describe('apex charts page', { timeout: 40_000 }, () => {
  afterEach(async () => {
    // Let the language switch (and its namespace load) settle inside act.
    await act(async () => {
      usePreferences.getState().setLocale('en');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  it('renders thirteen cards, each with a chart and a data table', async () => {
    await renderRoute('/charts-and-maps/charts/apex-charts', { signedInAs: 'editor' });
    for (const title of TITLES) expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getAllByTestId('apex-chart')).toHaveLength(13);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(13);
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(TITLES);
    expect(within(screen.getByRole('table', { name: 'Line' })).getByRole('cell', { name: '$1,280' })).toBeInTheDocument();
  });

  it('shows the data on request and formats numbers for the locale', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/apex-charts', { signedInAs: 'editor' });
    const area = await screen.findByRole('table', { name: 'Line area' });
    expect(within(area).getByRole('cell', { name: '3,100' })).toBeInTheDocument();
    const toggle = screen.getAllByRole('button', { name: 'Show data' })[1]!;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide data');

    act(() => usePreferences.getState().setLocale('de'));
    const areaDe = await screen.findByRole('table', { name: 'Linienfläche' });
    expect(within(areaDe).getByRole('cell', { name: '3.100' })).toBeInTheDocument();
    expect(within(areaDe).getByRole('columnheader', { name: 'Besuche' })).toBeInTheDocument();
  });
});
