import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

const card = async (title: string) => (await screen.findByRole('heading', { name: title }, { timeout: 15_000 })).closest('section')!;
const out = (el: HTMLElement) =>
  within(el)
    .getByText(/Value:/)
    .closest('p')!;

describe('form element demos', { timeout: 60_000 }, () => {
  it('textarea counter stops at the limit and turns red', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/textarea', { signedInAs: 'editor' });
    const counter = await card('Counter');
    const bio = within(counter).getByRole('textbox', { name: 'Short bio' });
    await user.type(bio, 'Twelve chars');
    expect(within(counter).getByText('12/20')).not.toHaveClass('text-danger-text');
    await user.type(bio, ' and a lot more text');
    expect(bio).toHaveValue('Twelve chars and a l');
    const full = within(counter).getByText('20/20');
    expect(full.className).toMatch(/danger/);
  });

  it('input: the clear button empties the search field; the danger state is announced', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/input', { signedInAs: 'editor' });
    const icons = await card('Icons');
    const search = within(icons).getByRole('textbox', { name: 'Search' });
    expect(search).toHaveValue('Tessera');
    await user.click(within(icons).getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    expect(within(icons).queryByRole('button', { name: 'Clear' })).toBeNull();
    // The clear button unmounted: the keyboard stays in the field.
    expect(search).toHaveFocus();
    const states = await card('Validation states');
    const email = within(states).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    // The states are judged live: fixing the email or strengthening the password changes the message.
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('Looks good.');
    const password = within(states).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('This password is weak.');
    await user.clear(password);
    await user.type(password, 'Sturdy-Pass9');
    expect(password).toHaveAccessibleDescription('Strong password.');
    await user.clear(within(states).getByRole('textbox', { name: 'Username' }));
    expect(within(states).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('This field is required.');
  });

  it('switch array value follows the switches in a stable order', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/switch', { signedInAs: 'editor' });
    const array = await card('Array value');
    await user.click(within(array).getByRole('switch', { name: 'Swimming' }));
    await user.click(within(array).getByRole('switch', { name: 'Football' }));
    expect(out(array)).toHaveTextContent('["football","tennis","swimming"]');
    within(array).getByRole('switch', { name: 'Tennis' }).focus();
    await user.keyboard(' ');
    expect(out(array)).toHaveTextContent('["football","swimming"]');
  });

  it('switches with text or icons in the track have a visible label that toggles them', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/switch', { signedInAs: 'editor' });
    const text = await card('Text inside');
    const icons = await card('Icons inside');
    for (const [el, names] of [
      [text, ['Notifications', 'Newsletter']],
      [icons, ['Accept', 'Sound', 'Dark mode']],
    ] as const) {
      for (const name of names) {
        expect(within(el).getByText(name).tagName).toBe('LABEL');
        expect(within(el).getByRole('switch', { name })).toBeInTheDocument();
      }
    }
    const newsletter = within(text).getByRole('switch', { name: 'Newsletter' });
    expect(newsletter).not.toBeChecked();
    await user.click(within(text).getByText('Newsletter'));
    expect(newsletter).toBeChecked();
  });

  it('radio: arrow keys move the choice and skip the disabled option', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/radio', { signedInAs: 'editor' });
    const group = await screen.findByRole('radiogroup', { name: 'Person' }, { timeout: 15_000 });
    expect(within(group).getByRole('radio', { name: 'Disabled' })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Maria' }));
    await user.keyboard('{ArrowRight}');
    // Focus skips "Disabled" and wraps round to the first option; Space picks it.
    expect(within(group).getByRole('radio', { name: 'Luis' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(group).getByRole('radio', { name: 'Luis' })).toBeChecked();
    expect(out(group.closest('section')!)).toHaveTextContent('luis');
  });

  it('number input: decimal steps keep two decimals; step 5 jumps by five', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/number-input', { signedInAs: 'editor' });
    const decimal = await screen.findByRole('spinbutton', { name: 'Decimal' }, { timeout: 15_000 });
    expect(decimal).toHaveValue('1.50');
    await user.click(decimal);
    await user.keyboard('{ArrowUp}');
    expect(decimal).toHaveValue('1.75');
    const step = screen.getByRole('spinbutton', { name: 'Step' });
    await user.click(within(step.parentElement!).getByRole('button', { name: 'Increase' }));
    expect(step).toHaveValue('25');
  });

  it('input group: the dropdown add-on sets the search scope', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-input-group', { signedInAs: 'editor' });
    const dropdown = await card('Dropdown add-on');
    await user.click(within(dropdown).getByRole('button', { name: 'Scope: All' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Files' }));
    expect(within(dropdown).getByRole('button', { name: 'Scope: Files' })).toHaveTextContent('Files');
  });

  it('form layouts: Submit toasts the entered values (never the password); Reset clears', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-layouts', { signedInAs: 'editor' });
    const columns = await card('Multiple columns');
    await user.type(within(columns).getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(within(columns).getByRole('textbox', { name: 'City' }), 'Porto');
    await user.click(within(columns).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name: Ana · City: Porto')).toBeInTheDocument();

    const horizontal = await card('Horizontal form');
    await user.type(within(horizontal).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(within(horizontal).getByLabelText('Password'), 'Secret123');
    await user.click(within(horizontal).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email: ana@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/Secret123/)).toBeNull();
    await user.click(within(horizontal).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(horizontal).getByRole('textbox', { name: 'Email' })).toHaveValue(''));

    const floating = await card('Label placeholder with icons');
    const email = within(floating).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'x@y.z');
    expect(email).toHaveValue('x@y.z');
  });

  it('form layouts: every name, address, company and email field carries its autofill token', async () => {
    await renderRoute('/forms/form-layouts', { signedInAs: 'editor' });
    const columns = await card('Multiple columns');
    const tokens = Object.fromEntries(
      within(columns)
        .getAllByRole('textbox')
        .map((el) => [el.getAttribute('name'), el.getAttribute('autocomplete')]),
    );
    expect(tokens).toEqual({
      firstName: 'given-name',
      lastName: 'family-name',
      city: 'address-level2',
      country: 'country-name',
      company: 'organization',
      email: 'email',
    });
    // No text field on the page is left without one.
    for (const field of screen.getAllByRole('textbox')) expect(field).toHaveAttribute('autocomplete');
  });
});
