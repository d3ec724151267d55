import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuTrigger } from './context-menu';

function Demo({ onSelect }: { onSelect: (v: string) => void }) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <div role="group" tabIndex={0} aria-label="Area">
          Area
        </div>
      </ContextMenuTrigger>
      <ContextMenuContent aria-label="Actions">
        <ContextMenuItem onSelect={() => onSelect('open')}>Open</ContextMenuItem>
        <ContextMenuItem onSelect={() => onSelect('close')}>Close</ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}

describe('ContextMenu', () => {
  it('opens on right-click and closes after a choice', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Demo onSelect={onSelect} />);
    fireEvent.contextMenu(screen.getByText('Area'));
    await user.click(await screen.findByRole('menuitem', { name: 'Open' }));
    expect(onSelect).toHaveBeenCalledWith('open');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard with Shift+F10 and the Menu key, arrows move and Escape closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Demo onSelect={onSelect} />);
    screen.getByText('Area').focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    screen.getByText('Area').focus();
    await user.keyboard('{ContextMenu}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('close');
  });
});
