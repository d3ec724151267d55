import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { kFormatter } from '@/lib/format';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';
import { salesBar, statistic, supportTracker } from './mocks/dashboard.seed';

const open = (path: string, role: 'admin' | 'editor' = 'admin') => renderRoute(path, { signedInAs: role });

// The SVG charts render in jsdom (a 300×150 box, there is no layout): each marks its kind on its root.
const charts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-chart]'));
const chartTypes = () =>
  charts()
    .map((c) => c.dataset.chart)
    .sort();
/** Every chart is drawn (shapes with geometry) inside an aria-hidden box, with nothing focusable in it. */
const expectDrawnAndHidden = () =>
  charts().forEach((c) => {
    expect(c.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(c.querySelectorAll('svg path[d^="M"], svg polygon[points]').length).toBeGreaterThan(0);
    expect(c.querySelector('a, button, input, [tabindex]')).toBeNull();
  });

// Lazy pages, layouts and namespaces take a while on a busy machine: load them once up front.
configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 40_000 });
beforeAll(async () => {
  await Promise.all([import('./pages/analytics-page'), import('./pages/ecommerce-page'), import('@/app/layouts/main-layout/main-layout')]);
}, 60_000);

const card = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

describe('/dashboard/analytics', () => {
  it('/ redirects to the analytics dashboard', async () => {
    const { router } = await open('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analytics'));
  });

  it('renders every card with its data', async () => {
    await open('/dashboard/analytics');
    expect(await screen.findByRole('heading', { name: 'Congratulations John!' })).toBeInTheDocument();
    expect(await screen.findByText(/You made 2,280 sales today/)).toBeInTheDocument();
    const subscribers = await card('Subscribers Gained');
    expect(await within(subscribers).findByText(kFormatter(statistic('subscribers').analyticsData))).toBeInTheDocument();
    expect(await card('Orders Received')).toBeInTheDocument();
    const sessions = await card('Avg Sessions');
    expect(within(sessions).getByText(kFormatter(salesBar('last28').analyticsData.sessions))).toBeInTheDocument();
    ['Goal', 'Users', 'Retention', 'Duration'].forEach((l) =>
      expect(within(sessions).getByText(`${l}:`, { exact: false })).toBeInTheDocument(),
    );
    const support = await card('Support Tracker');
    expect(within(support).getByText('Open Tickets')).toBeInTheDocument();
    // The gauge's centre is HTML over the canvas: label and value.
    expect(await within(support).findByText(`${supportTracker('last28').series[0]}%`)).toBeInTheDocument();
    expect(within(support).getAllByText('Completed Tickets').length).toBeGreaterThan(0);
    const orders = await card('Product Orders');
    expect(within(orders).getByText('Finished')).toBeInTheDocument();
    const radar = await card('Sales Stats');
    expect(within(radar).getByRole('table', { name: 'Sales Stats' })).toBeInTheDocument();
    expect(await card('Activity Timeline')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Dispatched Orders' });
    expect(within(table).getAllByText('Moving').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Canceled')[0]).toHaveClass('bg-danger-soft');
    // Two sparklines, the sessions bars, two gauges (support, product orders) and the radar.
    await waitFor(() => expect(charts()).toHaveLength(6));
    expect(chartTypes()).toEqual(['bar', 'gauge', 'gauge', 'line', 'line', 'radar']);
    expectDrawnAndHidden();
    // Product orders: three rings, each a track and a value arc; the radar draws both series.
    expect(orders.querySelectorAll('[data-chart="gauge"] path[pathLength]')).toHaveLength(3);
    expect(radar.querySelectorAll('[data-chart="radar"] polygon[fill]')).toHaveLength(2);
  });

  it('a failing card shows its error with Retry while the others render, and Retry recovers (H2)', async () => {
    let failing = true;
    server.use(
      http.get('*/api/card/card-analytics/sales/bar', () => (failing ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : undefined)),
    );
    await open('/dashboard/analytics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load Avg Sessions.");
    expect(await card('Support Tracker')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Dispatched Orders' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Avg Sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the period dropdown re-queries the card', async () => {
    const user = userEvent.setup();
    await open('/dashboard/analytics');
    const sessions = await card('Avg Sessions');
    await user.click(within(sessions).getByRole('button', { name: /Avg Sessions period/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Last Year' }));
    expect(await within(sessions).findByText(kFormatter(salesBar('lastYear').analyticsData.sessions))).toBeInTheDocument();
    expect(within(sessions).getByText('vs the year before')).toBeInTheDocument();
  });

  it('a period whose call fails keeps the card, its menu and focus, with a notice and Retry', async () => {
    let failing = true;
    server.use(
      http.get('*/api/card/card-analytics/sales/bar', ({ request }) =>
        failing && new URL(request.url).searchParams.get('period') === 'lastYear'
          ? HttpResponse.json({ error: 'boom' }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    await open('/dashboard/analytics');
    const sessions = await card('Avg Sessions');
    const shown = kFormatter(salesBar('last28').analyticsData.sessions);
    expect(await within(sessions).findByText(shown)).toBeInTheDocument();
    await user.click(within(sessions).getByRole('button', { name: /Avg Sessions period/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Last Year' }));
    const notice = await within(sessions).findByRole('alert');
    expect(notice).toHaveTextContent("Couldn't refresh");
    // Same card, earlier figures, the menu (and the focus Radix returned to it) still there.
    expect(within(sessions).getByText(shown)).toBeInTheDocument();
    const trigger = within(sessions).getByRole('button', { name: 'Avg Sessions period: Last Year' });
    expect(trigger).toHaveFocus();
    // The text names the period of the figures shown, not the one that failed.
    expect(within(sessions).getByText('vs last 28 days')).toBeInTheDocument();
    expect(within(sessions).queryByText('vs the year before')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await within(sessions).findByText(kFormatter(salesBar('lastYear').analyticsData.sessions))).toBeInTheDocument();
    expect(within(sessions).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(sessions).getByText('vs the year before')).toBeInTheDocument();
  });

  it("writes the sessions goal as money in the reader's locale", async () => {
    await open('/dashboard/analytics');
    const sessions = await card('Avg Sessions');
    const goal = () => (sessions.querySelector('#avg-goal')?.textContent ?? '').replace(/\s/g, ' ');
    expect(goal()).toBe('Goal: $100.0k');
    // German puts the sign after the figure, like every other sum on the dashboards.
    await switchLanguage('de', ['dashboard']);
    await waitFor(() => expect(goal()).toBe('Ziel: 100,0k $'));
  });

  it("sorts the Status column by the status names in the reader's language", async () => {
    const user = userEvent.setup();
    await open('/dashboard/analytics');
    const table = await screen.findByRole('table', { name: 'Dispatched Orders' });
    await switchLanguage('de', ['dashboard']);
    await user.click(await within(table).findByRole('button', { name: 'Status' }));
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '');
    expect(new Set(statuses)).toEqual(new Set(['Ausstehend', 'Storniert', 'Unterwegs']));
    expect(statuses).toEqual([...statuses].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('sorts dispatched orders by a column', async () => {
    const user = userEvent.setup();
    await open('/dashboard/analytics');
    const table = await screen.findByRole('table', { name: 'Dispatched Orders' });
    await user.click(within(table).getByRole('button', { name: 'Status' }));
    expect(within(table).getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(statuses).toEqual([...statuses].sort());
  });

  it('View Details opens the per-day sessions of the chosen period; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    await open('/dashboard/analytics');
    const sessions = await card('Avg Sessions');
    const button = within(sessions).getByRole('button', { name: 'View Details' });
    await user.click(button);
    const details = await screen.findByRole('dialog', { name: 'Avg Sessions · Last 28 Days' });
    const data = salesBar('last28').series[0]!.data;
    const rows = within(details).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(data.length);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Day 1');
    expect(within(rows[0]!).getByRole('cell')).toHaveTextContent(String(data[0]));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('sorts the Distance column by the kilometres it shows, both ways', async () => {
    const user = userEvent.setup();
    await open('/dashboard/analytics');
    const table = await screen.findByRole('table', { name: 'Dispatched Orders' });
    const km = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => parseFloat(within(r).getAllByRole('cell')[4]?.textContent ?? ''));
    const ascending = (list: number[]) => [...list].sort((a, b) => a - b);
    await user.click(within(table).getByRole('button', { name: 'Distance' }));
    expect(km().every(Number.isFinite)).toBe(true);
    expect(km()).toEqual(ascending(km()));
    await user.click(within(table).getByRole('button', { name: 'Distance' }));
    expect(km()).toEqual(ascending(km()).reverse());
  });
});

describe('/dashboard/ecommerce', () => {
  it('sends an editor to the not-authorized page (D1)', async () => {
    const { router } = await open('/dashboard/ecommerce', 'editor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/not-authorized'));
  });

  it('renders the cards for an admin and the chat appends messages as text', async () => {
    const user = userEvent.setup();
    await open('/dashboard/ecommerce');
    for (const name of [
      'Subscribers Gained',
      'Revenue Generated',
      'Quarterly Sales',
      'Orders Received',
      'Revenue',
      'Goal Overview',
      'Browser Statistics',
      'Client Retention',
      'Sessions By Device',
      'Customers',
    ]) {
      expect(await card(name)).toBeInTheDocument();
    }
    expect(await screen.findByText('Google Chrome')).toBeInTheDocument();
    // Four sparklines (three areas), revenue lines, goal gauge, retention bars, device donut, customers pie.
    await waitFor(() => expect(charts()).toHaveLength(9));
    expect(chartTypes()).toEqual(['bar', 'doughnut', 'gauge', 'line', 'line', 'line', 'line', 'line', 'pie']);
    expect(charts().filter((c) => c.dataset.area === 'true')).toHaveLength(3);
    expectDrawnAndHidden();
    const chat = await card('Chat');
    // A focusable log (keyboard-scrollable, announces new messages) around the message list.
    const log = within(chat).getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(within(log).getByRole('list')).toBeInTheDocument();
    expect(await within(log).findByText(/Almost! The cards are done/)).toBeInTheDocument();
    const input = within(chat).getByRole('textbox', { name: 'Type your message' });
    await user.type(input, '<b>hello</b>{Enter}');
    expect(within(log).getByText('<b>hello</b>')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.type(input, '   ');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(8);
  });
});
