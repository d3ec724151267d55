export const CITIES = ['newYork', 'london', 'paris', 'lisbon', 'berlin', 'tokyo'] as const;
export type City = (typeof CITIES)[number];

/** How long the simulated server takes to answer. */
const LOAD_DELAY_MS = 1200;

/**
 * A stand-in for a slow options endpoint: answers the city list after LOAD_DELAY_MS, or fails when `fail` is set.
 * Aborting (unmount, reload) cancels the timer and rejects with an AbortError.
 */
export function loadCities({ fail = false, signal }: { fail?: boolean; signal?: AbortSignal } = {}): Promise<City[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(() => (fail ? reject(new Error('The options service is unavailable.')) : resolve([...CITIES])), LOAD_DELAY_MS);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}
