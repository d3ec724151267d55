import { useCallback, useSyncExternalStore } from 'react';

/** True while the CSS media `query` matches (live: follows resizes and OS settings); false where there is no DOM. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** True while the user asks the OS for reduced motion. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
