import { act, fireEvent, screen, within } from '@testing-library/react';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

async function openTree() {
  await renderRoute('/extensions/tree', { signedInAs: 'editor' });
  return screen.findByRole('tree', { name: 'Search tree' });
}

describe('/extensions/tree', { timeout: 40_000 }, () => {
  it('keyboard: ArrowRight expands, ArrowLeft collapses, ArrowDown moves focus', async () => {
    const tree = await openTree();
    const src = within(tree).getByRole('treeitem', { name: /^src/ });
    expect(src).toHaveAttribute('aria-expanded', 'true');
    act(() => src.focus());
    fireEvent.keyDown(src, { key: 'ArrowLeft' });
    expect(src).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(src, { key: 'ArrowRight' });
    expect(src).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(src, { key: 'ArrowDown' });
    expect(within(tree).getByRole('treeitem', { name: /^components/ })).toHaveFocus();
    // Parent of a checked child is mixed; Space on the parent checks all.
    const components = within(tree).getByRole('treeitem', { name: /^components/ });
    expect(components).toHaveAttribute('aria-checked', 'mixed');
    fireEvent.keyDown(components, { key: ' ' });
    expect(components).toHaveAttribute('aria-checked', 'true');
  });

  it('search highlights literal text in <mark> and expands parents', async () => {
    const tree = await openTree();
    expect(within(tree).queryByRole('treeitem', { name: /favicon/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search the tree'), { target: { value: 'fav' } });
    const item = await within(tree).findByRole('treeitem', { name: /favicon/ });
    expect(item.querySelector('mark')).toHaveTextContent('fav');
    fireEvent.change(screen.getByLabelText('Search the tree'), { target: { value: '<b>' } });
    expect(tree.querySelector('b')).toBeNull();
    expect(tree.querySelectorAll('mark')).toHaveLength(0);
  });

  it('keyboard move buttons reorder the focused node', async () => {
    const tree = await openTree();
    fireEvent.click(within(tree).getByRole('treeitem', { name: /^pages/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
    const names = within(tree)
      .getAllByRole('treeitem')
      .map((el) => el.textContent);
    expect(names.indexOf('pages')).toBeLessThan(names.indexOf('components'));
  });

  it('lazy branch shows a spinner then loads children', async () => {
    await renderRoute('/extensions/tree', { signedInAs: 'editor' });
    const tree = await screen.findByRole('tree', { name: 'Async tree' });
    const branch = within(tree).getByRole('treeitem', { name: /^backups/ });
    act(() => branch.focus());
    fireEvent.keyDown(branch, { key: 'ArrowRight' });
    expect(branch).toHaveAttribute('aria-busy', 'true');
    expect(await within(tree).findByRole('treeitem', { name: /backups-file-2\.dat/ })).toBeInTheDocument();
    expect(branch).not.toHaveAttribute('aria-busy');
  });
  it('deleting a checked node drops its check; deleting every node shows an empty state and keeps focus', async () => {
    const tree = await openTree();
    act(() =>
      within(tree)
        .getByRole('treeitem', { name: /^components/ })
        .focus(),
    );
    fireEvent.keyDown(within(tree).getByRole('treeitem', { name: /^components/ }), { key: 'ArrowRight' });
    fireEvent.click(within(tree).getByRole('treeitem', { name: /^button\.tsx/ }));
    const del = screen.getByRole('button', { name: 'Delete focused node' });
    act(() => del.focus());
    fireEvent.click(del);
    expect(screen.getByText('0 files checked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear checks' })).toBeNull();

    while (!del.hasAttribute('disabled')) fireEvent.click(del);
    expect(within(tree).queryAllByRole('treeitem')).toHaveLength(0);
    expect(screen.getByText('The tree is empty: add a node to start again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New node name')).toHaveFocus();
  });

  it('type-ahead: a letter focuses the next visible node starting with it, wrapping round', async () => {
    const tree = await openTree();
    const src = within(tree).getByRole('treeitem', { name: /^src/ });
    act(() => src.focus());
    fireEvent.keyDown(src, { key: 'p' });
    expect(within(tree).getByRole('treeitem', { name: /^pages/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'P' });
    expect(within(tree).getByRole('treeitem', { name: /^public/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'p' });
    expect(within(tree).getByRole('treeitem', { name: /^package\.json/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'p' });
    expect(within(tree).getByRole('treeitem', { name: /^pages/ })).toHaveFocus();
  });

  it('type-ahead: letters typed quickly match as one prefix; * expands every sibling branch', async () => {
    const tree = await openTree();
    const src = within(tree).getByRole('treeitem', { name: /^src/ });
    act(() => src.focus());
    fireEvent.keyDown(src, { key: 'p' });
    fireEvent.keyDown(document.activeElement!, { key: 'u' });
    expect(within(tree).getByRole('treeitem', { name: /^public/ })).toHaveFocus();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 5000);
    fireEvent.keyDown(document.activeElement!, { key: 'p' });
    fireEvent.keyDown(document.activeElement!, { key: 'a' });
    fireEvent.keyDown(document.activeElement!, { key: 'c' });
    expect(within(tree).getByRole('treeitem', { name: /^package\.json/ })).toHaveFocus();
    clock.mockRestore();
    const publicNode = within(tree).getByRole('treeitem', { name: /^public/ });
    const docs = within(tree).getByRole('treeitem', { name: /^docs/ });
    expect(publicNode).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(document.activeElement!, { key: '*' });
    expect(publicNode).toHaveAttribute('aria-expanded', 'true');
    expect(docs).toHaveAttribute('aria-expanded', 'true');
    expect(src).toHaveAttribute('aria-expanded', 'true');
    // Only siblings: components (a level down) stays closed.
    expect(within(tree).getByRole('treeitem', { name: /^components/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('buttons that disable or remove themselves hand focus to the tree or the name field', async () => {
    const tree = await openTree();
    const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));
    // src is first at the root: after moving it down and back up, Move up is disabled.
    const down = screen.getByRole('button', { name: 'Move down' });
    fireEvent.click(down);
    const up = screen.getByRole('button', { name: 'Move up' });
    act(() => up.focus());
    fireEvent.click(up);
    await tick();
    expect(up).toBeDisabled();
    expect(within(tree).getByRole('treeitem', { name: /^src/ })).toHaveFocus();

    const clear = screen.getByRole('button', { name: 'Clear checks' });
    act(() => clear.focus());
    fireEvent.click(clear);
    await tick();
    expect(screen.queryByRole('button', { name: 'Clear checks' })).toBeNull();
    expect(within(tree).getByRole('treeitem', { name: /^src/ })).toHaveFocus();

    fireEvent.change(screen.getByLabelText('New node name'), { target: { value: 'notes.md' } });
    const add = screen.getByRole('button', { name: 'Add node' });
    act(() => add.focus());
    fireEvent.click(add);
    await tick();
    expect(add).toBeDisabled();
    expect(screen.getByLabelText('New node name')).toHaveFocus();
  });

  it('dropdown tree: the trigger is named by its label and value; team names are translated', async () => {
    await renderRoute('/extensions/tree', { signedInAs: 'editor' });
    expect(await screen.findByRole('button', { name: 'Teams Icons' })).toBeInTheDocument();
    act(() => usePreferences.getState().setLocale('fr'));
    const trigger = await screen.findByRole('button', { name: 'Équipes Icônes' });
    fireEvent.click(trigger);
    const tree = await screen.findByRole('tree', { name: 'Arbre déroulant' });
    expect(within(tree).getByRole('treeitem', { name: /^Ingénierie/ })).toBeInTheDocument();
  });
});
