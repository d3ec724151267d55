import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from './dialog';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from './sheet';

describe('Dialog', () => {
  it('traps focus, closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete item</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
          <DialogFooter>
            <Button>Cancel</Button>
            <Button color="danger">Delete</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Delete item' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has a labelled close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent closeLabel="Close dialog" aria-describedby={undefined}>
          <DialogTitle>Hi</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A dialog or sheet opened from code (no Trigger), as a table row's action or a shortcut does. */
function OpenedFromCode({ kind, focusField = false }: { kind: 'dialog' | 'sheet'; focusField?: boolean }) {
  const [open, setOpen] = useState(false);
  const Root = kind === 'dialog' ? Dialog : Sheet;
  const Content = kind === 'dialog' ? DialogContent : SheetContent;
  const Title = kind === 'dialog' ? DialogTitle : SheetTitle;
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Edit row
      </button>
      <Root open={open} onOpenChange={setOpen}>
        <Content>
          <Title>Edit</Title>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the case under test */}
          <input aria-label="Name" autoFocus={focusField} />
        </Content>
      </Root>
    </>
  );
}

describe('focus after a dialog opened from code closes', () => {
  it.each(['dialog', 'sheet'] as const)('the %s gives focus back to the control that opened it', async (kind) => {
    const user = userEvent.setup();
    render(<OpenedFromCode kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Edit row' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each(['dialog', 'sheet'] as const)('the %s does so when a field inside took focus with autoFocus', async (kind) => {
    const user = userEvent.setup();
    render(<OpenedFromCode kind={kind} focusField />);
    const opener = screen.getByRole('button', { name: 'Edit row' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('focusWhenOpenerGone', () => {
  // A row whose dialog deletes it: on close the opener is gone, and focus goes where focusWhenOpenerGone says.
  function DeletableRows() {
    const [rows, setRows] = useState(['Alpha', 'Beta']);
    const [open, setOpen] = useState<string | null>(null);
    return (
      <>
        {rows.map((row) => (
          <Button key={row} onClick={() => setOpen(row)}>
            {`Open ${row}`}
          </Button>
        ))}
        <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
          <DialogContent focusWhenOpenerGone={() => screen.queryByRole('button', { name: /^Open / })}>
            <DialogTitle>Row</DialogTitle>
            <DialogDescription>Delete it or close.</DialogDescription>
            <Button
              onClick={() => {
                setRows((all) => all.filter((row) => row !== open));
                setOpen(null);
              }}
            >
              Delete
            </Button>
          </DialogContent>
        </Dialog>
      </>
    );
  }

  it('focuses the element in the removed opener’s place, and leaves a present opener alone', async () => {
    const user = userEvent.setup();
    render(<DeletableRows />);
    await user.click(screen.getByRole('button', { name: 'Open Beta' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open Beta' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Alpha' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Beta' })).toHaveFocus();
  });
});

describe('Sheet', () => {
  it('opens as a dialog and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Filters</SheetTrigger>
        <SheetContent side="left" aria-describedby={undefined}>
          <SheetTitle>Filters</SheetTitle>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DialogContent overlayClassName', () => {
  it('styles the backdrop', () => {
    render(
      <Dialog open>
        <DialogContent overlayClassName="bg-primary/40" aria-describedby={undefined}>
          <DialogTitle>Tinted</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Tinted' })).toBeInTheDocument();
    expect(document.querySelector('.bg-primary\\/40')).not.toBeNull();
  });
});
