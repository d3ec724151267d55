import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';
import { navbarColorStyle } from './navbar-color';
import { contrastRatio } from '@/lib/colors';

const reload = () => usePreferences.getState().reset();
const stored = () => JSON.parse(localStorage.getItem('layout') ?? '{}') as Record<string, unknown>;

async function openCustomizer() {
  const user = userEvent.setup();
  const view = await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
  await user.click(await screen.findByRole('button', { name: 'Open theme customizer' }, { timeout: 12000 }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Theme customizer' }));
  return { user, sheet, ...view };
}

describe('customizer: RTL', () => {
  afterEach(() => document.documentElement.setAttribute('dir', 'ltr'));

  it('sets dir="rtl" on <html>, persists it and turns back', async () => {
    const { user, sheet } = await openCustomizer();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    const toggle = sheet.getByRole('switch', { name: 'Right-to-left (RTL)' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(stored().rtl).toBe(true);
    act(() => reload());
    expect(usePreferences.getState().rtl).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('ltr'));
    expect(stored().rtl).toBe(false);
  });

  it('applies a stored RTL preference at start', async () => {
    localStorage.setItem('layout', JSON.stringify({ rtl: true }));
    reload();
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
  });
});

describe('customizer: route transition', () => {
  it('is chosen in the customizer, persisted, and played by the page wrapper', async () => {
    const { user, sheet, container } = await openCustomizer();
    const select = sheet.getByRole('combobox', { name: 'Route transition' });
    expect(select).toHaveTextContent('Zoom fade');
    expect(container.querySelector('[data-transition]')).toHaveClass('route-transition-zoom-fade');
    select.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Slide fade' }));
    expect(select).toHaveTextContent('Slide fade');
    expect(stored().routeTransition).toBe('slide-fade');
    await waitFor(() => expect(container.querySelector('[data-transition]')).toHaveClass('route-transition-slide-fade'));
    act(() => reload());
    expect(usePreferences.getState().routeTransition).toBe('slide-fade');
  });

  it('replays on every navigation (the wrapper is keyed by path)', async () => {
    usePreferences.getState().setLayout({ routeTransition: 'fade' });
    const { container, router } = await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 1, name: 'Colors' }, { timeout: 12000 });
    const before = container.querySelector('[data-transition]');
    expect(before).toHaveClass('route-transition-fade');
    await act(() => router.navigate('/pages/faq'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/faq'));
    await waitFor(() => expect(container.querySelector('[data-transition]')).not.toBe(before));
    expect(container.querySelector('[data-transition]')).toHaveClass('route-transition-fade');
  });

  it.each(['"spin"', '42', 'null', '{"a":1}'])('a corrupt stored transition %s falls back to zoom-fade', (value) => {
    localStorage.setItem('layout', `{"routeTransition":${value},"rtl":"yes","navbarColor":"red","footerType":"hidden"}`);
    reload();
    const s = usePreferences.getState();
    expect(s.routeTransition).toBe('zoom-fade');
    expect(s.rtl).toBe(false);
    expect(s.navbarColor).toBeNull();
    // Valid neighbours survive.
    expect(s.footerType).toBe('hidden');
  });

  it('unparseable layout storage gives every default', () => {
    localStorage.setItem('layout', '{oops');
    reload();
    const s = usePreferences.getState();
    expect([s.routeTransition, s.rtl, s.navbarColor]).toEqual(['zoom-fade', false, null]);
  });
});

describe('customizer: navbar colour', () => {
  it('repaints the navbar from a preset and back to the default', async () => {
    const { user, sheet, container } = await openCustomizer();
    const bar = () => container.querySelector('header > div') as HTMLElement;
    await user.click(sheet.getByRole('button', { name: 'Navbar colour #EA5455' }));
    expect(stored().navbarColor).toBe('#EA5455');
    expect(bar().getAttribute('data-navbar-color')).toBe('#EA5455');
    expect(bar().style.getPropertyValue('--foreground')).not.toBe('');
    await user.click(sheet.getByRole('button', { name: 'Default navbar colour' }));
    expect(bar()).not.toHaveAttribute('data-navbar-color');
    expect(stored().navbarColor).toBeNull();
  });

  it.each(['#EA5455', '#7367F0', '#FF9F43', '#28C76F', '#ffffff', '#1E1E1E', '#00A598', '#777777'])(
    'keeps navbar text at AA on %s',
    (hex) => {
      const style = navbarColorStyle(hex) as Record<string, string>;
      expect(contrastRatio(style['--card'] ?? '', style['--foreground'] ?? '')).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('customizer: choice rows', () => {
  it('names each row by its heading, so the two "Static" and "Hidden" buttons say which bar they set', async () => {
    const { user, sheet } = await openCustomizer();
    const footer = within(sheet.getByRole('group', { name: 'Footer type' }));
    const navbar = within(sheet.getByRole('group', { name: 'Navbar type' }));
    expect(navbar.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sticky', 'Static', 'Floating', 'Hidden']);
    await user.click(footer.getByRole('button', { name: 'Hidden' }));
    expect(stored().footerType).toBe('hidden');
    expect(navbar.getByRole('button', { name: 'Hidden' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(sheet.getByRole('group', { name: 'Mode' })).getAllByRole('button')).toHaveLength(3);
    expect(sheet.getByRole('group', { name: 'Primary colour' })).toContainElement(
      sheet.getByRole('button', { name: 'Use colour #7367F0' }),
    );
  });
});
