import { useLayoutEffect, useRef } from 'react';

/**
 * A button that takes its own item away (Remove, Delete, Move to Cart) takes keyboard focus with it, and the next
 * Tab would start over at the top of the page. Call `mark(button)` when it is pressed, or `mark(null)` when the
 * whole list goes (paying). Once that button has left the page, focus goes to the control with the same
 * `data-action` now in its place in `container` (or the new last one); with none left, to `fallback` (e.g. the
 * empty state's link). Focus the user already moved elsewhere is left alone; `cancel()` when the removal failed.
 */
export function useFocusAfterRemove<C extends HTMLElement = HTMLDivElement, F extends HTMLElement = HTMLAnchorElement>() {
  const container = useRef<C>(null);
  const fallback = useRef<F>(null);
  const pending = useRef<{ button: HTMLElement | null; index: number; action: string } | null>(null);
  // Only shown controls count (a page may draw a table and a phone list and show one).
  const controls = (action: string) =>
    Array.from(container.current?.querySelectorAll<HTMLElement>(`[data-action="${action}"]`) ?? []).filter(
      (el) => el.checkVisibility?.() ?? true,
    );

  // No deps: runs after every render of the owner, which re-renders when its list changes; a removal that waits
  // for the server keeps the request pending until the button is really gone.
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target || target.button?.isConnected) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const left = target.button ? controls(target.action) : [];
    (left[Math.min(target.index, left.length - 1)] ?? fallback.current)?.focus();
  });

  const mark = (button: HTMLElement | null) => {
    const action = button?.dataset.action ?? '';
    pending.current = { button, index: button ? controls(action).indexOf(button) : -1, action };
  };
  const cancel = () => {
    pending.current = null;
  };
  return { container, fallback, mark, cancel };
}
