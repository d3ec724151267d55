/**
 * Whether the app can reach the network: the browser's own view, or the demo's simulated outage (the mock-API
 * panel's "Simulate offline"), so that both show the same offline notice and errors. A simulated change is
 * announced with the browser's own `online` / `offline` events, so one listener hears both.
 */
let simulatedOffline = false;

export const isOnline = (): boolean => globalThis.navigator?.onLine !== false && !simulatedOffline;

export function setSimulatedOffline(offline: boolean): void {
  if (simulatedOffline === offline) return;
  simulatedOffline = offline;
  globalThis.dispatchEvent?.(new Event(offline ? 'offline' : 'online'));
}
