import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../data-list.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 8000 };

async function openAddNew(user: ReturnType<typeof userEvent.setup>) {
  await renderRoute('/ui-elements/data-list/list-view');
  await user.click(await screen.findByRole('button', { name: 'Add New' }, find));
  return screen.findByRole('dialog');
}

describe('product drawer: nothing typed is lost', { timeout: 60_000 }, () => {
  it('opens on the Name field and offers one Upload Image control: the file input behind it is hidden from assistive tech', async () => {
    const user = userEvent.setup();
    const drawer = await openAddNew(user);
    expect(within(drawer).getAllByRole('button', { name: 'Upload Image' })).toHaveLength(1);
    // Chromium exposes a file input as a button of its own (jsdom gives it no role), so it must be aria-hidden.
    expect(within(drawer).getByTestId('product-image-input')).toHaveAttribute('aria-hidden', 'true');
    // The optional image comes first on screen, but the drawer opens on the first field to type in.
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /name/i })).toHaveFocus());
  });

  it('asks before Escape drops a typed item; Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    const drawer = await openAddNew(user);
    const name = within(drawer).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Studio Monitor');
    await user.type(within(drawer).getByRole('spinbutton', { name: /Price/ }), '149.5');
    await user.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(drawer).toHaveAttribute('data-state', 'open');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(name).toHaveValue('Studio Monitor');
    expect(within(drawer).getByRole('spinbutton', { name: /Price/ })).toHaveValue(149.5);

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the close button on an edited item asks too', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/data-list/list-view');
    const row = await screen.findByTestId('product-100', {}, find);
    await user.click(within(row).getByRole('button', { name: /^Edit / }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /Name/ }), ' v2');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(drawer).toHaveAttribute('data-state', 'open');
  });

  it('closes an untouched drawer on Escape without asking', async () => {
    const user = userEvent.setup();
    await openAddNew(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
