import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

describe('extensions: context menu', { timeout: 40_000 }, () => {
  it('opens from the keyboard, a choice toasts and closes; click-not-close items stay open', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/context-menu', { signedInAs: 'admin' });
    const file = await screen.findByRole('group', { name: 'Quarterly report.pdf' });
    expect(file).toHaveAttribute('tabindex', '0');
    file.focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.replace(/Ctrl.*/, '')),
    ).toEqual(['New', 'Open', 'Save', 'Save As', 'Close']);
    await user.click(within(menu).getByRole('menuitem', { name: /save as/i }));
    expect(await screen.findByText('Save As: Quarterly report.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    screen.getByRole('group', { name: 'Right-click here' }).focus();
    await user.keyboard('{ContextMenu}');
    const keep = await screen.findByRole('menu');
    await user.click(within(keep).getByRole('menuitem', { name: 'Increase' }));
    await user.click(within(keep).getByRole('menuitem', { name: 'Next' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByTestId('keep-values')).toHaveTextContent('Banana · 6');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('click-not-close: at the end of the range the keyboard moves from the disabled item to the opposite one', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/context-menu', { signedInAs: 'admin' });
    (await screen.findByRole('group', { name: 'Right-click here' })).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    const increase = within(menu).getByRole('menuitem', { name: 'Increase' });
    const decrease = within(menu).getByRole('menuitem', { name: 'Decrease' });
    act(() => increase.focus());
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}{Enter}');
    expect(screen.getByTestId('keep-values')).toHaveTextContent('Apple · 10');
    expect(increase).toHaveAttribute('data-disabled');
    expect(decrease).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Random' })).toHaveFocus();
    act(() => decrease.focus());
    for (let i = 0; i < 10; i++) await user.keyboard('{Enter}');
    expect(screen.getByTestId('keep-values')).toHaveTextContent('Apple · 0');
    expect(increase).toHaveFocus();
  });
});
