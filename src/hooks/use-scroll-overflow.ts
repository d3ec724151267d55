import { useEffect, useState } from 'react';

/** Which inline sides of a sideways scroller hide content: '', 'start', 'end' or 'start end'. */
export type ScrollOverflow = '' | 'start' | 'end' | 'start end';

/** Sub-pixel widths and zoom leave a pixel of slack that is not hidden content. */
const SLACK = 1;

function measure(el: HTMLElement): ScrollOverflow {
  // RTL scrollers count scrollLeft from 0 towards negative values: the distance from the start is its magnitude.
  const fromStart = Math.abs(el.scrollLeft);
  const start = fromStart > SLACK;
  const end = fromStart + el.clientWidth < el.scrollWidth - SLACK;
  return start && end ? 'start end' : start ? 'start' : end ? 'end' : '';
}

/**
 * Follows which sides of a horizontally scrolling element have content scrolled out of view, so the element can
 * show a cue (a fade) there. Pass the element (a callback ref into useState); it is measured on scroll, when it or
 * its children resize, and when children come or go, at most once a frame and without writing to the DOM.
 */
export function useScrollOverflow(el: HTMLElement | null): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>('');
  useEffect(() => {
    if (!el) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setOverflow(measure(el));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    el.addEventListener('scroll', schedule, { passive: true });
    // The list keeps its width once it is full, so a tab added or renamed there only shows as a child resizing.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    const observeAll = () => {
      if (!resize) return;
      resize.disconnect();
      resize.observe(el);
      for (const child of el.children) resize.observe(child);
    };
    observeAll();
    const mutation =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            observeAll();
            schedule();
          });
    mutation?.observe(el, { childList: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', schedule);
      resize?.disconnect();
      mutation?.disconnect();
    };
  }, [el]);
  return el ? overflow : '';
}
