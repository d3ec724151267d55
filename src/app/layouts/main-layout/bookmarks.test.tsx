import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';
import { moveBookmark, OVERFLOW_DROP_ID, reorderStarred } from './bookmarks';

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

  it('moves within and across bar and overflow (two shown here)', () => {
    const urls = ['/a', '/b', '/c', '/d'];
    expect(moveBookmark(urls, '/a', '/b', 2)).toEqual(['/b', '/a', '/c', '/d']);
    // Dropped on ⌄: the bookmark becomes the first overflow entry, the first overflow entry joins the bar.
    expect(moveBookmark(urls, '/a', OVERFLOW_DROP_ID, 2)).toEqual(['/b', '/c', '/a', '/d']);
    expect(moveBookmark(urls, '/d', '/a', 2)).toEqual(['/d', '/a', '/b', '/c']);
    expect(moveBookmark(urls, '/b', '/d', 2)).toEqual(['/a', '/c', '/d', '/b']);
    // Overflow entries dropped on ⌄, unknown ids and self-drops change nothing.
    expect(moveBookmark(urls, '/c', OVERFLOW_DROP_ID, 2)).toEqual(urls);
    expect(moveBookmark(urls, '/x', '/a', 2)).toEqual(urls);
    expect(moveBookmark(urls, '/a', '/x', 2)).toEqual(urls);
    expect(moveBookmark(urls, '/a', '/a', 2)).toEqual(urls);
  });

  it('reorders the visible bookmarks and keeps unknown entries after them', () => {
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
