import { useCallback, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const mq = globalThis.matchMedia?.(QUERY);
  mq?.addEventListener?.('change', onChange);
  return () => mq?.removeEventListener?.('change', onChange);
}

const snapshot = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/** True while the user asks for reduced motion (live: follows the OS setting). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** True while `query` matches (e.g. a viewport breakpoint). */
export function useMediaQuery(query: string): boolean {
  const sub = useCallback(
    (onChange: () => void) => {
      const mq = globalThis.matchMedia?.(query);
      mq?.addEventListener?.('change', onChange);
      return () => mq?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    sub,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
