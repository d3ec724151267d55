import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

describe('form demos', { timeout: 40_000 }, () => {
  it('wizard blocks Next on an invalid step 1 and keeps values on Back', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-wizard', { signedInAs: 'editor' });
    const [first] = await screen.findAllByRole('textbox', { name: /first name/i }, { timeout: 15_000 });
    if (!first) throw new Error('no first name');
    const card = first.closest('form')!;
    const progress = within(card).getByRole('list', { name: 'Progress' });
    await user.type(first, 'Jane1');
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await within(card).findAllByRole('alert')).not.toHaveLength(0);
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('data-invalid', 'true');
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(first).toHaveFocus());

    await user.clear(first);
    await user.type(first, 'Jane');
    await user.type(within(card).getByRole('textbox', { name: /last name/i }), 'Roe');
    await user.type(within(card).getByRole('textbox', { name: /email/i }), 'jane@example.com');
    await user.click(within(card).getByRole('combobox', { name: /city/i }));
    await user.click(await screen.findByRole('option', { name: 'Lisbon' }));
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await within(card).findByRole('textbox', { name: /proposal title/i })).toBeInTheDocument();
    expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');

    await user.click(within(card).getByRole('button', { name: 'Back' }));
    expect(await within(card).findByRole('textbox', { name: /first name/i })).toHaveValue('Jane');
    expect(within(card).getByRole('textbox', { name: /email/i })).toHaveValue('jane@example.com');
  });

  it('validation form shows errors on submit and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const name = await screen.findByRole('textbox', { name: /full name/i }, { timeout: 15_000 });
    const form = name.closest('form')!;
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'jane@example.com');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const alerts = within(form).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('This field is required.');
    expect(name.getAttribute('aria-describedby')).toContain(alerts[0]!.id);
    expect(within(form).getByRole('status')).toHaveTextContent(/3 fields need attention/);
  });

  it('number input clamps at max and supports keys', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/number-input', { signedInAs: 'editor' });
    const guests = await screen.findByRole('spinbutton', { name: 'Guests' }, { timeout: 15_000 });
    const group = guests.parentElement!;
    await user.click(guests);
    await user.keyboard('{End}');
    expect(guests).toHaveValue('10');
    expect(within(group).getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.keyboard('{ArrowDown}');
    expect(guests).toHaveValue('9');
    await user.clear(guests);
    await user.type(guests, '42');
    await user.tab();
    expect(guests).toHaveValue('10');
    await user.click(guests);
    await user.keyboard('{Home}');
    expect(guests).toHaveValue('0');
    expect(within(group).getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });

  it('checkbox parent is indeterminate while only some children are checked', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/checkbox', { signedInAs: 'editor' });
    const parent = await screen.findByRole('checkbox', { name: 'All notifications' }, { timeout: 15_000 });
    expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await user.click(parent);
    expect(parent).toHaveAttribute('aria-checked', 'true');
    for (const name of ['Email', 'SMS', 'Push']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await user.click(parent);
    expect(parent).toHaveAttribute('aria-checked', 'true');
    await user.click(parent);
    expect(parent).toHaveAttribute('aria-checked', 'false');
  });

  it('select, switch, radio, input, textarea, input-group and layouts pages render', async () => {
    const checks: [string, string][] = [
      ['/forms/form-elements/select', 'Validators'],
      ['/forms/form-elements/switch', 'Array value'],
      ['/forms/form-elements/radio', 'Colours'],
      ['/forms/form-elements/input', 'Validation states'],
      ['/forms/form-elements/textarea', 'Counter'],
      ['/forms/form-input-group', 'Dropdown add-on'],
      ['/forms/form-layouts', 'Multiple columns'],
    ];
    for (const [path, title] of checks) {
      const view = await renderRoute(path, { signedInAs: 'editor' });
      expect((await screen.findAllByText(title, {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
      view.unmount();
    }
  });
});
