/**
 * A stand-in for a real upload endpoint: reports progress on timers, no network.
 * Files whose name contains "fail" fail once at 60 % so retry can be tried.
 */
const failedOnce = new Set<string>();

export function simulateUpload(file: File, onProgress: (pct: number) => void, signal: AbortSignal, stepMs = 120): Promise<void> {
  return new Promise((resolve, reject) => {
    let pct = 0;
    const key = `${file.name}:${file.size}`;
    const shouldFail = /fail/i.test(file.name) && !failedOnce.has(key);
    const id = setInterval(() => {
      pct += 10;
      if (shouldFail && pct >= 60) {
        clearInterval(id);
        failedOnce.add(key);
        reject(new Error('server'));
        return;
      }
      onProgress(Math.min(100, pct));
      if (pct >= 100) {
        clearInterval(id);
        resolve();
      }
    }, stepMs);
    signal.addEventListener('abort', () => {
      clearInterval(id);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}
