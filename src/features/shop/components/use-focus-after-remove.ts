import { useLayoutEffect, useRef } from 'react';

/**
 * A button that takes its own card away (Remove, Move to Cart, Wishlist, paying) takes keyboard focus with it, and
 * the next Tab would start over at the top of the page. Call `mark(button)` just before: after the re-render focus goes
 * to the same action (`data-action`) on the card now in that place, or on the new last card; with no card left (or
 * `mark(null)`) to `fallback`, e.g. the empty state's link. Focus the user already moved elsewhere is left alone.
 */
export function useFocusAfterRemove() {
  const list = useRef<HTMLDivElement>(null);
  const fallback = useRef<HTMLAnchorElement>(null);
  const pending = useRef<{ index: number; action: string } | null>(null);

  // No deps: runs after every render of the owner, which re-renders when its list changes.
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const items = list.current ? Array.from(list.current.children) : [];
    const item = target.index < 0 ? undefined : items[Math.min(target.index, items.length - 1)];
    (item?.querySelector<HTMLElement>(`[data-action="${target.action}"]`) ?? fallback.current)?.focus();
  });

  const mark = (button: HTMLElement | null) => {
    const items = list.current ? Array.from(list.current.children) : [];
    pending.current = {
      index: button ? items.findIndex((item) => item.contains(button)) : -1,
      action: button?.dataset.action ?? '',
    };
  };

  return { list, fallback, mark };
}
