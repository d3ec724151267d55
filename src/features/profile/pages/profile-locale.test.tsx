import { screen, waitFor, within } from '@testing-library/react';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';

describe('profile page in Brazilian Portuguese', { timeout: 40_000 }, () => {
  it('translates page types, says "no comments" and writes times on the 24-hour clock', async () => {
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    await screen.findAllByRole('region', { name: /^John Anderson / });
    await switchLanguage('pt', ['profile']);

    const pages = await screen.findByText('Páginas sugeridas');
    const card = pages.closest('[data-slot="card"]') as HTMLElement;
    await waitFor(() => expect(within(card).getAllByText('Empresa').length).toBeGreaterThan(0));
    expect(within(card).queryByText('Company')).toBeNull();
    expect(within(card).getByText('Loja de beleza')).toBeInTheDocument();

    const posts = screen.getAllByRole('region', { name: /^John Anderson / });
    // The seed's first post has no comments: "0 comentário" read wrong, the zero form says so in words.
    expect(within(posts[0]!).getByText('Nenhum comentário ainda')).toBeInTheDocument();
    for (const post of posts) expect(post.querySelector('[id$="-time"]')?.textContent).toMatch(/ de \d{4}, \d{2}:\d{2}$/);
    expect(document.body.textContent).not.toMatch(/\d:\d{2}\s?(AM|PM)/);
  });
});
