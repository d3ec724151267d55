import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

const PATH = '/apps/calendar/vue-simple-calendar';

/** The dates of the day columns FullCalendar shows in its time grid header. */
const dayColumns = () => [...document.querySelectorAll<HTMLElement>('.tc-calendar th.fc-col-header-cell')].map((th) => th.dataset.date);

const viewGroup = (name = 'Calendar view') => screen.getByRole('group', { name });

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('calendar week on phones', { timeout: 45_000 }, () => {
  // FullCalendar schedules some of its own renders (sizing, datesSet) outside React's act().
  runOutsideAct();
  afterEach(() => {
    window.innerWidth = 1280;
  });

  it('keeps all seven days on wider screens', async () => {
    window.innerWidth = 1280;
    await renderRoute(`${PATH}?view=week&date=2026-11-15`);
    await screen.findByRole('heading', { name: /Nov 15\s*–\s*21, 2026/ }, { timeout: 12000 });
    expect(dayColumns()).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(within(viewGroup()).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('.tc-day-head')).toBeNull();
  });

  it('from sm to md shows the whole week with the narrow header, and the plain header again from md', async () => {
    window.innerWidth = 650;
    await renderRoute(`${PATH}?view=week&date=2026-11-18`);
    await screen.findByRole('heading', { name: /Nov 15\s*–\s*21, 2026/ }, { timeout: 12000 });
    expect(dayColumns()).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(within(viewGroup()).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    // Weekday over the day number in ~75 px columns, full date for screen readers; titles wrap (tc-narrow-grid).
    const thursday = document.querySelector<HTMLElement>('th[data-date="2026-11-19"]')!;
    expect(thursday.querySelector('.tc-day-name')).toHaveTextContent('Thu');
    expect(thursday.querySelector('.tc-day-num')).toHaveTextContent('19');
    expect(within(thursday).getByText('Thursday, November 19')).toHaveClass('sr-only');
    expect(document.querySelector('.tc-narrow-grid')).not.toBeNull();

    resizeTo(1280);
    await waitFor(() => expect(document.querySelector('.tc-day-head')).toBeNull());
    expect(dayColumns()).toHaveLength(7);
    expect(document.querySelector('.tc-narrow-grid')).toBeNull();
  });

  it('shows three days below sm, steps by three with the keyboard, and keeps date and view across the breakpoint', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    const { router } = await renderRoute(`${PATH}?view=week&date=2026-11-15`);
    await screen.findByRole('heading', { name: /Nov 15\s*–\s*17, 2026/ }, { timeout: 12000 });
    expect(dayColumns()).toEqual(['2026-11-15', '2026-11-16', '2026-11-17']);
    expect(within(viewGroup()).getByRole('button', { name: '3 days' })).toHaveAttribute('aria-pressed', 'true');
    // Weekday over the day number, with the full date for screen readers.
    const sunday = document.querySelector<HTMLElement>('th[data-date="2026-11-15"]')!;
    expect(sunday.querySelector('.tc-day-name')).toHaveTextContent('Sun');
    expect(sunday.querySelector('.tc-day-num')).toHaveTextContent('15');
    expect(within(sunday).getByText('Sunday, November 15')).toHaveClass('sr-only');

    screen.getByRole('button', { name: 'Next period' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: /Nov 18\s*–\s*20, 2026/ });
    expect(dayColumns()).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-11-18'));

    resizeTo(1280);
    await screen.findByRole('heading', { name: /Nov 15\s*–\s*21, 2026/ });
    expect(dayColumns()).toHaveLength(7);
    expect(within(viewGroup()).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    // No phone header left behind in the reused cells.
    expect(document.querySelector('.tc-day-head')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-11-18'));

    resizeTo(390);
    await screen.findByRole('heading', { name: /Nov 18\s*–\s*20, 2026/ });
    expect(dayColumns()).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
  });

  it('other views stay as they are on phones, and choosing Week there gives three days', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    await renderRoute(`${PATH}?view=day&date=2026-11-20`);
    await screen.findByRole('heading', { name: /November 20, 2026/ }, { timeout: 12000 });
    expect(dayColumns()).toEqual(['2026-11-20']);
    await user.click(within(viewGroup()).getByRole('button', { name: '3 days' }));
    await screen.findByRole('heading', { name: /Nov 20\s*–\s*22, 2026/ });
    expect(dayColumns()).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('is localized: German label, weekday and full date', async () => {
    window.innerWidth = 390;
    await renderRoute(`${PATH}?view=week&date=2026-11-15`);
    await screen.findByRole('heading', { name: /Nov 15\s*–\s*17, 2026/ }, { timeout: 12000 });
    await switchLanguage('de', ['calendar']);
    expect(await within(viewGroup('Kalenderansicht')).findByRole('button', { name: '3 Tage' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.querySelector('th[data-date="2026-11-15"] .tc-day-name')).toHaveTextContent(/^So\.?$/));
    expect(screen.getByText('Sonntag, 15. November')).toBeInTheDocument();
    // The language switch keeps the date.
    expect(dayColumns()).toEqual(['2026-11-15', '2026-11-16', '2026-11-17']);
  });
});
