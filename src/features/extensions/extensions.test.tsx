import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { useSession } from '@/lib/session/session.store';

describe('extensions', { timeout: 40_000 }, () => {
  it('access control: switching to editor hides admin-only content and stores the role', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/extensions/access-control', { signedInAs: 'admin' });
    expect(await screen.findByRole('button', { name: 'Only admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /billing and payouts/i })).toBeInTheDocument();
    expect(screen.getByTestId('current-role')).toHaveTextContent('Admin');

    await user.click(screen.getByRole('radio', { name: 'Editor' }));
    expect(screen.getByTestId('current-role')).toHaveTextContent('Editor');
    expect(screen.queryByRole('button', { name: 'Only admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /billing and payouts/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editor and admin' })).toBeInTheDocument();
    expect(useSession.getState().user?.userRole).toBe('editor');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').userRole).toBe('editor');

    await user.click(screen.getByRole('link', { name: /ecommerce dashboard/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/not-authorized'));
  });

  it('i18n: choosing German translates the demo card and sets the document language', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/i18n', { signedInAs: 'admin' });
    expect(await screen.findByText("Welcome back, let's get to work")).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('1,234,567.891');
    await user.click(screen.getByRole('radio', { name: 'German' }));
    expect(await screen.findByText('Willkommen zurück, an die Arbeit')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(screen.getByTestId('current-locale')).toHaveTextContent('Deutsch');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Englisch' }));
    expect(await screen.findByText("Welcome back, let's get to work")).toBeInTheDocument();
  });

  it('i18n: plural forms follow each language’s rules (French and Portuguese count 0 as singular)', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/i18n', { signedInAs: 'admin' });
    const plurals = await screen.findByTestId('plural-demo');
    const items = () =>
      within(plurals)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()).toEqual(['0 files', '1 file', '2 files', '5 files']);
    await user.click(screen.getByRole('radio', { name: 'French' }));
    await waitFor(() => expect(items()).toEqual(['0 fichier', '1 fichier', '2 fichiers', '5 fichiers']));
    await user.click(screen.getByRole('radio', { name: 'Portugais' }));
    await waitFor(() => expect(items()).toEqual(['0 arquivo', '1 arquivo', '2 arquivos', '5 arquivos']));
    await user.click(screen.getByRole('radio', { name: 'Alemão' }));
    await waitFor(() => expect(items()).toEqual(['0 Dateien', '1 Datei', '2 Dateien', '5 Dateien']));
  });

  it('clipboard: copies the field value, copies from code, and reports failures', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/clipboard', { signedInAs: 'admin' });
    const field = await screen.findByRole('textbox', { name: 'Text to copy' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.clear(field);
    await user.type(field, 'Hello Tessera');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Hello Tessera');
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate API key' }));
    const key = within(screen.getByTestId('generated-key')).getByText(/^TSR-/).textContent ?? '';
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/^TSR-[A-Z0-9]{4}-/)));
    expect(writeText.mock.lastCall?.[0]).toBe(screen.getByTestId('generated-key').textContent?.replace('In clipboard', '') ?? key);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy to the clipboard')).toBeInTheDocument();

    // The blocked-clipboard button's long label wraps inside the card on phones (it ran 34 px past it in pt).
    const blocked = screen.getByRole('button', { name: 'Copy with clipboard blocked' });
    expect(blocked).toHaveClass('whitespace-normal', 'max-w-full', 'h-auto');
    expect(blocked).not.toHaveClass('whitespace-nowrap');

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('clipboard: a failed copy says why and how to copy by hand', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/clipboard', { signedInAs: 'admin' });
    await screen.findByRole('textbox', { name: 'Text to copy' });

    await user.click(screen.getByRole('button', { name: 'Copy with clipboard blocked' }));
    expect(
      await screen.findByText('The browser denied access to the clipboard. Select the text and press Ctrl+C (⌘C on a Mac) instead.'),
    ).toBeInTheDocument();

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/^This page has no clipboard access/)).toBeInTheDocument();
  });
});
