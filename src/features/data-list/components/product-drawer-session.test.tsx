import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, signInForTest } from '@/test/render-route';

// Issue 9 (forced 401): the session ends on Submit and the app goes to sign-in; back on the list as the same
// user, the drawer reopens with what was typed.
const find = { timeout: 10_000 };

// Router navigations and session changes happen outside act (the app's own session handling does them).
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sessionStorage.clear();
});

describe('product drawer when the session ends', { timeout: 60_000 }, () => {
  it('reopens the new item with its typed values after signing in again; saving clears the draft', async () => {
    const user = userEvent.setup();
    let expired = true;
    server.use(http.post('*/api/data-list/products/', () => (expired ? fail(401, 'Invalid access token') : undefined)));
    const { router } = await renderRoute('/ui-elements/data-list/list-view', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Add New' }, find));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'Studio Monitor');
    await user.type(within(drawer).getByRole('spinbutton', { name: /Price/ }), '149.5');
    await user.click(within(drawer).getByRole('combobox', { name: /Category/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'), find);
    // The sign-in page has rendered (the route change commits in a transition), so the edited page is gone.
    await screen.findByRole('button', { name: 'Login' }, find);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull(), find);

    expired = false;
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
