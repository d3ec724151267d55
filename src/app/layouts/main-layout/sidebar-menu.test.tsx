import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contrastRatio } from '@/lib/colors';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

const initialWidth = window.innerWidth;
const findMenu = () => screen.findByRole('navigation', { name: 'Home' }, { timeout: 12000 });
const current = (nav: HTMLElement) => within(nav).queryAllByRole('link', { current: 'page' });

/** Records which element scrollIntoView is called on, and how. */
const spyScroll = () =>
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    calls.push([this, arg]);
  });
let calls: [Element, unknown][] = [];

describe('sidebar menu', () => {
  beforeEach(() => {
    window.innerWidth = 1440;
  });
  afterEach(() => {
    window.innerWidth = initialWidth;
    vi.restoreAllMocks();
  });

  it.each([
    ['/components/button-group', 'Button Group'],
    ['/import-export/export-selected', 'Export Selected'],
    ['/pages/knowledge-base/category', 'Third Level 3.1'],
  ])('on %s marks one item, %s, as the current page', async (path, name) => {
    await renderRoute(path, { signedInAs: 'editor' });
    const nav = await findMenu();
    await waitFor(() => expect(current(nav).map((a) => a.textContent)).toEqual([name]));
  });

  it('lets a long label wrap instead of cutting it with an ellipsis (fr, pt names are wider than the menu)', async () => {
    await renderRoute('/dashboard/analytics', { signedInAs: 'editor' });
    const nav = await findMenu();
    for (const name of ['Data List', 'Email']) {
      const label = within(nav).getByText(name, { selector: 'span' });
      expect(label).not.toHaveClass('truncate');
      expect(label).toHaveClass('wrap-break-word');
    }
  });

  it('shows admin-only pages to an editor with a lock, leading to the not-authorized page', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/dashboard/analytics', { signedInAs: 'editor' });
    const nav = within(await findMenu());
    expect(within(nav.getByRole('button', { name: /^Dashboard/ })).getByText('2')).toBeInTheDocument();
    const locked = nav.getByRole('link', { name: 'eCommerce (admin only)' });
    expect(locked).toHaveAttribute('href', '/pages/not-authorized');
    expect(locked.querySelector('svg.lucide-lock-keyhole')).toBeInTheDocument();
    await user.click(locked);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/not-authorized'));
  });

  it('shows it plainly to an admin', async () => {
    await renderRoute('/dashboard/analytics', { signedInAs: 'admin' });
    const nav = within(await findMenu());
    expect(nav.getByRole('link', { name: 'eCommerce' })).toHaveAttribute('href', '/dashboard/ecommerce');
  });

  it('scrolls the current item into view once on load, without animation ("nearest": only if it is hidden)', async () => {
    calls = [];
    spyScroll();
    await renderRoute('/import-export/export-selected', { signedInAs: 'editor' });
    const nav = await findMenu();
    const item = await within(nav).findByRole('link', { name: 'Export Selected', current: 'page' });
    expect(calls).toEqual([[item, { block: 'nearest' }]]);
  });

  it('scrolls to the current item when the mobile drawer opens', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    await renderRoute('/components/divider', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 12000 }));
    calls = [];
    spyScroll();
    const dialog = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(dialog).toHaveClass('sidebar-surface');
    const nav = await within(dialog).findByRole('navigation', { name: 'Home' });
    const item = within(nav).getByRole('link', { name: 'Divider', current: 'page' });
    expect(calls).toEqual([[item, { block: 'nearest' }]]);
  });

  it('scrolls to the group holding the page on the icon rail', async () => {
    calls = [];
    spyScroll();
    usePreferences.getState().setLayout({ sidebarCollapsed: true });
    await renderRoute('/components/divider', { signedInAs: 'editor' });
    const nav = await findMenu();
    await waitFor(() => expect(calls.map(([el]) => el.getAttribute('title'))).toEqual(['Components']));
    expect(nav).toHaveClass('scroll-py-2');
  });

  it('marks the group holding the current page on the icon rail', async () => {
    usePreferences.getState().setLayout({ sidebarCollapsed: true });
    await renderRoute('/components/divider', { signedInAs: 'editor' });
    const nav = await findMenu();
    const marked = nav.querySelectorAll('button[aria-current="true"]');
    expect([...marked].map((el) => el.getAttribute('title'))).toEqual(['Components']);
  });
});

describe('sidebar surface tokens (theme.css)', () => {
  afterEach(() => {
    window.innerWidth = initialWidth;
  });
  const css = readFileSync('src/styles/theme.css', 'utf8');
  /** The declarations of the block that `selector` opens. */
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    if (start < 0) throw new Error(`no ${selector} block`);
    return css.slice(start, css.indexOf('}', start));
  };
  const token = (body: string, name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(body)?.[1];

  it.each([':root', '.dark', "[data-theme='semi-dark']"])('%s: the ring and rail marker reach 3:1 on the sidebar', (selector) => {
    const body = block(selector);
    const [ring, bg] = [token(body, '--sidebar-ring'), token(body, '--sidebar-bg')];
    expect(ring && bg && contrastRatio(ring, bg)).toBeGreaterThanOrEqual(3);
  });

  it('draws the menu with its own ring, dark scrollbars in semi-dark and the rail marker in the ring colour', () => {
    expect(block('.sidebar-surface')).toMatch(/--ring:\s*var\(--sidebar-ring\)/);
    expect(block("[data-theme='semi-dark'] .sidebar-surface")).toMatch(/color-scheme:\s*dark/);
    expect(block('.sidebar-surface button[aria-current]::before')).toMatch(/background:\s*var\(--ring\)/);
  });

  it('puts the pinned menu on that surface', async () => {
    window.innerWidth = 1440;
    await renderRoute('/dashboard/analytics', { signedInAs: 'editor' });
    await findMenu();
    expect(screen.getByRole('complementary', { name: 'Main menu' })).toHaveClass('sidebar-surface');
  });
});
