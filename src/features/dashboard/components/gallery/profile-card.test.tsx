import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';

configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 40_000 });

// As the customizer's mock-API panel does when it forces a 500 on the profile calls.
const failProfiles = () => server.use(http.get(/\/api\/users\/(89|58|16)$/, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));

/** The error texts of the profile cards, in page order (other cards still load). */
const profileErrors = async (count: number) => {
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(count));
  return screen.getAllByRole('alert').map((a) => a.querySelector('p')?.textContent);
};

describe('profile cards on /ui-elements/card/basic', () => {
  it('each failed card names its own profile, in its error and in the card’s name', async () => {
    failProfiles();
    await renderRoute('/ui-elements/card/basic', { signedInAs: 'editor' });
    expect(await profileErrors(3)).toEqual([
      "Couldn't load UI/UX designer profile.",
      "Couldn't load Front-end developer profile.",
      "Couldn't load Product manager profile.",
    ]);
    const card = screen.getByRole('region', { name: 'Front-end developer profile' });
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the three errors apart in German too', async () => {
    failProfiles();
    await renderRoute('/ui-elements/card/basic', { signedInAs: 'editor' });
    await profileErrors(3);
    await switchLanguage('de', ['dashboard']);
    await waitFor(() => expect(screen.getByText('Profil (Produktmanagement) konnte nicht geladen werden.')).toBeInTheDocument());
    expect(new Set(await profileErrors(3)).size).toBe(3);
  });
});
