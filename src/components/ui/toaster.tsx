import { useEffect, useSyncExternalStore } from 'react';
import { loadedSonner, loadSonner, subscribeSonner, toasterMounted } from './toast';

/** Signals readiness from a parent effect, which runs after sonner's own subscribe effect. */
function Ready({ api, children }: { api: Parameters<typeof toasterMounted>[0]; children: React.ReactNode }) {
  useEffect(() => toasterMounted(api), [api]);
  return children;
}

/**
 * The app's single toast outlet. sonner (9 kB) loads on the first toast, or on the first key or pointer press so
 * that the toast following a user's action shows at once; a visit that never interacts never downloads it.
 */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, loadedSonner);
  useEffect(() => {
    if (sonner) return;
    const warm = () => void loadSonner().catch(() => {});
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener('pointerdown', warm, options);
    window.addEventListener('keydown', warm, options);
    return () => {
      window.removeEventListener('pointerdown', warm, options);
      window.removeEventListener('keydown', warm, options);
    };
  }, [sonner]);
  if (!sonner) return null;
  return (
    <Ready api={sonner.toast}>
      <sonner.Toaster
        theme={theme}
        position="top-right"
        richColors
        closeButton
        duration={4000}
        toastOptions={{ classNames: { toast: 'font-sans' } }}
      />
    </Ready>
  );
}
