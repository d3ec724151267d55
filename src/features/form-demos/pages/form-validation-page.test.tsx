import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

const card = async (title: string) => (await screen.findByRole('heading', { name: title }, { timeout: 15_000 })).closest('section')!;
/** The error (role=alert) a field points to through aria-describedby, or null. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;

describe('form validation page', { timeout: 60_000 }, () => {
  it('simple form: errors on blur, live password rules, confirm must match, valid submit', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const form = (await card('Simple form')).querySelector('form')!;
    const name = within(form).getByRole('textbox', { name: /full name/i });
    const email = within(form).getByRole('textbox', { name: /email/i });
    const password = within(form).getByLabelText(/^password/i);
    const confirm = within(form).getByLabelText(/confirm password/i);

    await user.type(name, 'Jane 2');
    await user.tab();
    await waitFor(() => expect(errorOf(name)).toBe('Only letters and spaces.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'jane@example');
    await user.tab();
    await waitFor(() => expect(errorOf(email)).toBe('Enter a valid email address.'));

    // Each rule ticks off as the password grows.
    const rules = () => [...form.querySelectorAll('[data-met]')].map((el) => el.getAttribute('data-met'));
    expect(rules()).toEqual(['false', 'false', 'false', 'false']);
    await user.type(password, 'secret');
    expect(rules()).toEqual(['false', 'true', 'false', 'false']);
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    await user.tab();
    await waitFor(() => expect(errorOf(password)).toMatch(/8\+ characters/));
    await user.type(password, 'Secret12');
    expect(rules()).toEqual(['true', 'true', 'true', 'true']);

    await user.type(confirm, 'Secret13');
    await user.tab();
    await waitFor(() => expect(errorOf(confirm)).toBe('The values do not match.'));

    await user.clear(name);
    await user.type(name, 'Jane Roe');
    await user.clear(email);
    await user.type(email, 'jane@example.com');
    await user.clear(confirm);
    await user.type(confirm, 'secretSecret12');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('All fields are valid.');
    expect(within(form).queryAllByRole('alert')).toHaveLength(0);
    expect(await screen.findByText('The form is valid and was submitted.')).toBeInTheDocument();
  });

  it('simple form: the "needs attention" summary counts down and goes away once every error is fixed', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const form = (await card('Simple form')).querySelector('form')!;
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('4 fields need attention.');

    await user.type(within(form).getByRole('textbox', { name: /full name/i }), 'Ana Lúcia');
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'ana@example.pt');
    await user.type(within(form).getByLabelText(/^password/i), 'Secret123');
    await user.tab();
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('1 field needs attention.'));
    await user.type(within(form).getByLabelText(/confirm password/i), 'Secret123');
    await user.tab();
    // Not "0 fields need attention." in the danger colour.
    await waitFor(() => expect(within(form).queryByRole('status')).toBeNull());
    expect(within(form).queryAllByRole('alert')).toHaveLength(0);
  });

  it('validation types: each rule shows its own message on blur and clears when fixed', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const form = (await card('Validation types')).querySelector('form')!;
    const cases: [string, string, string, string][] = [
      ['Alpha', 'abc1', 'Only letters are allowed.', 'abc'],
      ['Alpha dash', 'my name', 'Only letters, numbers, dashes and underscores.', 'my-name_2'],
      ['Digits', '123', 'Enter exactly 4 digits.', '1234'],
      ['Between', '11', 'Enter a number from 1 to 10.', '10'],
      ['Min value', '17', 'You must be 18 or older.', '18'],
      ['URL', 'javascript:alert(1)', 'Enter a valid http(s) URL.', 'https://tessera.dev'],
      ['Credit card', '4111 1111 1111 1112', 'This card number is not valid.', '4111 1111 1111 1111'],
      ['Date format', '2023-02-29', 'Use the format YYYY-MM-DD.', '2024-02-29'],
      ['Included in', 'svelte kit', 'Choose React, Vue, Angular or Svelte.', 'Svelte'],
    ];
    for (const [label, bad, message, good] of cases) {
      const field = within(form).getByRole('textbox', { name: label });
      await user.type(field, bad);
      await user.tab();
      await waitFor(() => expect(errorOf(field)).toBe(message));
      await user.clear(field);
      await user.type(field, good);
      await user.tab();
      await waitFor(() => expect(errorOf(field)).toBeNull());
    }

    // Confirmed: the second secret must equal the first.
    await user.type(within(form).getByLabelText(/^secret/i), 'abc');
    const again = within(form).getByLabelText(/^confirmed/i);
    await user.type(again, 'abd');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(again)).toBe('The values do not match.'));
    // Submit focuses the first invalid field and counts the problems.
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^required/i })).toHaveFocus());
    expect(within(form).getByRole('status')).toHaveTextContent(/fields need attention/);
  });

  it('date between: typed dates outside 2024 fail; the calendar picks a valid one', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const form = (await card('Validation types')).querySelector('form')!;
    const date = within(form).getByRole('textbox', { name: /date between/i });
    await user.type(date, '2025-01-01');
    await user.tab();
    await waitFor(() => expect(errorOf(date)).toBe('Pick a date in 2024.'));

    await user.clear(date);
    await user.click(within(form).getByRole('button', { name: 'Choose a date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    // Opens on the first allowed month; days outside 2024 are disabled.
    expect(within(dialog).getByRole('grid', { name: 'January 2024' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(date).toHaveValue('2024-01-03'));
    await waitFor(() => expect(errorOf(date)).toBeNull());
    await waitFor(() => expect(date).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).toBeNull();
  });

  it('file: required, type and size rules', async () => {
    // applyAccept off: a file dropped or picked with "All files" still reaches the field.
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const form = (await card('Validation types')).querySelector('form')!;
    const file = within(form).getByLabelText(/^file/i) as HTMLInputElement;
    expect(within(form).getByText('No file chosen')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(file)).toBe('Choose a file.'));

    await user.upload(file, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(file)).toBe('Only PNG or JPEG images.'));
    expect(within(form).getByText('cv.pdf')).toBeInTheDocument();

    await user.upload(file, new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(file)).toBe('The file must be 200 kB or smaller.'));

    await user.upload(file, new File([new Uint8Array([137, 80, 78, 71])], 'ok.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(file)).toBeNull());
    expect(within(form).getByText('ok.png')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(form).getByText('No file chosen')).toBeInTheDocument());
  });

  it('the summary names each field that needs attention; a name takes the focus to its field', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const form = (await card('Simple form')).querySelector('form')!;
    await user.type(within(form).getByRole('textbox', { name: /full name/i }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'ana@example.pt');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const list = await within(form).findByRole('list', { name: 'Fields to correct' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Password', 'Confirm password']);
    await user.click(within(list).getByRole('button', { name: 'Confirm password' }));
    expect(within(form).getByLabelText(/confirm password/i)).toHaveFocus();

    const rules = (await card('Validation types')).querySelector('form')!;
    await user.click(within(rules).getByRole('button', { name: 'Submit' }));
    const names = await within(rules).findByRole('list', { name: 'Fields to correct' });
    // Page order, and the file field too.
    expect(within(names).getAllByRole('button')[0]).toHaveTextContent('Required');
    await user.click(within(names).getByRole('button', { name: 'File' }));
    expect(within(rules).getByLabelText(/^file/i)).toHaveFocus();
  });

  it('pressing Submit right after typing a wrong value submits: the blur error waits for the release, so Submit stays put', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    const form = (await card('Simple form')).querySelector('form')!;
    const name = within(form).getByRole('textbox', { name: /full name/i });
    await user.type(name, 'Jane 2');
    const submit = within(form).getByRole('button', { name: 'Submit' });
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    expect(name).not.toHaveFocus();
    expect(errorOf(name)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    // The click landed: the submit summary lists every field to correct, not just the one just left.
    const names = await within(form).findByRole('list', { name: 'Fields to correct' });
    expect(within(names).getAllByRole('button').length).toBeGreaterThan(1);
    await waitFor(() => expect(errorOf(name)).toBe('Only letters and spaces.'));
  });
});
