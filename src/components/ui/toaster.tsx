import { useEffect, useSyncExternalStore } from 'react';
import { loadedSonner, loadSonner, subscribeSonner, toasterMounted } from './toast';

/** Signals readiness from a parent effect, which runs after sonner's own subscribe effect. */
function Ready({ api, children }: { api: Parameters<typeof toasterMounted>[0]; children: React.ReactNode }) {
  useEffect(() => toasterMounted(api), [api]);
  return children;
}

/**
 * The app's single toast outlet. sonner (9 kB) is not part of the first paint: it loads on the first toast or once
 * the browser is idle after the first render, so that a toast is ready before the user acts, even if the network
 * is gone by then (offline, a failed save).
 */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, loadedSonner);
  useEffect(() => {
    if (sonner) return;
    const warm = () => void loadSonner().catch(() => {});
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 1000);
    return () => clearTimeout(id);
  }, [sonner]);
  if (!sonner) return null;
  return (
    <Ready api={sonner.toast}>
      <sonner.ToastOutlet theme={theme} />
    </Ready>
  );
}
