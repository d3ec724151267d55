import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useDiscardGuard, type DiscardTexts } from './discard-guard';

/** A form dialog that counts as dirty once anything is typed, opened from a button like the real ones. */
function Harness({ onClosed, texts }: { onClosed?: () => void; texts?: Partial<DiscardTexts> }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const close = () => {
    setOpen(false);
    setValue('');
    onClosed?.();
  };
  const guard = useDiscardGuard({ dirty: value !== '', onClose: close, texts });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : guard.requestClose())}>
        <DialogContent closeLabel="Close">
          <DialogTitle>Note</DialogTitle>
          <DialogDescription>Write a note</DialogDescription>
          <label>
            Text
            <input value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
          <button type="button" onClick={guard.requestClose}>
            Cancel
          </button>
        </DialogContent>
      </Dialog>
      {guard.confirm}
    </>
  );
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open form' }));
  return screen.findByRole('dialog', { name: 'Note' });
}

describe('useDiscardGuard', () => {
  it('closes an untouched form at once on Escape, without asking', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    await openForm(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('asks before closing a dirty form; Keep editing (focused first) keeps everything typed', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    const dialog = await openForm(user);
    const input = within(dialog).getByRole('textbox', { name: 'Text' });
    await user.type(input, 'Half a thought');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(confirm).toHaveAccessibleDescription('What you typed in this form will be lost.');
    const keep = within(confirm).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(dialog).toHaveAttribute('data-state', 'open');

    await user.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(input).toHaveValue('Half a thought');
    await waitFor(() => expect(input).toHaveFocus());
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('Escape in the confirm keeps editing too; only Discard closes the form', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Text' })).toHaveValue('x');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open form' })).toHaveFocus());
  });

  it('uses the texts a caller passes', async () => {
    const user = userEvent.setup();
    render(<Harness texts={{ title: 'Drop this note?', discard: 'Drop it' }} />);
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'x');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Drop this note?' });
    expect(within(confirm).getByRole('button', { name: 'Drop it' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
  });
});
