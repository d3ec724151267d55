import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, signInForTest } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';
import { expireSessionOn, waitForSignInPage } from '@/test/session-end';

// Issue 9 (forced 401): the session ends on Save and the app goes to sign-in; the typed values come back
// on the settings page once the same user is signed in again, and not for anyone else.
const find = { timeout: 10_000 };

runOutsideAct();

describe('user settings when the session ends', { timeout: 60_000 }, () => {
  it('goes to sign-in on a 401 save and restores the unsaved section after signing in again', async () => {
    const user = userEvent.setup();
    const session = expireSessionOn('post', '*/api/pages/account-settings');
    const { router } = await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    const company = await screen.findByRole('textbox', { name: 'Company' }, find);
    await user.clear(company);
    await user.type(company, 'Typed Before Expiry');
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    // The sign-in page has rendered, so the edited page is gone.
    await waitForSignInPage(router);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull(), find);

    // Another user signing in would start clean (session-sync.test.tsx, drafts.test.ts); the same user gets it back.
    session.renew();
    await signInForTest('editor');
    await router.navigate('/pages/user-settings');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Typed Before Expiry'), find);
    expect(await screen.findByText('Your unsaved changes were restored.', {}, find)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByText('Changes saved', {}, find)).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((k) => /^tessera\.draft\.[^.]+\.profile\.settings\./.test(k))).toEqual([]);
  });
});

describe('profile comment when the session ends', { timeout: 60_000 }, () => {
  it('keeps the unsent comment through sign-in and clears it once posted', async () => {
    const user = userEvent.setup();
    const session = expireSessionOn('post', '*/api/pages/profile/posts/:id/comments');
    const { router } = await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const box = () => screen.findAllByRole('textbox', { name: 'Add a comment' }, find).then((all) => all[0]!);
    await user.type(await box(), 'Unsent thought');
    await user.click(screen.getAllByRole('button', { name: 'Post Comment' })[0]!);
    // The sign-in page has rendered, so the edited page is gone.
    await waitForSignInPage(router);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull(), find);

    session.renew();
    await signInForTest('editor');
    await router.navigate('/pages/profile');
    expect(await box()).toHaveValue('Unsent thought');
    await user.click(screen.getAllByRole('button', { name: 'Post Comment' })[0]!);
    await waitFor(async () => expect(await box()).toHaveValue(''), find);
    expect(Object.keys(sessionStorage).filter((k) => /^tessera\.draft\.[^.]+\.profile\.comment\./.test(k))).toEqual([]);
  });
});
