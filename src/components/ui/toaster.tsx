import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, toasterMounted } from './toast';

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Signals readiness from a parent effect, which runs after sonner's own subscribe effect. */
function Ready({ children }: { children: React.ReactNode }) {
  useEffect(toasterMounted, []);
  return children;
}

/** The app's single toast outlet (lazy: sonner is not part of the first paint). */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Suspense fallback={null}>
      <Ready>
        <SonnerToaster
          theme={theme}
          position="top-right"
          richColors
          closeButton
          duration={4000}
          toastOptions={{ classNames: { toast: 'font-sans' } }}
        />
      </Ready>
    </Suspense>
  );
}
