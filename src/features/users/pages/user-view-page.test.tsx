import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../users.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 8000 };

describe('user view', { timeout: 40_000 }, () => {
  it('shows account, information, social links and read-only permissions', async () => {
    await renderRoute('/apps/user/user-view/268');
    expect(await screen.findByRole('heading', { name: 'Account' }, find)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Social Links' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(12);
    boxes.forEach((b) => expect(b).toBeDisabled());
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/apps/user/user-edit/268');
  });

  it.each(['999999', '-1', 'abc', '..%2F..', 'x'.repeat(5000), '%3Cscript%3Ealert(1)%3C%2Fscript%3E'])(
    'D7: bad id %# → not-found alert as text',
    async (id) => {
      await renderRoute(`/apps/user/user-view/${id}`);
      const alert = await screen.findByRole('alert', {}, find);
      expect(alert).toHaveTextContent(/User record with id .* not found/);
      expect(within(alert).getByRole('link', { name: 'list of users' })).toHaveAttribute('href', '/apps/user/user-list');
      expect(document.querySelector('script')).toBeNull();
    },
  );

  it('F6: markup in name is text and a javascript: website is not a link', async () => {
    await renderRoute('/apps/user/user-view/275');
    expect((await screen.findAllByText('javascript:alert(1)', {}, find)).length).toBe(2);
    expect(screen.getAllByText(/<img src=x onerror=alert\(1\)>/).length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('deletes from the view page and returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/user/user-view/300');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, find));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted', {}, find)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/user-list'), find);
    expect((await fetch('http://localhost/api/user-management/users/300')).status).toBe(404);
  });
});
