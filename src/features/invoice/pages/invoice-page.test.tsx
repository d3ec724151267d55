import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

describe('invoice page', { timeout: 40_000 }, () => {
  it('adds a row, recomputes the total, flags bad numbers without NaN', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/invoice', { signedInAs: 'editor' });
    const total = await screen.findByTestId('invoice-total');
    // 900 + 240 + 270 = 1410; -5 % = 1339.50; +10 % tax = 1473.45
    expect(total).toHaveTextContent('$1,473.45');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const hours = await screen.findByRole('textbox', { name: 'Hours, row 4' });
    const rate = screen.getByRole('textbox', { name: 'Rate, row 4' });
    await user.clear(hours);
    await user.type(hours, '2');
    await user.clear(rate);
    await user.type(rate, '100');
    // 1610 -> 1529.50 -> 1682.45
    await waitFor(() => expect(screen.getByTestId('invoice-total')).toHaveTextContent('$1,682.45'));
    await user.clear(rate);
    await user.type(rate, '-5');
    await user.tab();
    // The message sits on a full-width line under the row, names its column and describes the field.
    const message = await screen.findByText('Rate: Enter a number of 0 or more, with up to 2 decimals.');
    expect(rate).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$1,473.45');
    expect(document.body.textContent).not.toContain('NaN');
    await user.click(screen.getByRole('button', { name: 'Remove row 4' }));
    expect(screen.queryByRole('textbox', { name: 'Hours, row 4' })).toBeNull();
  });

  it('validates the email before sending, then toasts and clears', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/invoice', { signedInAs: 'editor' });
    const email = await screen.findByRole('textbox', { name: 'Send to email' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'peter@bluebird.example');
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Invoice sent to peter@bluebird.example')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('after a successful send, leaving the cleared email field shows no error', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/invoice', { signedInAs: 'editor' });
    const email = await screen.findByRole('textbox', { name: 'Send to email' });
    await user.type(email, 'peter@bluebird.example{Enter}');
    expect(await screen.findByText('Invoice sent to peter@bluebird.example')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
    await user.click(screen.getByRole('textbox', { name: 'Description, row 1' }));
    expect(screen.queryByText('Enter an email address.')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sending with a bad row keeps the email and moves focus to the bad field', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/invoice', { signedInAs: 'editor' });
    const hours = await screen.findByRole('textbox', { name: 'Hours, row 2' });
    await user.clear(hours);
    await user.type(hours, 'abc');
    const email = screen.getByRole('textbox', { name: 'Send to email' });
    await user.type(email, 'peter@bluebird.example');
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Fix the highlighted rows before sending.')).toBeInTheDocument();
    await waitFor(() => expect(hours).toHaveFocus());
    expect(email).toHaveValue('peter@bluebird.example');
  });

  it('downloads an HTML file with escaped content and prints', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (created.push(b as Blob), 'blob:x'));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderRoute('/pages/invoice', { signedInAs: 'editor' });
    const desc = await screen.findByRole('textbox', { name: 'Description, row 1' });
    await user.clear(desc);
    await user.type(desc, '<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(created).toHaveLength(1);
    const html = await created[0]!.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(click).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    spy.mockRestore();
    print.mockRestore();
    click.mockRestore();
  });
});
