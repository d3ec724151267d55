import { screen, within } from '@testing-library/react';
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
});
