import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

describe('extension-pickers: datepicker', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('default: opens on today, arrow keys move, Enter chooses and closes', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datepicker', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: 'Date Pick a date' }));
    const dialog = screen.getByRole('dialog', { name: 'Date' });
    const today = within(dialog).getByRole('button', { name: 'Sunday, November 15, 2026, today' });
    expect(today).toHaveFocus();
    expect(today).toHaveAttribute('aria-current', 'date');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Monday, November 23, 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(dialog).getByRole('button', { name: 'Wednesday, December 23, 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('default-value')).toHaveTextContent('2026-12-23');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date Dec 23, 2026' })).toHaveFocus();
  });

  it("the field's clear button keeps focus on the field it emptied", async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datepicker', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: 'Date Pick a date' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('default-value')).toHaveTextContent('2026-11-15');
    await user.tab();
    const clear = screen.getByRole('button', { name: 'Clear Date' });
    expect(clear).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('default-value')).toHaveTextContent('none');
    expect(clear).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date Pick a date' })).toHaveFocus();
  });

  it('min–max: days outside the range are disabled and cannot be chosen', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datepicker', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: /^Appointment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment' });
    const before = within(dialog).getByRole('button', { name: 'Saturday, November 14, 2026' });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(screen.getByTestId('range-value')).toHaveTextContent('none');
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // Keyboard cannot leave the range either.
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('button', { name: /November 15, 2026/ })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('button', { name: 'Tuesday, December 15, 2026' })).not.toHaveAttribute('aria-disabled');
    expect(within(dialog).getByRole('button', { name: 'Wednesday, December 16, 2026' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Tuesday, December 15, 2026' }));
    expect(screen.getByTestId('range-value')).toHaveTextContent('2026-12-15');
  });

  it('month & year: years first, then months; the programmatic button opens the picker', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datepicker', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: /^Expiry/ }));
    let dialog = screen.getByRole('dialog', { name: 'Expiry' });
    await user.click(within(dialog).getByRole('button', { name: '2027' }));
    await user.click(within(dialog).getByRole('button', { name: 'March 2027' }));
    expect(screen.getByRole('button', { name: 'Expiry March 2027' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    dialog = screen.getByRole('dialog', { name: 'Due date' });
    await user.click(within(dialog).getByRole('button', { name: /November 20, 2026/ }));
    expect(screen.getByTestId('programmatic-value')).toHaveTextContent('2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('programmatic-value')).toHaveTextContent('none');
    // Clear disabled itself; focus went to the emptied field.
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Due date/ })).toHaveFocus();
  });

  it('rtl: the placeholder follows the field direction; a chosen value keeps its own', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/datepicker', { signedInAs: 'editor' });
    const field = await screen.findByRole('button', { name: 'Date (Arabic) Pick a date' });
    expect(field.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // No dir="auto" on the English placeholder: it would turn LTR and sit away from the icon.
    expect(within(field).getByText('Pick a date')).not.toHaveAttribute('dir');
    await user.click(field);
    await user.keyboard('{Enter}');
    expect(within(field).queryByText('Pick a date')).not.toBeInTheDocument();
    expect(field.querySelector('[dir="auto"]')).not.toBeNull();
  });
});
