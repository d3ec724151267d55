import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

describe('export selected (G9)', { timeout: 40_000 }, () => {
  it('keeps Export Selected disabled with a hint until a row is selected', async () => {
    const user = userEvent.setup();
    await renderRoute('/import-export/export-selected', { signedInAs: 'editor' });
    const button = await screen.findByRole('button', { name: 'Export Selected' }, { timeout: 10_000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Select at least one row to export.');
    await user.click(screen.getByRole('checkbox', { name: 'Select Ervin Howell' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByText('1 row selected')).toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Export data' });
    expect(within(dialog).getByText('1 row will be exported.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the dialog, not to <body>.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('select all selects every visible row; search filters the table', async () => {
    const user = userEvent.setup();
    await renderRoute('/import-export/export-selected', { signedInAs: 'editor' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search users' }, { timeout: 10_000 }), 'amira');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('1 row selected')).toBeInTheDocument();
  });
});
