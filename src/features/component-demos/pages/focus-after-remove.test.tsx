import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const open = (path: string) => renderRoute(path, { signedInAs: 'editor' });

describe('component demos: focus after a control goes', { timeout: 40_000 }, () => {
  it('chip: the last closable chip hands focus to Restore; Clear all (turning disabled) does too', async () => {
    const user = userEvent.setup();
    await open('/components/chip');
    const closable = await screen.findByRole('list', { name: 'Closable' });
    const names = within(closable)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? '');
    // Remove from the end: each time the new last chip takes focus.
    for (const name of names.slice(1).reverse()) {
      await user.click(within(closable).getByRole('button', { name }));
      expect(within(closable).getAllByRole('button').at(-1)).toHaveFocus();
    }
    await user.click(within(closable).getByRole('button', { name: names[0] }));
    expect(within(closable).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Restore' })[0]).toHaveFocus();

    const custom = screen.getByRole('list', { name: 'Custom close and clear icons' });
    const clear = screen.getAllByRole('button', { name: 'Clear all' })[1]!;
    await user.click(clear);
    expect(within(custom).queryAllByRole('button')).toHaveLength(0);
    expect(clear).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Restore' })[1]).toHaveFocus();
  });

  it('tabs: × on the focused active tab selects and focuses the tab in its place; × on a background tab moves nothing', async () => {
    const user = userEvent.setup();
    await open('/components/tabs');
    const list = await screen.findByRole('tablist', { name: 'Open drafts' });
    const tab = (name: string) => within(list).getByRole('tab', { name });
    await user.click(tab('Draft 2'));
    await user.click(within(list).getByTitle('Close Draft 2'));
    expect(within(list).queryByRole('tab', { name: 'Draft 2' })).toBeNull();
    expect(tab('Draft 3')).toHaveFocus();
    expect(tab('Draft 3')).toHaveAttribute('aria-selected', 'true');
    await user.click(within(list).getByTitle('Close Draft 1'));
    expect(within(list).queryByRole('tab', { name: 'Draft 1' })).toBeNull();
    expect(tab('Draft 3')).toHaveFocus();
    expect(tab('Draft 3')).toHaveAttribute('aria-selected', 'true');
  });
});
