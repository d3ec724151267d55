import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, signInForTest } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';
import { expireSessionOn, waitForSignInPage } from '@/test/session-end';

// Issue 9 (forced 401): the session ends on Save; sign-in follows without a "discard?" prompt and the typed
// values come back on the edit page once the same user is signed in again.
const find = { timeout: 10_000 };

runOutsideAct();

describe('user edit when the session ends', { timeout: 60_000 }, () => {
  it('goes to sign-in on a 401 save and restores the unsaved edits after signing in again', async () => {
    const user = userEvent.setup();
    const session = expireSessionOn('post', '*/api/user-management/users/:id');
    const { router } = await renderRoute('/apps/user/user-edit/268', { signedInAs: 'admin' });
    const company = await screen.findByRole('textbox', { name: /^Company/ }, find);
    await user.clear(company);
    await user.type(company, 'Typed Before Expiry');
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);

    // The sign-in page has rendered, so the edited page is gone.
    await waitForSignInPage(router);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Company/ })).toBeNull(), find);
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();

    session.renew();
    await signInForTest('admin');
    await router.navigate('/apps/user/user-edit/268');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveValue('Typed Before Expiry'), find);
    expect(await screen.findByText('Your unsaved changes were restored.', {}, find)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Unsaved changes' })).toBeInTheDocument();

    // Saved now: the draft is gone, a later visit shows the server's copy without a "restored" notice.
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByText('Changes saved', {}, find)).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((k) => k.includes('users-edit'))).toEqual([]);
  });

  it('Reset drops the draft', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/user/user-edit/268', { signedInAs: 'admin' });
    const company = await screen.findByRole('textbox', { name: /^Company/ }, find);
    await user.type(company, ' GmbH');
    await waitFor(() => expect(Object.keys(sessionStorage).some((k) => k.includes('users-edit'))).toBe(true));
    await user.click(screen.getAllByRole('button', { name: 'Reset' })[0]!);
    expect(Object.keys(sessionStorage).filter((k) => k.includes('users-edit'))).toEqual([]);
  });
});
