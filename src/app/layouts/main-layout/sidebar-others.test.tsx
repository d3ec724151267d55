import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';
import { filterOthers, MENU_OTHERS } from './menu-others';

const initialWidth = window.innerWidth;
const menu = async () => within(await screen.findByRole('navigation', { name: 'Home' }, { timeout: 12000 }));

describe('sidebar "Others" section', () => {
  beforeEach(() => {
    window.innerWidth = 1440;
  });
  afterEach(() => {
    window.innerWidth = initialWidth;
  });

  it('renders external links that open safely in a new tab and say so', async () => {
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    const nav = await menu();
    expect(nav.getByText('Others')).toBeInTheDocument();
    for (const name of ['Documentation', 'Raise Support']) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}\\s*\\(opens in a new tab\\)$`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('has a disabled item that is announced as disabled and is not a tab stop', async () => {
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    const nav = await menu();
    const disabled = nav.getByRole('link', { name: 'Disabled Menu' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('href');
    expect(disabled).not.toHaveAttribute('tabindex');
  });

  it('expands level 2 and level 3 groups with real links', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    const nav = await menu();
    const levels = nav.getByRole('button', { name: 'Menu Levels' });
    expect(levels).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'Second Level 2.1' })).not.toBeInTheDocument();
    await user.click(levels);
    expect(levels).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Second Level 2.1' })).toHaveAttribute('href', '/pages/knowledge-base');
    await user.click(nav.getByRole('button', { name: 'Second Level 2.2' }));
    const third = nav.getByRole('link', { name: 'Third Level 3.2' });
    expect(third).toHaveAttribute('href', '/pages/knowledge-base/category/question');
    await user.click(nav.getByRole('link', { name: 'Third Level 3.1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/knowledge-base/category'));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Third Level 3.1' })).toHaveAttribute('aria-current', 'page'));
  });

  it('opens the groups that hold the current page', async () => {
    await renderRoute('/pages/knowledge-base/category/question', { signedInAs: 'editor' });
    const nav = await menu();
    expect(nav.getByRole('button', { name: 'Menu Levels' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('button', { name: 'Second Level 2.2' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Third Level 3.2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps labels on the collapsed icon rail for assistive technology', async () => {
    usePreferences.getState().setLayout({ sidebarCollapsed: true });
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    const nav = await menu();
    expect(nav.getByRole('link', { name: /^Documentation\s*\(opens in a new tab\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Main menu' })).toHaveAttribute('data-rail', 'true');
  });

  it('drops internal links the role may not open, and empty groups', () => {
    const none = filterOthers(MENU_OTHERS, () => false);
    expect(none.map((n) => n.id)).toEqual(['disabled', 'docs', 'support']);
    const all = filterOthers(MENU_OTHERS, () => true);
    expect(all[0]?.kind === 'group' && all[0].children.length).toBe(2);
  });

  it("shows group badges as counts or words in the reader's language", async () => {
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    const nav = await menu();
    expect(within(nav.getByRole('button', { name: /^Data List/ })).getByText('new')).toBeInTheDocument();
    expect(within(nav.getByRole('button', { name: /^Dashboard/ })).getByText('2')).toBeInTheDocument();
    act(() => usePreferences.getState().setLocale('de'));
    await waitFor(() => expect(within(nav.getByRole('button', { name: /^Datenliste/ })).getByText('neu')).toBeInTheDocument());
  });
});
