import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

async function openAddEvent(user: ReturnType<typeof userEvent.setup>) {
  await renderRoute('/apps/calendar/vue-simple-calendar');
  await screen.findByRole('heading', { name: /November 2026/ }, { timeout: 12000 });
  await user.click(screen.getByRole('button', { name: 'Add Event' }));
  return screen.findByRole('dialog', { name: 'Add Event' });
}

describe('calendar event dialog: nothing typed is lost', { timeout: 45_000 }, () => {
  // FullCalendar schedules some of its own renders (sizing, datesSet) outside React's act().
  runOutsideAct();
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('asks before Escape drops a typed event; Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    const dialog = await openAddEvent(user);
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.type(title, 'Dentist');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Bring the forms');
    await user.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveAttribute('data-state', 'open');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(title).toHaveValue('Dentist');
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Bring the forms');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Cancel on a dirty event asks too', async () => {
    const user = userEvent.setup();
    const dialog = await openAddEvent(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Dentist');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('closes an untouched event on Escape without asking', async () => {
    const user = userEvent.setup();
    await openAddEvent(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('turning All day off and on keeps the dates in the Start and End fields', async () => {
    const user = userEvent.setup();
    const dialog = await openAddEvent(user);
    const start = () => within(dialog).getByLabelText(/^Start/);
    const end = () => within(dialog).getByLabelText(/^End/);
    const day = (start() as HTMLInputElement).value;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    expect(start()).toHaveAttribute('type', 'datetime-local');
    expect(start()).toHaveValue(`${day}T09:00`);
    expect(end()).toHaveValue(`${day}T10:00`);
    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    expect(start()).toHaveAttribute('type', 'date');
    expect(start()).toHaveValue(day);
    expect(end()).toHaveValue(day);
  });
});
