/**
 * Whether the app can reach the network: the browser's own view, or the demo's simulated outage (the mock-API
 * panel's "Simulate offline"), so that both show the same offline notice and errors.
 */
let simulatedOffline = false;
const listeners = new Set<() => void>();

export const isOnline = (): boolean => globalThis.navigator?.onLine !== false && !simulatedOffline;

/** Calls `onChange` when either source changes; returns the unsubscribe function. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    listeners.delete(onChange);
  };
}

export function setSimulatedOffline(offline: boolean): void {
  if (simulatedOffline === offline) return;
  simulatedOffline = offline;
  listeners.forEach((l) => l());
}
