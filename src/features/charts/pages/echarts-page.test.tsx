import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

vi.mock('../components/echarts-chart', () => ({
  EChartsChart: ({ card }: { card: { id: string } }) => <div data-testid="echarts-chart" data-id={card.id} />,
}));

const TITLES = ['Line', 'Bar', 'Pie', 'Polar', 'Radar', 'Scatter'];

describe('echarts page', { timeout: 40_000 }, () => {
  afterEach(async () => {
    // Let the language switch (and its namespace load) settle inside act.
    await act(async () => {
      usePreferences.getState().setLocale('en');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  it('renders six cards with a chart and a data table each', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/echarts', { signedInAs: 'editor' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Polar' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(TITLES);
    expect(screen.getAllByTestId('echarts-chart')).toHaveLength(6);
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(TITLES);
    const polar = screen.getByRole('table', { name: 'Polar' });
    expect(within(polar).getByRole('cell', { name: '$2,810' })).toBeInTheDocument();
    const toggle = screen.getAllByRole('button', { name: 'Show data' })[3]!;
    expect(polar.parentElement).toHaveClass('sr-only');
    await user.click(toggle);
    expect(polar.parentElement).not.toHaveClass('sr-only');

    act(() => usePreferences.getState().setLocale('pt'));
    expect(await screen.findByRole('columnheader', { name: 'Receita' })).toBeInTheDocument();
    const polarPt = screen.getByRole('table', { name: 'Polar' });
    expect(within(polarPt).getByRole('cell', { name: /^US\$\s?2\.810(,00)?$/ })).toBeInTheDocument();
  });
});
