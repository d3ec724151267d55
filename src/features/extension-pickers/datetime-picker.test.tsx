import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

describe('extension-pickers: datetime picker', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('typed input: bad text keeps what was typed with an error; good text is parsed', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datetime-picker', { signedInAs: 'editor' });
    const field = await screen.findByRole('textbox', { name: 'Departure' });
    await user.type(field, '2026-02-30 10:00{Enter}');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“2026-02-30 10:00” is not a date we can read.');
    expect(field).toHaveValue('2026-02-30 10:00');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByTestId('typed-value')).toHaveTextContent('none');

    await user.clear(field);
    await user.type(field, '16.11.2026 9:05');
    await user.tab();
    expect(screen.getByTestId('typed-value')).toHaveTextContent('2026-11-16T09:05');
    expect(field).toHaveValue('2026-11-16 09:05');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');

    await user.clear(field);
    await user.type(field, 'next tuesday{Enter}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('typed-value')).toHaveTextContent('2026-11-16T09:05');
  });

  it('typed input: a long paste stays in the field whole, and the error quotes only its start', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datetime-picker', { signedInAs: 'editor' });
    const field = await screen.findByRole('textbox', { name: 'Departure' });
    const long = 'Donaudampfschifffahrtsgesellschaft'.repeat(6);
    await user.click(field);
    await user.paste(long);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue(long);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`“${long.slice(0, 39)}…” is not a date we can read.`);
    expect(alert.textContent!.length).toBeLessThan(100);
  });

  it('start–end: end days before the start are disabled; moving the start past the end clears it', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datetime-picker', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: /^Check-in/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Check-in' })).getByRole('button', { name: /November 20, 2026/ }));

    await user.click(screen.getByRole('button', { name: /^Check-out/ }));
    let end = screen.getByRole('dialog', { name: 'Check-out' });
    expect(within(end).getByRole('button', { name: 'Thursday, November 19, 2026' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(end).getByRole('button', { name: 'Thursday, November 19, 2026' }));
    expect(screen.getByTestId('range-value')).toHaveTextContent('2026-11-20 → …');
    await user.click(within(end).getByRole('button', { name: 'Sunday, November 22, 2026' }));
    expect(screen.getByTestId('range-value')).toHaveTextContent('2026-11-20 → 2026-11-22 · 2 nights');

    await user.click(screen.getByRole('button', { name: /^Check-in/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Check-in' })).getByRole('button', { name: /November 25, 2026/ }));
    expect(screen.getByTestId('range-value')).toHaveTextContent('2026-11-25 → …');
    expect(screen.getByText('Check-out was cleared because it was before the new check-in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Check-out/ }));
    end = screen.getByRole('dialog', { name: 'Check-out' });
    expect(within(end).getByRole('button', { name: 'Tuesday, November 24, 2026' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('date + time and 12-hour time only', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datetime-picker', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: /^Meeting/ }));
    const dialog = screen.getByRole('dialog', { name: 'Meeting' });
    await user.click(within(dialog).getByRole('button', { name: /November 18, 2026/ }));
    expect(screen.getByTestId('datetime-value')).toHaveTextContent('2026-11-18T09:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hours' }), '3');
    await user.click(within(dialog).getByRole('radio', { name: 'PM' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes' }), '30');
    expect(screen.getByTestId('datetime-value')).toHaveTextContent('2026-11-18T15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Reminder time' });
    expect(screen.getByTestId('time-value')).toHaveTextContent('6:45 PM');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Hours' }), '12');
    await user.click(within(group).getByRole('radio', { name: 'AM' }));
    expect(screen.getByTestId('time-value')).toHaveTextContent('12:45 AM');
  });
});
