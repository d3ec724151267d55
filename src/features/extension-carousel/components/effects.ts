import { useEffect } from 'react';
import type { CarouselApi } from './carousel';

/**
 * Where each slide sits relative to its resting place, in slide widths: 0 = snapped, +1 = one slide to the
 * right, -0.5 = half-way out on the left. Reads embla's rendered (interpolated) location and loop shifts, so it
 * stays right during drags, flings and loops.
 */
function slideOffsets(api: CarouselApi, align: 'start' | 'center' = 'start'): number[] {
  const engine = api.internalEngine();
  const view = engine.containerRect.width;
  const location = engine.offsetLocation.get();
  const shifts = new Map<number, number>();
  for (const point of engine.slideLooper.loopPoints) {
    const shift = point.target();
    if (shift !== 0) shifts.set(point.index, shift);
  }
  return engine.slideRects.map((rect, i) => {
    if (!rect.width) return 0;
    const x = rect.left - engine.containerRect.left + location + (shifts.get(i) ?? 0);
    const anchor = align === 'center' ? (view - rect.width) / 2 : 0;
    return (x - anchor) / rect.width;
  });
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export interface Effect {
  /** Writes styles for the current scroll position. */
  apply: (api: CarouselApi) => void;
  /** Removes everything apply() wrote. */
  reset: (api: CarouselApi) => void;
}

/** Coverflow: side slides turn towards the centre, sink back and dim. Transforms the slide's inner card. */
export const coverflow: Effect = {
  apply(api) {
    const offsets = slideOffsets(api, 'center');
    api.slideNodes().forEach((node, i) => {
      const card = node.querySelector<HTMLElement>('[data-tween]');
      if (!card) return;
      const d = clamp(offsets[i] ?? 0, -2, 2);
      const abs = Math.abs(d);
      // Neighbours are pulled in towards the centre so they tuck behind the current slide.
      card.style.transform = `translateX(${-d * 24}%) translateZ(${-Math.min(abs, 1.6) * 160}px) rotateY(${clamp(-d * 48, -52, 52)}deg)`;
      card.style.filter = `brightness(${1 - Math.min(abs, 1) * 0.28})`;
      node.style.zIndex = String(100 - Math.round(abs * 10));
    });
  },
  reset(api) {
    api.slideNodes().forEach((node) => {
      const card = node.querySelector<HTMLElement>('[data-tween]');
      if (card) card.style.transform = card.style.filter = '';
      node.style.zIndex = '';
    });
  },
};

/** Parallax: the image layer inside each slide moves slower than the slide (the embla tween recipe). */
export const parallax: Effect = {
  apply(api) {
    const offsets = slideOffsets(api);
    api.slideNodes().forEach((node, i) => {
      const layer = node.querySelector<HTMLElement>('[data-tween]');
      if (!layer) return;
      const d = clamp(offsets[i] ?? 0, -1, 1);
      layer.style.transform = `translateX(${-d * 42}%)`;
    });
  },
  reset(api) {
    api.slideNodes().forEach((node) => {
      const layer = node.querySelector<HTMLElement>('[data-tween]');
      if (layer) layer.style.transform = '';
    });
  },
};

/**
 * 3D cube: embla keeps tracking drags and snaps, but its container translation is switched off; every slide is
 * pulled back to the viewport and turned around the cube's vertical axis by 90° per slide of scroll distance.
 */
export const cube: Effect = {
  apply(api) {
    const engine = api.internalEngine();
    engine.translate.clear();
    engine.translate.toggleActive(false);
    const offsets = slideOffsets(api);
    const half = engine.containerRect.width / 2;
    // The cube shrinks a little mid-turn so its leading edge stays inside the frame.
    const turn = Math.min(...offsets.map((d) => Math.abs(d)));
    const scale = 1 - 0.14 * Math.sin(Math.PI * clamp(turn, 0, 0.5));
    api.slideNodes().forEach((node, i) => {
      const d = offsets[i] ?? 0;
      const rect = engine.slideRects[i];
      const visible = Math.abs(d) < 1;
      node.style.transform = `translateX(${-(rect?.left ?? 0) + engine.containerRect.left}px) translateZ(${-half}px) scale3d(${scale},${scale},${scale}) rotateY(${d * 90}deg) translateZ(${half}px)`;
      node.style.visibility = visible ? '' : 'hidden';
      const shade = node.querySelector<HTMLElement>('[data-shade]');
      if (shade) shade.style.opacity = String(clamp(Math.abs(d), 0, 1) * 0.65);
    });
  },
  reset(api) {
    const engine = api.internalEngine();
    engine.translate.toggleActive(true);
    engine.translate.to(engine.location.get());
    api.slideNodes().forEach((node) => {
      node.style.transform = node.style.visibility = '';
      const shade = node.querySelector<HTMLElement>('[data-shade]');
      if (shade) shade.style.opacity = '';
    });
  },
};

/** Runs an effect on every scroll frame while `enabled` (off under prefers-reduced-motion). */
export function useEffectTween(api: CarouselApi | undefined, effect: Effect, enabled: boolean) {
  useEffect(() => {
    if (!api || !enabled) return;
    const run = () => effect.apply(api);
    run();
    api.on('scroll', run).on('reInit', run).on('slideFocus', run).on('resize', run);
    return () => {
      api.off('scroll', run).off('reInit', run).off('slideFocus', run).off('resize', run);
      effect.reset(api);
    };
  }, [api, effect, enabled]);
}
