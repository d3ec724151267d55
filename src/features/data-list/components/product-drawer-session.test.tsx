import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, signInForTest } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';
import { expireSessionOn, waitForSignInPage } from '@/test/session-end';

// Issue 9 (forced 401): the session ends on Submit and the app goes to sign-in; back on the list as the same
// user, the drawer reopens with what was typed.
const find = { timeout: 10_000 };

runOutsideAct();

describe('product drawer when the session ends', { timeout: 60_000 }, () => {
  it('reopens the new item with its typed values after signing in again; saving clears the draft', async () => {
    const user = userEvent.setup();
    const session = expireSessionOn('post', '*/api/data-list/products/');
    const { router } = await renderRoute('/ui-elements/data-list/list-view', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Add New' }, find));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'Studio Monitor');
    await user.type(within(drawer).getByRole('spinbutton', { name: /Price/ }), '149.5');
    await user.click(within(drawer).getByRole('combobox', { name: /Category/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    // The sign-in page has rendered, so the edited page is gone.
    await waitForSignInPage(router);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull(), find);

    session.renew();
    await signInForTest('admin');
    await router.navigate('/ui-elements/data-list/list-view');
    const back = await screen.findByRole('dialog', {}, find);
    expect(within(back).getByRole('textbox', { name: /Name/ })).toHaveValue('Studio Monitor');
    expect(within(back).getByRole('spinbutton', { name: /Price/ })).toHaveValue(149.5);
    expect(await screen.findByText('Your unsaved changes were restored.', {}, find)).toBeInTheDocument();

    await user.click(within(back).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), find);
    expect(Object.keys(sessionStorage).filter((k) => k.includes('data-list.drawer'))).toEqual([]);
  });
});
