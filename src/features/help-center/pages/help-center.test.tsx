import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

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

  it('offers a way out of an empty FAQ search that restores every question and returns focus to the box', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/faq', { signedInAs: 'editor' });
    await screen.findByRole('button', { name: /what is tessera/i }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Licenses' }));
    const search = screen.getByRole('searchbox', { name: 'Search questions' });
    await user.type(search, 'browsers');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    // Search and category are in the URL: a reload or a shared link shows the same filter.
    await waitFor(() => expect(router.state.location.search).toBe('?category=licenses&q=browsers'));
    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('12 questions')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens every question a search matches, also those that match only in their answer', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/faq', { signedInAs: 'editor' });
    await screen.findByRole('button', { name: /what is tessera/i }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /need a backend/i })).toHaveAttribute('aria-expanded', 'false');
    // "mock" is only in the answer of "Does it need a backend to run?".
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'mock');
    await waitFor(() => expect(screen.getByRole('button', { name: /need a backend/i })).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText(/in-browser mock API/)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveFocus();
  });

  it('opens the FAQ filtered from a deep link, and ignores an unknown category', async () => {
    const view = await renderRoute('/pages/faq?category=trademark&q=footer', { signedInAs: 'editor' });
    expect(await screen.findByRole('button', { name: /remove the footer credit/i }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('footer');
    expect(screen.getByRole('button', { name: 'Trademark use' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 question')).toBeInTheDocument();
    view.unmount();

    await renderRoute('/pages/faq?category=bogus', { signedInAs: 'editor' });
    await screen.findByRole('button', { name: /what is tessera/i }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('12 questions')).toBeInTheDocument();
  });

  it('clears an empty knowledge-base search from the empty state, keeping the category topic', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/knowledge-base/category?topic=marketing-bi&q=zzz', { signedInAs: 'editor' });
    expect(await screen.findByText('Nothing matches your search', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search topics' });
    expect(search).toHaveValue('zzz');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Do you offer refunds?' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?topic=marketing-bi'));
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
    await screen.findByRole('heading', { level: 2, name: 'Do you offer refunds?' });
    expect(screen.getByText(/purchases are generally not refundable/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What are the payment options?' })).not.toBeInTheDocument();
    // The topic rides along, so later article links keep the category context.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      question: 'refunds',
      topic: 'email-marketing',
    });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Knowledge Base');
    expect(crumbs).toHaveTextContent('Category');
    expect(screen.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/pages/knowledge-base');
  });

  it("leads the question page's Category crumb back to the question's own topic", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/knowledge-base/category/question?question=refunds&topic=marketing-bi', {
      signedInAs: 'editor',
    });
    await screen.findByRole('heading', { level: 2, name: 'Do you offer refunds?' }, { timeout: 10_000 });
    const category = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Category' });
    expect(category).toHaveAttribute('href', '/pages/knowledge-base/category?topic=marketing-bi');
    await user.click(category);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/knowledge-base/category'));
    expect(router.state.location.search).toBe('?topic=marketing-bi');
    expect(await screen.findByRole('heading', { level: 2, name: 'Marketing BI' })).toBeInTheDocument();
  });

  it('leads the Category crumb to the demo category when the question came without a topic', async () => {
    await renderRoute('/pages/knowledge-base/category/question?question=refunds', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 2, name: 'Do you offer refunds?' }, { timeout: 10_000 });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Category' })).toHaveAttribute('href', '/pages/knowledge-base/category');
  });

  it('walks to the next and previous articles and moves focus to the new title', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/knowledge-base/category/question?question=download-invoice', {
      signedInAs: 'editor',
    });
    await screen.findByRole('heading', { level: 2, name: 'How do I download my invoice?' }, { timeout: 10_000 });
    const nav = screen.getByRole('navigation', { name: 'Article navigation' });
    expect(within(nav).getByRole('link', { name: /previous article do you offer refunds\?/i })).toBeInTheDocument();
    // The last question of Buying is followed by the first of Item Support: the walk crosses sections.
    await user.click(within(nav).getByRole('link', { name: /next article what does item support include\?/i }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'What does item support include?' });
    expect(heading).toHaveFocus();
    expect(router.state.location.search).toBe('?question=support-scope');
    expect(screen.getByText(/does not include customising the template/)).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: /previous article how do i download my invoice\?/i }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How do I download my invoice?' })).toHaveFocus();
  });

  it('lists the other questions of the section as related links to their articles', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/knowledge-base/category/question?question=card-declined', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 2, name: 'Why was my card declined?' }, { timeout: 10_000 });
    const related = screen.getByRole('heading', { name: 'Related questions' }).closest('section')!;
    const names = within(related)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Which currencies are accepted?', 'Is my payment information safe?']);
    await user.click(within(related).getByRole('link', { name: 'Is my payment information safe?' }));
    await screen.findByRole('heading', { level: 2, name: 'Is my payment information safe?' });
    expect(within(related).getByRole('link', { name: 'Why was my card declined?' })).toBeInTheDocument();
    expect(within(related).queryByRole('link', { name: 'Is my payment information safe?' })).not.toBeInTheDocument();
  });

  it('falls back to the first article for an unknown id and has no link past either end', async () => {
    const view = await renderRoute('/pages/knowledge-base/category/question?question=no-such-question', {
      signedInAs: 'editor',
    });
    await screen.findByRole('heading', { level: 2, name: 'What are the payment options?' }, { timeout: 10_000 });
    let nav = screen.getByRole('navigation', { name: 'Article navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: /next article can i upgrade my license later\?/i })).toBeInTheDocument();
    expect(nav).toHaveTextContent('This is the first article.');
    view.unmount();

    await renderRoute('/pages/knowledge-base/category/question?question=forgot-password', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 2, name: 'I forgot my password' }, { timeout: 10_000 });
    nav = screen.getByRole('navigation', { name: 'Article navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: /previous article how do i delete my account\?/i })).toBeInTheDocument();
    expect(nav).toHaveTextContent('This is the last article.');
  });
});
