import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const open = (path: string) => renderRoute(path, { signedInAs: 'editor' });

describe('component demos: overlays and shells', { timeout: 40_000 }, () => {
  it('notifications: toasts show, and a fixed toast runs its callback when clicked', async () => {
    const user = userEvent.setup();
    await open('/components/notifications');
    await user.click(await screen.findByRole('button', { name: 'Bottom left' }));
    expect(await screen.findByText('Toast at Bottom left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fixed toast' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Callback ran 1 time.')).toBeInTheDocument();
  });

  it('loading: the full-page overlay is busy, holds focus and closes itself after 3 s', async () => {
    const user = userEvent.setup();
    await open('/components/loading');
    const trigger = await screen.findByRole('button', { name: 'Material' });
    await user.click(trigger);
    const overlay = await screen.findByRole('dialog', { name: 'Loading, please wait…' });
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 6000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(screen.getByText('Refreshing…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    // Busy, yet still focused: a disabled button would have dropped keyboard focus to <body>.
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(refresh).toHaveFocus();
  });

  it('navbar: items become active and the narrow bar folds behind the menu button', async () => {
    const user = userEvent.setup();
    await open('/components/navbar');
    const nav = await screen.findByRole('navigation', { name: 'Sample navbar 1' });
    const toggle = within(nav).getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const pricing = within(nav).getAllByRole('link', { name: 'Pricing' }).at(-1)!;
    await user.click(pricing);
    expect(within(nav).getAllByRole('link', { name: 'Pricing' })[0]).toHaveAttribute('aria-current', 'page');
    // The folded menu went away with the focused link in it: focus is back on ☰, not on <body>.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('navbar: Esc inside the folded menu closes it and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    await open('/components/navbar');
    const nav = await screen.findByRole('navigation', { name: 'Sample navbar 1' });
    const toggle = within(nav).getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(nav).getAllByRole('link', { name: 'Home' }).at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('sidebar: the sheet opens from its button and the rail expands', async () => {
    const user = userEvent.setup();
    await open('/components/sidebar');
    const trigger = await screen.findByRole('button', { name: 'Open sidebar' });
    await user.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(sheet).getByRole('button', { name: 'Inbox' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Reduce' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Open inside the card' }));
    const panel = screen.getByRole('dialog', { name: 'Parent-contained' });
    expect(panel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Parent-contained' })).not.toBeInTheDocument();
    await act(async () => {});
  });
});
