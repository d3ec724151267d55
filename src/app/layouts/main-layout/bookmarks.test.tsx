import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';
import { reorderStarred } from './bookmarks';

const PAGES = ['/apps/chat', '/pages/faq', '/ui-elements/colors'];
const realRect = Element.prototype.getBoundingClientRect;

/** jsdom has no layout: give each bookmark a 36 px slot in a row so dnd-kit can measure neighbours. */
function layoutBookmarks() {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const url = this.getAttribute('data-bookmark');
    if (!url) return realRect.call(this);
    const order = [...document.querySelectorAll('[data-bookmark]')].map((el) => el.getAttribute('data-bookmark'));
    const left = 100 + order.indexOf(url) * 40;
    return { x: left, y: 14, left, top: 14, right: left + 36, bottom: 50, width: 36, height: 36, toJSON: () => ({}) } as DOMRect;
  };
}

describe('starred-pages bar', () => {
  afterEach(() => {
    Element.prototype.getBoundingClientRect = realRect;
  });

  it('reorders the inline bar and keeps overflow and unknown entries after it', () => {
    expect(reorderStarred(['/a', '/b', '/gone', '/c'], ['/b', '/a'])).toEqual(['/b', '/a', '/gone', '/c']);
  });

  it('reorders with the keyboard: Space picks up, → moves, Space drops; the order persists', async () => {
    layoutBookmarks();
    usePreferences.getState().setStarred(PAGES);
    await renderRoute('/pages/faq', { signedInAs: 'editor' });
    const bar = within(await screen.findByRole('navigation', { name: 'Starred pages' }, { timeout: 12000 }));
    // The sortable bar (its own chunk) describes each bookmark with the reorder instructions.
    const chat = await waitFor(() => {
      const link = bar.getByRole('link', { name: 'Chat' });
      expect(link).toHaveAccessibleDescription(/press Space to pick up/);
      return link;
    });
    act(() => chat.focus());
    fireEvent.keyDown(chat, { code: 'Space', key: ' ' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(usePreferences.getState().starred).toEqual(['/pages/faq', '/apps/chat', '/ui-elements/colors']));
    expect(JSON.parse(localStorage.getItem('starredPages') ?? '[]')).toEqual(['/pages/faq', '/apps/chat', '/ui-elements/colors']);
    await waitFor(() =>
      expect(bar.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/pages/faq', '/apps/chat', '/ui-elements/colors']),
    );
  });

  it('Esc cancels a keyboard move', async () => {
    layoutBookmarks();
    usePreferences.getState().setStarred(PAGES);
    await renderRoute('/pages/faq', { signedInAs: 'editor' });
    const bar = within(await screen.findByRole('navigation', { name: 'Starred pages' }, { timeout: 12000 }));
    const chat = await waitFor(() => {
      const link = bar.getByRole('link', { name: 'Chat' });
      expect(link).toHaveAccessibleDescription(/press Space to pick up/);
      return link;
    });
    act(() => chat.focus());
    fireEvent.keyDown(chat, { code: 'Space', key: ' ' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(usePreferences.getState().starred).toEqual(PAGES);
  });
});
