import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

const initialWidth = window.innerWidth;

describe('language menu', () => {
  afterEach(() => {
    window.innerWidth = initialWidth;
  });

  it('offers the four languages as radio items, the current one checked, and switches by keyboard', async () => {
    window.innerWidth = 1440;
    const user = userEvent.setup();
    await renderRoute('/dashboard/analytics', { signedInAs: 'editor' });
    const trigger = await screen.findByRole('button', { name: 'Language: English' }, { timeout: 12_000 });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['English', 'true'],
      ['Deutsch', 'false'],
      ['Français', 'false'],
      ['Português', 'false'],
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(usePreferences.getState().locale).toBe('de'));
    const german = await screen.findByRole('button', { name: 'Sprache: Deutsch' });
    await waitFor(() => expect(german).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  });
});
