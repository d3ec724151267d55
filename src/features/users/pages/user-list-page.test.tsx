import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

// Only this feature's routes: other features' folders are under construction in the same checkout.
vi.mock('@/app/registry', async () => ({ registry: (await import('../users.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const grid = () => screen.findByTestId('users-grid', {}, { timeout: 5000 });
const rowIds = (el: HTMLElement) =>
  // DOM order is not display order in AG Grid; aria-rowindex is.
  Array.from(el.querySelectorAll('[role="row"][row-id]:not(.ag-opacity-zero)'))
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
    .map((r) => r.getAttribute('row-id'))
    .filter((id, i, all) => all.indexOf(id) === i);

// AG Grid renders cells from its own timers, outside React's act(); it is a real browser grid, not a test double.
runOutsideAct();

describe('user list', { timeout: 40_000 }, () => {
  it('shows the first page of users, newest id first', async () => {
    await renderRoute('/apps/user/user-list');
    const el = await grid();
    await waitFor(() => expect(rowIds(el)).toHaveLength(10));
    expect(rowIds(el)[0]).toBe('317');
    expect(screen.getAllByText('1 – 10 of 50').length).toBeGreaterThan(0);
  });

  it('combines filters from the URL (AND)', async () => {
    const { router } = await renderRoute('/apps/user/user-list?role=admin&status=active&size=30');
    const el = await grid();
    await waitFor(() => expect(rowIds(el).length).toBeGreaterThan(0));
    const ids = rowIds(el);
    const all = (await (await fetch('http://localhost/api/user-management/users')).json()) as {
      id: number;
      role: string;
      status: string;
      department: string;
    }[];
    const expected = all.filter((u) => u.role === 'admin' && u.status === 'active').map((u) => String(u.id));
    expect(ids).toEqual(expected.slice(0, 30));
    const narrower = all.filter((u) => u.role === 'admin' && u.status === 'active' && u.department === 'sales').map((u) => String(u.id));
    await act(() => router.navigate('/apps/user/user-list?role=admin&status=active&department=sales&size=30'));
    await waitFor(() => expect(rowIds(el)).toEqual(narrower));
    expect(narrower.length).toBeLessThan(expected.length);
  });

  it('deletes a user after confirmation, and Undo brings the row back', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/user/user-list');
    const el = await grid();
    await waitFor(() => expect(rowIds(el)).toContain('316'));
    await user.click(within(el).getByRole('button', { name: 'Delete user 316' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/You are about to delete/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowIds(el)).not.toContain('316'));
    expect((await fetch('http://localhost/api/user-management/users/316')).status).toBe(404);
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('User restored', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(rowIds(el)).toContain('316'), { timeout: 5000 });
    expect(rowIds(el)[1]).toBe('316');
    expect((await fetch('http://localhost/api/user-management/users/316')).status).toBe(200);
  });

  it('reaches the row links and buttons by keyboard, and keeps focus in the grid after a delete', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/user/user-list');
    const el = await grid();
    await waitFor(() => expect(rowIds(el)).toContain('316'));
    const row = () => el.querySelector<HTMLElement>('[role="row"][row-id="316"]')!;
    const actions = row().querySelector<HTMLElement>('[col-id="actions"]')!;
    actions.focus();
    await user.keyboard('{Enter}');
    expect(within(actions).getByRole('link', { name: 'Edit user 316' })).toHaveFocus();
    await user.tab();
    const del = within(actions).getByRole('button', { name: 'Delete user 316' });
    expect(del).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(actions).toHaveFocus();
    // Tab from the Username cell enters its link.
    const username = row().querySelector<HTMLElement>('[col-id="username"]')!;
    username.focus();
    await user.tab();
    expect(within(username).getByRole('link')).toHaveFocus();

    del.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowIds(el)).not.toContain('316'));
    // The next user (315) took the row's place; focus lands on its Actions cell, not on <body>.
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')?.getAttribute('row-id')).toBe('315'));
    expect(document.activeElement).toHaveAttribute('col-id', 'actions');
    // The mock API is shared by the tests of this file: put the user back.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowIds(el)).toContain('316'), { timeout: 5000 });
  });

  it('a bulk delete from the Actions menu returns focus to the Actions button, on Cancel and after Delete', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/user/user-list');
    const el = await grid();
    await waitFor(() => expect(rowIds(el)).toContain('316'));
    const select = (id: string) => user.click(el.querySelector<HTMLElement>(`[role="row"][row-id="${id}"] input[type="checkbox"]`)!);
    await select('316');
    await select('315');
    const actions = screen.getByRole('button', { name: /^Actions/ });
    const askDelete = async () => {
      await user.click(actions);
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      return screen.findByRole('dialog');
    };
    await user.click(within(await askDelete()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions).toHaveFocus();

    await user.click(within(await askDelete()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowIds(el)).not.toContain('316'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowIds(el)).toContain('315'), { timeout: 5000 });
  });

  it('renders the F6 user name as text, never as markup', async () => {
    await renderRoute('/apps/user/user-list?q=mallory');
    const el = await grid();
    await waitFor(() => expect(rowIds(el)).toEqual(['275']));
    expect(el.querySelector('img[src="x"]')).toBeNull();
    expect(el).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('a failed list shows Retry and the page size, not "0 – 0 of 0"', async () => {
    server.use(http.get('*/api/user-management/users', () => new Response(null, { status: 500 })));
    await renderRoute('/apps/user/user-list');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('page-range')).toHaveTextContent('10 per page');
    expect(screen.queryByText(/0 – 0 of 0/)).toBeNull();
  });
});
