import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

const PATH = '/apps/calendar/vue-simple-calendar';

function countRequests(method: string, pathname: string) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) calls.push(pathname);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

async function openCalendar(query = '') {
  const view = await renderRoute(`${PATH}${query}`);
  await screen.findByRole('heading', { name: /November 2026/ }, { timeout: 12000 });
  return view;
}

const grid = () => within(document.querySelector<HTMLElement>('.tc-calendar') ?? document.body);

describe('calendar page', { timeout: 45_000 }, () => {
  // FullCalendar schedules some of its own renders (sizing, datesSet) outside React's act().
  runOutsideAct();
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('opens on the seeded month, keeps view and date in the URL, and the label filter hides events', async () => {
    const user = userEvent.setup();
    const { router } = await openCalendar();
    expect(await screen.findByText('Family Trip')).toBeInTheDocument();
    expect(screen.getByText('Product Review')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?view=month&date=2026-11-15'));

    await user.click(screen.getByRole('checkbox', { name: 'Personal' }));
    await waitFor(() => expect(screen.queryByText('Family Trip')).toBeNull());
    expect(screen.getByText('Product Review')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'View all' }));
    expect(await screen.findByText('Family Trip')).toBeInTheDocument();
  });

  it('events are buttons named with their time, title and day, and Enter opens the editor', async () => {
    const user = userEvent.setup();
    await openCalendar();
    const review = await grid().findByRole('button', { name: '10:00am Design Review, Tuesday, November 3' });
    // A multi-day all-day event names its first and last day.
    expect(grid().getByRole('button', { name: /^Family Trip, Monday, November 9\s*–\s*Wednesday, November 11$/ })).toBeInTheDocument();
    review.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
  });

  it('refuses an end before the start with a message and sends nothing (I6), then adds the event', async () => {
    const user = userEvent.setup();
    const creates = countRequests('POST', '/api/apps/calendar/events/');
    await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Board meeting');
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: '2026-11-20' } });
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '2026-11-18' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText("The end can't be before the start.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^End/)).toHaveAttribute('aria-invalid', 'true');
    expect(creates.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '2026-11-21' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(creates.calls).toHaveLength(1);
    expect(await grid().findByText('Board meeting')).toBeInTheDocument();
    creates.stop();
  });

  it('requires a title and an http(s) URL', async () => {
    const user = userEvent.setup();
    await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await user.type(within(dialog).getByRole('textbox', { name: /Event URL/ }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a link starting with http:// or https://.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveFocus();
  });

  it('keeps the form when saving fails (I12)', async () => {
    server.use(http.post('*/api/apps/calendar/events/', () => fail(500, 'down')));
    const user = userEvent.setup();
    await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Will fail');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'A long description');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Couldn't add the event/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Will fail');
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('A long description');
  });

  it('edits an event from its dialog and removes it with Undo', async () => {
    const user = userEvent.setup();
    const deletes = countRequests('DELETE', '/api/apps/calendar/event/6');
    await openCalendar();
    await user.click(await grid().findByText('Product Review'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Product Review');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(grid().queryByText('Product Review')).toBeNull());
    await waitFor(() => expect(deletes.calls).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    // Undo re-creates the event: first optimistically, then as the stored copy (a new id) after the refetch, so
    // query again each time rather than hold on to the first element found.
    await waitFor(() => expect(grid().getByText('Product Review')).toBeInTheDocument());
    await waitFor(async () => {
      const stored = (await (await fetch('http://localhost/api/apps/calendar/events')).json()) as { title: string }[];
      expect(stored.some((event) => event.title === 'Product Review')).toBe(true);
    });
    await waitFor(() => expect(grid().getByText('Product Review')).toBeInTheDocument());
    deletes.stop();
  });

  it('Remove from the keyboard hands focus to the next event, not to the page', async () => {
    const user = userEvent.setup();
    await openCalendar();
    (await grid().findByRole('button', { name: '10:00am Design Review, Tuesday, November 3' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    within(dialog).getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(grid().queryByText('Design Review')).toBeNull());
    await waitFor(() => expect(document.activeElement).toHaveClass('fc-event'));
    expect(document.activeElement).toHaveAccessibleName(/Meeting With Client/);
  });
});
