import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { KB_ARTICLE } from '../data/knowledge-base';

describe('help center', { timeout: 40_000 }, () => {
  it('filters FAQ questions live and by category, with an empty state', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/faq', { signedInAs: 'editor' });
    expect(await screen.findByRole('button', { name: /what is tessera/i }, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'refund');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.click(screen.getByRole('button', { name: 'Licenses' }));
    expect(screen.getByRole('button', { name: 'Licenses' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /what is tessera/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /regular license allow/i })).toBeInTheDocument();
  });

  it('links knowledge-base topics to the category and question pages with breadcrumbs', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/knowledge-base', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('link', { name: /email marketing/i }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/knowledge-base/category'));
    // The old page stays mounted until the lazy category page renders, and it also has an "Email Marketing"
    // heading (the topic card): wait for a link only the category page has before asserting its title.
    const question = await screen.findByRole('link', { name: 'Do you offer refunds?' });
    expect(screen.getByRole('heading', { level: 2, name: 'Email Marketing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /email marketing/i })).not.toBeInTheDocument();
    await user.click(question);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/knowledge-base/category/question'));
    // Same for the question page: its article heading is the sign that it has rendered.
    await screen.findByRole('heading', { name: KB_ARTICLE.title });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Knowledge Base');
    expect(crumbs).toHaveTextContent('Category');
    expect(screen.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/pages/knowledge-base');
  });
});
