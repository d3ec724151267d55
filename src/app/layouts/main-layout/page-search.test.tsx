import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { loadDirectory } from '@/features/search-page';
import { fuzzyFilter, fuzzyScore } from './search-data';

const { formatSize, SEARCH_CONTACTS, SEARCH_FILES } = await loadDirectory();

const group = (name: string) => within(screen.getByRole('group', { name }));
const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');

async function openSearch() {
  const user = userEvent.setup();
  const view = await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
  await user.click(await screen.findByRole('button', { name: 'Search (Ctrl+K)' }, { timeout: 12000 }));
  const input = await screen.findByRole('combobox');
  return { user, input, ...view };
}

describe('navbar search', () => {
  it('groups Pages, Files and Contacts with their details', async () => {
    const { user, input } = await openSearch();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    // Before typing: a few suggestions in every group.
    expect(group('Pages').getAllByRole('option').length).toBeGreaterThan(0);
    expect(group('Files').getByRole('option', { name: /Joe's CV\.doc/ })).toHaveTextContent('by Stacy Watson');
    expect(group('Files').getByRole('option', { name: /Joe's CV\.doc/ })).toHaveTextContent('1.7 MB');
    expect(group('Contacts').getByRole('option', { name: /Mia Davis/ })).toHaveTextContent('mia.davis@example.com');

    await user.type(input, 'warehouse');
    await waitFor(() => expect(group('Files').getAllByRole('option')).toHaveLength(1));
    expect(group('Files').getByRole('option')).toHaveTextContent('Warehouse Data.zip');
    expect(group('Files').getByRole('option')).toHaveTextContent('by Hedda Tabler');
    // Groups without a hit say so, each on its own.
    expect(group('Pages').getByRole('option')).toHaveTextContent('No results found.');
    expect(group('Pages').getByRole('option')).toHaveAttribute('aria-disabled', 'true');
    expect(group('Contacts').getByRole('option')).toHaveTextContent('No results found.');
  });

  it('matches fuzzily and without accents', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'amelie');
    await waitFor(() => expect(group('Contacts').getByRole('option', { name: /Amélie Laurent/ })).toBeInTheDocument());
    await user.clear(input);
    await user.type(input, 'frmlay');
    await waitFor(() => expect(group('Pages').getByRole('option', { name: /Form Layouts/ })).toBeInTheDocument());
  });

  it('moves with the arrow keys, opens with Enter and closes with Esc', async () => {
    const { user, input, router } = await openSearch();
    await user.type(input, 'form');
    await waitFor(() => expect(selected()).toHaveTextContent(/^Form/));
    const first = selected();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(selected()).not.toBe(first));
    const second = selected();
    const url = /\/forms\/[\w-]+/.exec(second?.textContent ?? '')?.[0];
    expect(url).toBeDefined();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(selected()).toBe(first));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(url));
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    await screen.findByRole('dialog', { name: 'Search' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });

  it('opens a file or contact hit on the search page, which shows it first', async () => {
    const { user, input, router } = await openSearch();
    await user.type(input, 'hedda');
    await waitFor(() => expect(selected()).toHaveTextContent('Warehouse Data.zip'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/search'));
    expect(router.state.location.search).toBe('?q=Warehouse%20Data.zip');
    const results = await screen.findByRole('region', { name: 'Search results' }, { timeout: 12000 });
    const first = await within(results).findByRole('heading', { level: 3, name: 'Warehouse Data.zip' }, { timeout: 5000 });
    expect(within(results).getAllByRole('heading', { level: 3 })[0]).toBe(first);
    const row = first.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('ZIP archive');
    expect(row).toHaveTextContent('by Hedda Tabler');
    expect(row).toHaveTextContent('52.3 MB');

    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    await user.type(await screen.findByRole('combobox'), 'mia davis');
    await waitFor(() => expect(selected()).toHaveTextContent('Mia Davis'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Mia%20Davis'));
    // A URL change made elsewhere: the page's search box follows it.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Mia Davis'));
    const contact = await within(results).findByRole('link', { name: 'Mia Davis' }, { timeout: 5000 });
    expect(contact).toHaveAttribute('href', 'mailto:mia.davis@example.com');
    expect(within(results).getAllByRole('heading', { level: 3 })[0]).toContainElement(contact);
    expect(contact.closest('li')).toHaveTextContent('mia.davis@example.com');
    expect(contact.closest('li')).toHaveTextContent('Last contact Jul 21, 2026');
  });

  it('opens with "/" and Ctrl+K, but "/" types normally inside a field', async () => {
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await screen.findByRole('button', { name: 'Search (Ctrl+K)' }, { timeout: 12000 });
    fireEvent.keyDown(document.body, { key: '/' });
    await screen.findByRole('dialog', { name: 'Search' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await screen.findByRole('dialog', { name: 'Search' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());

    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: '/' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    field.remove();
  });
});

describe('search data', () => {
  it('scores substrings above scattered letters and rejects non-matches', () => {
    expect(fuzzyScore('class', ['Class Notes.doc'])).toBeGreaterThan(fuzzyScore('cls', ['Class Notes.doc']) ?? 0);
    expect(fuzzyScore('zzz', ['Class Notes.doc'])).toBeNull();
    expect(fuzzyScore('muller', ['Greta Müller'])).not.toBeNull();
    expect(fuzzyFilter(SEARCH_FILES, 'company', (f) => [f.name], 5).map((f) => f.id)).toEqual(['f7', 'f8']);
  });

  it('has a fixed demo list with bundled avatars and readable sizes', () => {
    expect(SEARCH_CONTACTS.every((c) => /^\/images\/avatars\/avatar-\d+\.svg$/.test(c.avatar))).toBe(true);
    expect(new Set(SEARCH_FILES.map((f) => f.id)).size).toBe(SEARCH_FILES.length);
    expect(formatSize(1.5 * 1024 ** 3, 'en')).toBe('1.5 GB');
    expect(formatSize(6.6 * 1024 ** 2, 'de')).toBe('6,6 MB');
    expect(formatSize(512, 'en')).toBe('512 B');
  });
});
