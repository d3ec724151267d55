import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The pixel size of a box, followed with a ResizeObserver: charts draw in real pixels, so labels and strokes never
 * stretch. Before the first measurement (or where layout is absent, as in jsdom) a 300×150 box is assumed.
 */
export function useSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const w = Math.floor(el.clientWidth);
      const h = Math.floor(el.clientHeight);
      setSize((s) => (s.w === w && s.h === h ? s : { w, h }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, w: size.w || 300, h: size.h || 150 };
}
