import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const open = (path: string) => renderRoute(path, { signedInAs: 'editor' });

describe('component demos: basics', { timeout: 40_000 }, () => {
  it('alert: closes and reopens, and warns live while typing', async () => {
    const user = userEvent.setup();
    await open('/components/alert');
    await user.click(await screen.findByRole('button', { name: 'Close alert' }));
    expect(screen.getByText('The alert is closed.')).toBeInTheDocument();
    // Each control disappears (or disables) when pressed: focus moves to the other one.
    expect(screen.getByRole('button', { name: 'Reopen alert' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reopen alert' }));
    expect(screen.getByText('You can close this alert.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close alert' })).toHaveFocus();
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    await user.type(input, 'a'.repeat(22));
    expect(await screen.findByText('2 characters too many.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('avatar: avatars are focusable and named, with their name as tooltip', async () => {
    await open('/components/avatar');
    const user = userEvent.setup();
    await user.hover(await screen.findByRole('button', { name: 'Lila Moss' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lila Moss');
    expect(screen.getByRole('button', { name: 'Ana Souza, 5 unread' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Team members' })).toBeInTheDocument();
  });

  it('breadcrumb: last item has aria-current and links are real', async () => {
    await open('/components/breadcrumb');
    const nav = await screen.findByRole('navigation', { name: 'Example breadcrumb 1' });
    expect(within(nav).getByText('Breadcrumb')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/components/alert');
  });

  it('button: loading state disables the button and then recovers', async () => {
    const user = userEvent.setup();
    await open('/components/button');
    const save = (await screen.findAllByRole('button', { name: 'Save' }))[0]!;
    await user.click(save);
    const busy = screen.getAllByRole('button', { name: 'Saving…' })[0]!;
    // The shared Button marks a loading button aria-disabled (not disabled) so keyboard focus stays on it.
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Save' })[0]).toBeEnabled(), { timeout: 5000 });
  });

  it('button group: checkbox toggles expose aria-pressed', async () => {
    const user = userEvent.setup();
    await open('/components/button-group');
    const italic = (await screen.findAllByRole('button', { name: 'Italic' }))[0]!;
    expect(italic).toHaveAttribute('aria-pressed', 'false');
    await user.click(italic);
    expect(italic).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getAllByRole('radio', { name: 'Month' })[0]!);
    expect(screen.getByText('Selected: Month')).toBeInTheDocument();
  });

  it('progress: Run again restarts the finished bar and keeps keyboard focus while it runs', async () => {
    const user = userEvent.setup();
    await open('/components/progress');
    const bar = await screen.findByRole('progressbar', { name: 'Syncing files' });
    const again = screen.getByRole('button', { name: 'Run again' });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 9000 });
    again.focus();
    await user.keyboard('{Enter}');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(again).toHaveAttribute('aria-disabled', 'true');
    expect(again).toHaveFocus();
  });

  it('divider, list, progress and tooltip render their demos', async () => {
    const user = userEvent.setup();
    const { router } = await open('/components/divider');
    expect(await screen.findByText('Or')).toBeInTheDocument();
    expect(screen.getAllByRole('separator').length).toBeGreaterThan(10);

    await act(() => router.navigate('/components/list'));
    const follow = (await screen.findAllByRole('button', { name: /follow/i }))[0]!;
    await user.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'true');

    await act(() => router.navigate('/components/progress'));
    const bar = await screen.findByRole('progressbar', { name: 'Storage used' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const increase = screen.getByRole('button', { name: 'Increase' });
    await user.click(increase);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    // At 100 % it is marked unavailable but keeps keyboard focus, and further presses change nothing.
    increase.focus();
    for (let i = 0; i < 6; i++) await user.keyboard('{Enter}');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();

    await act(() => router.navigate('/components/tooltip'));
    await user.click(await screen.findByRole('textbox', { name: 'Username' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Username rules' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3–16 letters');
  });
});
