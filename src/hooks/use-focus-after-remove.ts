import { useLayoutEffect, useRef } from 'react';

export interface FocusAfterRemoveOptions {
  /** The controls that can take focus (e.g. `'[role="tab"]'`), instead of those with the pressed button's `data-action`. */
  focus?: string;
  /**
   * Count places by these items of `container` (e.g. `'li'`) and focus the control inside one: for a pressed button
   * that is not itself the control to focus (Trash → the next row's title; Retry → its own row's Remove).
   */
  item?: string;
  /**
   * A disabled control counts as gone: disabled candidates are passed over, a pressed button that turns disabled
   * hands focus on, and focus left on a disabled control counts as lost.
   */
  skipDisabled?: boolean;
}

interface Pending {
  button: HTMLElement | null;
  index: number;
  action: string;
}

const isDisabled = (el: Element) => el.matches(':disabled');

/** The shared part: candidates in `container`, and the layout effect that moves focus once the pressed control is gone. */
function useRefocus<C extends HTMLElement, F extends HTMLElement>({ focus, item, skipDisabled = false }: FocusAfterRemoveOptions) {
  const container = useRef<C>(null);
  const fallback = useRef<F>(null);
  const pending = useRef<Pending | null>(null);
  // Only shown controls count (a page may draw a table and a phone list and show one).
  const usable = (el: HTMLElement) => (el.checkVisibility?.() ?? true) && !(skipDisabled && isDisabled(el));
  /** Each place in order: the item it is counted by (the control itself unless `item`) and the control to focus there. */
  const candidates = (action: string) => {
    const root = container.current;
    if (!root) return [];
    const selector = focus ?? `[data-action="${action}"]`;
    if (!item)
      return Array.from(root.querySelectorAll<HTMLElement>(selector)).flatMap((el) => (usable(el) ? [{ item: el, control: el }] : []));
    return Array.from(root.querySelectorAll<HTMLElement>(item)).flatMap((el) => {
      const control = Array.from(el.querySelectorAll<HTMLElement>(selector)).find(usable);
      return control ? [{ item: el, control }] : [];
    });
  };

  // No deps: runs after every render of the owner, which re-renders when its list changes; a removal that waits
  // for the server keeps the request pending until the button is really gone.
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    const { button } = target;
    if (button?.isConnected && !(skipDisabled && isDisabled(button))) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && !(skipDisabled && isDisabled(active))) return;
    const left = button ? candidates(target.action) : [];
    (left[Math.min(target.index, left.length - 1)]?.control ?? fallback.current)?.focus();
  });

  const cancel = () => {
    pending.current = null;
  };
  return { container, fallback, pending, candidates, cancel };
}

/**
 * A button that takes its own item away (Remove, Delete, Move to Cart) takes keyboard focus with it, and the next
 * Tab would start over at the top of the page. Call `mark(button)` when it is pressed, or `mark(null)` when the
 * whole list goes (paying). Once that button has left the page, focus goes to the control with the same
 * `data-action` now in its place in `container` (or the new last one); with none left, to `fallback` (e.g. the
 * empty state's link). Focus the user already moved elsewhere is left alone; `cancel()` when the removal failed.
 * `options` widen what counts as a place and a control (see FocusAfterRemoveOptions).
 */
export function useFocusAfterRemove<C extends HTMLElement = HTMLDivElement, F extends HTMLElement = HTMLAnchorElement>(
  options: FocusAfterRemoveOptions = {},
) {
  const { container, fallback, pending, candidates, cancel } = useRefocus<C, F>(options);
  const mark = (button: HTMLElement | null) => {
    const action = button?.dataset.action ?? '';
    pending.current = { button, index: button ? candidates(action).findIndex((c) => c.item.contains(button)) : -1, action };
  };
  return { container, fallback, mark, cancel };
}

/**
 * "Load more" that goes away with the last page takes keyboard focus with it. Call `mark(button)` when it is
 * pressed: once it has left the page, focus goes to the first newly shown `focus` control in `container` (the new
 * last one if none came). While the button stays (more pages), nothing moves; `cancel()` when the load failed.
 */
export function useFocusAfterLoadMore<C extends HTMLElement = HTMLDivElement>(focus: string) {
  const { container, pending, candidates, cancel } = useRefocus<C, HTMLElement>({ focus });
  const mark = (button: HTMLElement) => {
    pending.current = { button, index: candidates('').length, action: '' };
  };
  return { container, mark, cancel };
}
