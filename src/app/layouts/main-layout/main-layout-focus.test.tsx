import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const initialWidth = window.innerWidth;

describe('focus after navigating from inside the page', () => {
  afterEach(() => {
    window.innerWidth = initialWidth;
  });

  it('continues from the main region when the link that navigated goes away with its page', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/knowledge-base', { signedInAs: 'editor' });
    const card = await screen.findByRole('link', { name: /email marketing/i }, { timeout: 10_000 });
    card.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/knowledge-base/category'));
    await screen.findByRole('link', { name: 'Do you offer refunds?' });
    expect(card).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('leaves focus on a menu link, which stays on screen', async () => {
    const user = userEvent.setup();
    window.innerWidth = 1440;
    const { router } = await renderRoute('/pages/knowledge-base', { signedInAs: 'editor' });
    const menu = await screen.findByRole('navigation', { name: 'Home' }, { timeout: 12_000 });
    const faq = menu.querySelector<HTMLAnchorElement>('a[href="/pages/faq"]');
    if (!faq) throw new Error('no FAQ menu link');
    faq.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/faq'));
    expect(faq).toHaveFocus();
  });
});
