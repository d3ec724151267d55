import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

// The SVG charts render in jsdom: each marks its kind (and whether it fills an area) on its root.
const charts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-chart]'));

configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 40_000 });
beforeAll(async () => {
  await Promise.all([
    import('./pages/card-basic-page'),
    import('./pages/card-statistics-page'),
    import('./pages/card-analytics-page'),
    import('./pages/card-actions-page'),
    import('./pages/card-colors-page'),
    import('@/app/layouts/main-layout/main-layout'),
  ]);
}, 60_000);

/** Accessible names of the page's region landmarks (axe landmark-unique wants each one distinct). */
const regionNames = () => {
  // The name matcher may also see hidden elements: keep the names of the regions it returns.
  const nameOf = new Map<Element, string>();
  return screen.getAllByRole('region', { name: (name, el) => Boolean(nameOf.set(el, name)) }).map((r) => nameOf.get(r));
};

const open = (path: string) => renderRoute(path, { signedInAs: 'editor' });
const card = async (name: string | RegExp) => (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

describe('/ui-elements/card/basic', () => {
  it('renders every card from its call; video rates, chat and contact form work', async () => {
    const user = userEvent.setup();
    await open('/ui-elements/card/basic');
    for (const name of [
      'Apple Watch Series 9',
      'Sales this month',
      'Quarterly goal',
      'Zoe Stevens',
      'Omar Haddad',
      'Lena Fischer',
      'Lisbon Riverside',
      'Lisbon',
      'A lovely pair of headphones',
      'Activity Timeline',
      'Code tabs',
      'Vertical tabs',
    ]) {
      expect(await card(name)).toBeInTheDocument();
    }
    expect(within(await card('Lisbon')).getByText('Sunny')).toBeInTheDocument();
    const follow = within(await card('Zoe Stevens')).getByRole('button', { name: 'Follow' });
    await user.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    expect(follow).toHaveAccessibleName('Following');
    await user.click(within(await card('Lisbon Riverside')).getByRole('button', { name: 'Book a tour' }));
    expect(await screen.findByText('Book a tour — demo only, nothing was sent.')).toBeInTheDocument();

    // Video: the rates are buttons that set the <video>'s playbackRate; the source is the bundled WebM.
    const video = await card('Video player');
    const player = video.querySelector('video') as HTMLVideoElement;
    expect(player.querySelector('source')).toHaveAttribute('src', '/media/demo-clip.webm');
    // Captions: one WebVTT track per locale.
    expect(Array.from(player.querySelectorAll('track[kind="captions"]'), (t) => t.getAttribute('srclang'))).toEqual([
      'en',
      'de',
      'fr',
      'pt',
    ]);
    for (const rate of ['0.7', '1', '1.5', '2']) expect(within(video).getByRole('radio', { name: `Speed ${rate}×` })).toBeInTheDocument();
    await user.click(within(video).getByRole('radio', { name: 'Speed 1.5×' }));
    expect(player.playbackRate).toBe(1.5);

    // Chat: markup is appended as text, never as HTML.
    const chat = await card('Chat');
    const log = within(chat).getByRole('log', { name: 'Messages' });
    await within(log).findByText(/Almost! The cards are done/);
    await user.type(within(chat).getByRole('textbox', { name: 'Type your message' }), '<img src=x onerror=alert(1)>{Enter}');
    expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(log.querySelector('img[src="x"]')).toBeNull();

    // Contact form: errors on submit with the first invalid field focused; a valid submit clears it.
    const form = await card('Contact form');
    const name = within(form).getByRole('textbox', { name: /Name/ });
    const email = within(form).getByRole('textbox', { name: /Email/ });
    const message = within(form).getByRole('textbox', { name: /Message/ });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter your email address.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Ada');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await within(form).findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.type(message, 'Hello there, nice template!');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Thanks Ada, your message was sent.')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(message).toHaveValue('');
    await user.type(name, 'Draft');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('');

    // Code tabs: the output tab really runs the demo.
    const tabs = await card('Code tabs');
    await user.click(within(tabs).getByRole('button', { name: 'Say hello' }));
    expect(within(tabs).getByText('Hello!')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'JS' }));
    expect(within(tabs).getByText(/addEventListener/)).toBeInTheDocument();
  });
});

describe('/ui-elements/card/statistics', () => {
  it('renders all seven statistic calls, both chart variants and the tiles', async () => {
    await open('/ui-elements/card/statistics');
    for (const name of ['Subscribers Gained', 'Revenue Generated', 'Quarterly Sales', 'Site Traffic', 'Active Users', 'Newsletter']) {
      expect(await card(name)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Orders Received', level: 2 })).toHaveLength(2));
    // Cards load one by one: wait for all eight charts before counting their kinds.
    await waitFor(() => expect(charts()).toHaveLength(8));
    expect(charts().every((c) => c.dataset.chart === 'line')).toBe(true);
    const areas = charts().filter((c) => c.dataset.area === 'true');
    expect(areas).toHaveLength(4);
    // An area sparkline draws its fill (closed path) under its line.
    expect(areas.every((c) => c.querySelector('path[d$="Z"]') && c.querySelector('path[stroke]'))).toBe(true);
    // Both rows hold an "Orders Received" card: each region's name says which row it is in.
    const names = regionNames();
    expect(names).toEqual(expect.arrayContaining(['Orders Received (Area charts)', 'Orders Received (Line charts)', 'Line charts']));
    expect(new Set(names).size).toBe(names.length);
    for (const tile of [
      'CPU Usage',
      'Memory Usage',
      'Downtime Ratio',
      'Issues Found',
      'Views',
      'Comments',
      'Orders',
      'Reviews',
      'Returns',
      'Favorited',
    ]) {
      // Labels wrap in the narrow four-a-row tiles; cut with an ellipsis, "Taxa de indisponibilidade" could not be read.
      expect(screen.getByRole('heading', { name: tile, level: 3 })).not.toHaveClass('truncate');
    }
  });
});

describe('/ui-elements/card/analytics', () => {
  it("renders every analytics card including sales line, funding and today's todo", async () => {
    const user = userEvent.setup();
    await open('/ui-elements/card/analytics');
    for (const name of [
      'Avg Sessions',
      'Support Tracker',
      'Product Orders',
      'Sales Stats',
      'Revenue',
      'Goal Overview',
      'Browser Statistics',
      'Client Retention',
      'Sessions By Device',
      'Customers',
      'Sales',
      'Funding',
    ]) {
      expect(await card(name)).toBeInTheDocument();
    }
    // Bars ×2, lines ×2, radar, pie, the device doughnut and three gauges.
    await waitFor(() => expect(charts()).toHaveLength(10));
    const types = charts().map((c) => c.dataset.chart);
    expect(types.sort()).toEqual(['bar', 'bar', 'doughnut', 'gauge', 'gauge', 'gauge', 'line', 'line', 'pie', 'radar']);
    const todo = await card("Today's Todo");
    const box = within(todo).getByRole('checkbox', { name: 'Review the Q3 dashboard' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(within(todo).getByText('3 of 5 done')).toBeInTheDocument();
  });

  it("writes today's todo times in the reader's clock convention", async () => {
    await open('/ui-elements/card/analytics');
    const todo = await card("Today's Todo");
    const times = () => Array.from(todo.querySelectorAll('time'), (t) => t.textContent ?? '');
    expect(times()[0]).toMatch(/^\d{1,2}:\d\d\s?[AP]M$/);
    await act(() => i18n.changeLanguage('pt'));
    // Brazilian Portuguese uses a 24-hour clock: 14:30, no AM/PM.
    await waitFor(() => expect(times().every((t) => /^\d\d:\d\d$/.test(t))).toBe(true));
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('/ui-elements/card/card-actions', () => {
  it('collapses, refreshes (busy, then content) and removes/restores cards', async () => {
    const user = userEvent.setup();
    await open('/ui-elements/card/card-actions');
    expect(await screen.findByRole('table', { name: 'Card actions' })).toBeInTheDocument();

    const collapsible = await card('Collapsible');
    const toggle = within(collapsible).getByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Expand');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveAttribute('data-state', 'closed');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const refresh = await card('Refresh content');
    const refreshButton = within(refresh).getByRole('button', { name: 'Refresh' });
    await user.click(refreshButton);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    // Busy but still focused (a disabled button would drop keyboard focus to <body>); presses are ignored.
    expect(refreshButton).toHaveFocus();
    expect(refreshButton).toHaveAttribute('aria-disabled', 'true');
    expect(within(refresh).getByRole('status')).toHaveTextContent('Refreshing');
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'), { timeout: 6000 });
    expect(within(refresh).getByText(/reload this card/)).toBeInTheDocument();

    const removeButton = within(await card('Remove card')).getByRole('button', { name: 'Remove' });
    await user.click(removeButton);
    // Fading out: the pressed button keeps the focus (never <body>) and ignores further presses.
    expect(removeButton).toHaveFocus();
    expect(removeButton).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Remove card' })).not.toBeInTheDocument());
    expect(screen.getByText('1 card removed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore cards' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Restore cards' }));
    expect(await card('Remove card')).toBeInTheDocument();
    // The restored card takes the focus of the vanished "Restore cards" button.
    expect(within(await card('Remove card')).getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Restore cards' })).not.toBeInTheDocument();
  });
});

describe('/ui-elements/card/card-colors', () => {
  it('renders solid, gradient, image and text variants with a code toggle', async () => {
    await open('/ui-elements/card/card-colors');
    for (const name of ['Solid backgrounds', 'Gradient backgrounds', 'Gradient over an image', 'Text colours'])
      expect(await card(name)).toBeInTheDocument();
    const solid = await card('Solid backgrounds');
    expect(within(solid).getByRole('heading', { name: 'Primary', level: 3 }).closest('section')).toHaveClass('bg-primary-solid');
    fireEvent.click(within(solid).getByRole('button', { name: /code/i }));
    expect(within(solid).getByText(/bg-primary-solid p-5 text-white/)).toBeInTheDocument();
  });
});
