import type { Ref, RefObject } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

// jsdom cannot draw: each library's React component becomes a stub that hands the wrapper a fake chart instance.
const fake = vi.hoisted(() => ({
  chartjs: {
    setDatasetVisibility: vi.fn(),
    toggleDataVisibility: vi.fn(),
    getDataVisibility: vi.fn(() => true),
    update: vi.fn(),
  },
  echarts: { dispatchAction: vi.fn() },
  apex: { showSeries: vi.fn(), hideSeries: vi.fn() },
}));

vi.mock('react-chartjs-2', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    Chart: ({ ref }: { ref?: Ref<unknown> }) => {
      useImperativeHandle(ref, () => fake.chartjs);
      return <canvas />;
    },
  };
});
vi.mock('echarts-for-react/esm/core', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    default: function ECharts({ ref }: { ref?: Ref<unknown> }) {
      useImperativeHandle(ref, () => ({ getEchartsInstance: () => fake.echarts }));
      return <canvas />;
    },
  };
});
vi.mock('react-apexcharts', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    default: function ApexChart({ chartRef }: { chartRef: RefObject<unknown> }) {
      useImperativeHandle(chartRef, () => fake.apex);
      return <div />;
    },
  };
});

const legend = (chart: string) => screen.findByRole('group', { name: `${chart}: show or hide series` });

describe('chart legends', { timeout: 40_000 }, () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(async () => {
    // Let the language switch (and its namespace load) settle inside act.
    await act(async () => {
      usePreferences.getState().setLocale('en');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  it('Chart.js: Enter and Space on a legend button hide and show the dataset', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/chartjs', { signedInAs: 'editor' });
    const group = await legend('Multi-series line');
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Visits', 'true'],
      ['Sessions', 'true'],
    ]);
    const sessions = buttons[1]!;
    sessions.focus();
    await user.keyboard('{Enter}');
    expect(fake.chartjs.setDatasetVisibility).toHaveBeenCalledWith(1, false);
    expect(fake.chartjs.update).toHaveBeenCalledTimes(1);
    expect(sessions).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(fake.chartjs.setDatasetVisibility).toHaveBeenLastCalledWith(1, true);
    expect(sessions).toHaveAttribute('aria-pressed', 'true');

    // A language switch redraws the chart with every series shown: the legend follows, in the new language.
    await user.keyboard(' ');
    expect(sessions).toHaveAttribute('aria-pressed', 'false');
    act(() => usePreferences.getState().setLocale('de'));
    const redrawn = await screen.findByRole('group', { name: 'Mehrreihige Linie: Datenreihen ein- oder ausblenden' });
    expect(within(redrawn).getByRole('button', { name: 'Sitzungen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Chart.js: doughnut legend toggles a slice, and every card has one legend', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/chartjs', { signedInAs: 'editor' });
    const mobile = within(await legend('Doughnut')).getByRole('button', { name: 'Mobile' });
    await user.click(mobile);
    expect(fake.chartjs.toggleDataVisibility).toHaveBeenCalledWith(1);
    expect(fake.chartjs.setDatasetVisibility).not.toHaveBeenCalled();
    expect(mobile).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('group', { name: /show or hide series$/ })).toHaveLength(10);
  });

  it('ECharts: a pie slice is toggled through the legend select actions', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/echarts', { signedInAs: 'editor' });
    const social = within(await legend('Pie')).getByRole('button', { name: 'Social' });
    expect(social).toHaveAttribute('aria-pressed', 'true');
    social.focus();
    await user.keyboard(' ');
    expect(fake.echarts.dispatchAction).toHaveBeenCalledWith({ type: 'legendUnSelect', name: 'Social' });
    expect(social).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(fake.echarts.dispatchAction).toHaveBeenLastCalledWith({ type: 'legendSelect', name: 'Social' });
    expect(social).toHaveAttribute('aria-pressed', 'true');
  });

  it('ApexCharts: hides and shows a series by name; single-series charts have no legend', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/apex-charts', { signedInAs: 'editor' });
    const group = await legend('Line area');
    const visits = within(group).getByRole('button', { name: 'Visits' });
    visits.focus();
    await user.keyboard('{Enter}');
    expect(fake.apex.hideSeries).toHaveBeenCalledWith('Visits');
    expect(visits).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(fake.apex.showSeries).toHaveBeenCalledWith('Visits');
    expect(visits).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(await legend('Donut'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Desktop', 'Mobile', 'Tablet']);
    expect(screen.queryByRole('group', { name: 'Line: show or hide series' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Heat map: show or hide series' })).not.toBeInTheDocument();
  });
});
