import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

describe('user settings page', { timeout: 40_000 }, () => {
  it('saves General, and a reload shows the saved values; Reset restores them', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Acme Labs');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await user.clear(company);
    await user.type(company, 'Scratch');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(company).toHaveValue('Acme Labs');

    cleanup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    expect(await screen.findByRole('textbox', { name: 'Company' })).toHaveValue('Acme Labs');
  });

  it('keeps what was typed when the save fails (I12)', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/pages/account-settings', () => fail(500, 'boom')));
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Jane Typed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Couldn't save your changes/)).toBeInTheDocument();
    expect(name).toHaveValue('Jane Typed');
  });

  it('refuses an avatar over 800 kB or of another type, and previews a valid one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    const input = await screen.findByLabelText('Upload photo', { selector: 'input' });
    const big = new File([new Uint8Array(801 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('The image is larger than 800 kB.')).toBeInTheDocument();
    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Only JPG, GIF or PNG images are allowed.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'ok.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'New profile photo preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('shows the mismatch message on Change Password', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('tab', { name: 'Change Password' }));
    await user.type(await screen.findByLabelText(/^Old password/), 'whatever');
    await user.type(screen.getByLabelText(/^New password/), 'Str0ngPass');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Str0ngPasz');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Password doesn't match. Please try again.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Str0ngPass');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Old password/)).toHaveValue(''));
  });

  it('clears the mismatch under Confirm as soon as the new password is changed to match it', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('tab', { name: 'Change Password' }));
    const next = await screen.findByLabelText(/^New password/);
    await user.type(next, 'Str0ngPass');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Str0ngPasz');
    await user.tab();
    expect(await screen.findByText("Password doesn't match. Please try again.")).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'Str0ngPasz');
    await waitFor(() => expect(screen.queryByText("Password doesn't match. Please try again.")).toBeNull());
    expect(screen.getByLabelText(/^Confirm new password/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a birth date in the future', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('tab', { name: 'Info' }));
    const dob = await screen.findByLabelText(/^Birth date/);
    await user.clear(dob);
    await user.type(dob, '2999-01-01');
    await user.tab();
    expect(await screen.findByText("The date can't be in the future.")).toBeInTheDocument();
  });

  it('Remove keeps the keyboard focus when it disables itself', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    const remove = await screen.findByRole('button', { name: 'Remove' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveFocus();
  });

  it('keeps unsaved input when switching tabs', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Draft Co');
    await user.click(screen.getByRole('tab', { name: 'Info' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(await screen.findByRole('textbox', { name: 'Company' })).toHaveValue('Draft Co');
  });

  it('validates social links as http(s) URLs', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('tab', { name: 'Social Links' }));
    const fb = await screen.findByRole('textbox', { name: 'Facebook' });
    await user.type(fb, 'javascript:alert(1)');
    await user.tab();
    expect(await screen.findByText('Enter a full http:// or https:// address.')).toBeInTheDocument();
  });
});
