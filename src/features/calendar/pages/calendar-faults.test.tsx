import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

const PATH = '/apps/calendar/vue-simple-calendar';
const NO_PERMISSION = "You don't have permission to do that.";

// The mock-API panel's forced status for /api/apps/calendar.
describe('calendar page under API faults', { timeout: 45_000 }, () => {
  // FullCalendar schedules some of its own renders (sizing, datesSet) outside React's act().
  runOutsideAct();
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('a 403 on load says why, with Retry', async () => {
    server.use(http.get('*/api/apps/calendar/events', () => fail(403, 'Forbidden')));
    await renderRoute(PATH);
    const alert = (await screen.findByText("Couldn't load the calendar", {}, { timeout: 12000 })).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(NO_PERMISSION)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a 403 on Add keeps the form and says it is a permission problem', async () => {
    server.use(http.post('*/api/apps/calendar/events/', () => fail(403, 'Forbidden')));
    const user = userEvent.setup();
    await renderRoute(PATH);
    await screen.findByRole('heading', { name: /November 2026/ }, { timeout: 12000 });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Kept event');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Couldn't add the event/)).toBeInTheDocument();
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Kept event');
  });
});
