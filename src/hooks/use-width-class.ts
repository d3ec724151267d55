import { useSyncExternalStore } from 'react';

/** SPEC §9 breakpoints 576 / 768 / 992 / 1200 px and the width classes xs..xl. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type WidthClass = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

function widthClass(width: number): WidthClass {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useWidthClass(): WidthClass {
  return useSyncExternalStore(
    subscribe,
    () => widthClass(window.innerWidth),
    () => 'xl',
  );
}
