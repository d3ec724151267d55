import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';
import de from '../locales/de.json';

/** Every string value of a locale tree. */
const strings = (o: unknown): string[] =>
  typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : [];

describe('form validation page in German', { timeout: 60_000 }, () => {
  it('shows a German date placeholder and accepts a decimal comma', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-validation', { signedInAs: 'editor' });
    await screen.findByRole('textbox', { name: /Date between/ }, { timeout: 15_000 });
    await switchLanguage('de', ['form-demos']);
    const date = await screen.findByRole('textbox', { name: /Datum zwischen/ }, { timeout: 15_000 });
    expect(date).toHaveAttribute('placeholder', 'JJJJ-MM-TT');
    expect(screen.getByText('Eine Zahl, z. B. 12,5.')).toBeInTheDocument();
    const numeric = screen.getByRole('textbox', { name: /^Numerisch/ });
    await user.type(numeric, '12x');
    await user.tab();
    await waitFor(() => expect(numeric).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(numeric);
    await user.type(numeric, '12,5');
    await user.tab();
    await waitFor(() => expect(numeric).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('addresses the user formally (Sie), like the rest of the German app', () => {
    const informal = /\b(du|dich|dir|dein\w*|Dein\w*|Wähle|wähle|Gib|Tippe|Nutze|Prüfe|Probiere|Verwende|Wiederhole|Schreibe?)\b/;
    expect(strings(de).filter((s) => informal.test(s))).toEqual([]);
  });
});
