import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

describe('invoice page: keyboard removal and locale', { timeout: 40_000 }, () => {
  it('keeps focus in the items after removing a row with the keyboard', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/invoice', { signedInAs: 'editor' });
    (await screen.findByRole('button', { name: 'Remove row 2' })).focus();
    await user.keyboard('{Enter}');
    // Three rows became two: the button now in row 2's place takes focus instead of <body>.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove row 2' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Description, row 2' })).toHaveValue('Logo refresh');
    await user.keyboard('{Enter}');
    // One row left: its Remove button is disabled, so its description gets focus.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description, row 1' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });

  it('writes sample amounts and the bank country in French', async () => {
    await switchLanguage('fr', ['invoice']);
    // The providers keep i18n on the saved preference.
    usePreferences.getState().setLocale('fr');
    await renderRoute('/pages/invoice', { signedInAs: 'editor' });
    expect(await screen.findByRole('textbox', { name: 'Taux, ligne 3' })).toHaveValue('22,5');
    expect(screen.getByText('États-Unis')).toBeInTheDocument();
    expect(screen.queryByText('United States')).toBeNull();
    // "22,5" is read as 22.5: the total is unchanged (1 473,45 $US).
    expect(screen.getByTestId('invoice-total').textContent).toMatch(/^1\s473,45\s\$US$/);
  });

  it('downloads a complete invoice in the page language: dates, phones and bank details', async () => {
    const user = userEvent.setup();
    await switchLanguage('fr', ['invoice']);
    usePreferences.getState().setLocale('fr');
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (created.push(b as Blob), 'blob:x'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await renderRoute('/pages/invoice', { signedInAs: 'editor' });
      await user.click(await screen.findByRole('button', { name: 'Télécharger' }));
      const html = await created[0]!.text();
      expect(html).toContain('<html lang="fr">');
      // Dates as the page shows them, not the raw ISO value.
      expect(html).toContain('15 nov. 2026');
      expect(html).not.toContain('2026-11-15');
      expect(html).toContain('+1 (718) 555-0199');
      for (const text of ['Coordonnées bancaires', 'États-Unis', 'ETD95476213874685', 'BR91905']) expect(html).toContain(text);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
