import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

const PATH = '/apps/calendar/vue-simple-calendar';

const grid = () => within(document.querySelector<HTMLElement>('.tc-calendar') ?? document.body);

/** Opens the event from the keyboard, as a screen-reader user would, and returns its dialog. */
async function editFromKeyboard(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  (await grid().findByRole('button', { name }, { timeout: 12000 })).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Edit Event' });
}

async function save(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('calendar event names follow edits', { timeout: 45_000 }, () => {
  // FullCalendar schedules some of its own renders (sizing, datesSet) outside React's act().
  runOutsideAct();
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('a new title is in the event name, and focus returns to the event', async () => {
    const user = userEvent.setup();
    await renderRoute(`${PATH}?view=month&date=2026-11-15`);
    const dialog = await editFromKeyboard(user, '10:00am Design Review, Tuesday, November 3');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Design Sign-off');
    await save(user, dialog);
    expect(await grid().findByRole('button', { name: '10:00am Design Sign-off, Tuesday, November 3' })).toBeInTheDocument();
    expect(grid().queryByRole('button', { name: /Design Review/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('10:00am Design Sign-off, Tuesday, November 3'));
  });

  it('a new time on the same day is in the event name (week)', async () => {
    const user = userEvent.setup();
    await renderRoute(`${PATH}?view=week&date=2026-11-03`);
    // jsdom has no layout: the time grid keeps its events hidden, and hidden elements have no accessible name.
    const named = (label: string) => document.querySelector<HTMLElement>(`.tc-calendar .fc-event[role="button"][aria-label="${label}"]`);
    await waitFor(() => expect(named('10:00am - 11:30am Design Review, Tuesday, November 3')).not.toBeNull(), { timeout: 12000 });
    named('10:00am - 11:30am Design Review, Tuesday, November 3')!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: '2026-11-03T09:00' } });
    await save(user, dialog);
    await waitFor(() => expect(named('9:00am - 11:30am Design Review, Tuesday, November 3')).not.toBeNull());
    expect(document.querySelectorAll('.tc-calendar .fc-event[aria-label*="Design Review"]')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(named('9:00am - 11:30am Design Review, Tuesday, November 3')));
  });

  it('a new day is in the event name, and focus follows the event there (month)', async () => {
    const user = userEvent.setup();
    await renderRoute(`${PATH}?view=month&date=2026-11-15`);
    const dialog = await editFromKeyboard(user, '10:00am Design Review, Tuesday, November 3');
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: '2026-11-04T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '2026-11-04T11:30' } });
    await save(user, dialog);
    expect(await grid().findByRole('button', { name: '10:00am Design Review, Wednesday, November 4' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('10:00am Design Review, Wednesday, November 4'));
  });

  it("the list view hands focus back to the edited event's link", async () => {
    const user = userEvent.setup();
    await renderRoute(`${PATH}?view=list&date=2026-11-03`);
    // FullCalendar's focusable title, an <a> without href.
    (await grid().findByText('Design Review', { selector: 'a' }, { timeout: 12000 })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Design Sign-off');
    await save(user, dialog);
    await waitFor(() => expect(document.activeElement).toBe(grid().getByText('Design Sign-off', { selector: 'a' })));
  });

  it('names the events in the new language after a language switch', async () => {
    await renderRoute(`${PATH}?view=month&date=2026-11-15`);
    await grid().findByRole('button', { name: '10:00am Design Review, Tuesday, November 3' }, { timeout: 12000 });
    await switchLanguage('de', ['calendar']);
    expect(await grid().findByRole('button', { name: '10:00 Design Review, Dienstag, 3. November' })).toBeInTheDocument();
  });
});
