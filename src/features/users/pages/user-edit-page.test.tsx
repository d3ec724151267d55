import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

vi.mock('@/app/registry', async () => ({ registry: (await import('../users.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 8000 };

runOutsideAct();

describe('user edit', { timeout: 60_000 }, () => {
  it('an invalid email blocks Save; a valid one saves and shows in the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/user/user-edit/317');
    const email = await screen.findByRole('textbox', { name: /^Email/ }, find);
    const save = () => screen.getAllByRole('button', { name: 'Save Changes' })[0]!;
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // aria-disabled, not disabled: a pressed Save that disables itself keeps the keyboard focus.
    await waitFor(() => expect(save()).toHaveAttribute('aria-disabled', 'true'));

    await user.clear(email);
    await user.type(email, 'renamed@example.com');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Changes saved', {}, find)).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    await router.navigate('/apps/user/user-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/user-list'), find);
    await screen.findByTestId('users-grid', {}, find);
    expect(await screen.findByText('renamed@example.com', {}, find)).toBeInTheDocument();
  });

  it('Reset restores the loaded values; the tab lives in the hash', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/user/user-edit/268#social');
    expect(await screen.findByLabelText(/GitHub/, {}, find)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Account/ }));
    expect(router.state.location.hash).toBe('#account');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const original = (name as HTMLInputElement).value;
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getAllByRole('button', { name: 'Reset' })[0]!);
    expect(name).toHaveValue(original);
  });

  it('Save, Reset and Remove Avatar keep the keyboard focus when pressing them disables them', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/user/user-edit/268');
    const company = await screen.findByRole('textbox', { name: /^Company/ }, find);
    const save = screen.getAllByRole('button', { name: 'Save Changes' })[0]!;
    const reset = screen.getAllByRole('button', { name: 'Reset' })[0]!;
    await user.type(company, ' X');
    reset.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reset).toHaveAttribute('aria-disabled', 'true'));
    expect(reset).toHaveFocus();

    await user.type(company, ' Y');
    save.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Changes saved', {}, find)).toBeInTheDocument();
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(save).toHaveFocus();

    const remove = screen.getByRole('button', { name: 'Remove Avatar' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveFocus();
  });

  it('date of birth in the future and a URL without protocol are refused', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/user/user-edit/268#information');
    const website = await screen.findByLabelText(/^Website/, {}, find);
    await user.clear(website);
    await user.type(website, 'example.com');
    await user.tab();
    expect(await screen.findByText('Enter a full URL starting with http:// or https://')).toBeInTheDocument();
    const dob = screen.getByLabelText(/^Birth Date/);
    await user.clear(dob);
    await user.type(dob, '2999-01-01');
    await user.tab();
    expect(await screen.findByText("The date can't be in the future")).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/user/user-edit/268');
    const company = await screen.findByRole('textbox', { name: /^Company/ }, find);
    await user.type(company, ' GmbH');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Unsaved changes' })).toBeInTheDocument());
    void router.navigate('/apps/user/user-list');
    const dialog = await screen.findByRole('dialog', {}, find);
    expect(dialog).toHaveTextContent('Discard unsaved changes?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/apps/user/user-edit/268');
    expect((company as HTMLInputElement).value).toMatch(/GmbH$/);
  });

  it('offers one Change Avatar control: the file input behind it is hidden from assistive tech', async () => {
    await renderRoute('/apps/user/user-edit/268');
    expect(await screen.findAllByRole('button', { name: 'Change Avatar' }, find)).toHaveLength(1);
    // Chromium exposes a file input as a button of its own (jsdom gives it no role), so it must be aria-hidden.
    expect(screen.getByTestId('avatar-input')).toHaveAttribute('aria-hidden', 'true');
  });

  it('unknown id shows the not-found alert', async () => {
    await renderRoute('/apps/user/user-edit/999999');
    expect(await screen.findByRole('alert', {}, find)).toHaveTextContent('User record with id 999999 not found.');
  });
});
