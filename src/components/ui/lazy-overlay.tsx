import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from './toast';

class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface LazyOverlayProps<P extends object> {
  /** The overlay module (a sheet, dialog or popover that is closed on most visits). */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** The chunk failed to load (offline, or a new deploy replaced it): close and tell the user. */
  onError: () => void;
}

/**
 * Renders an overlay that lives in its own chunk, fetched on first use. A failed download calls `onError`
 * instead of taking the page down; unmount and mount again to retry (each mount makes a fresh `lazy`).
 */
export function LazyOverlay<P extends object>({ load, props, onError }: LazyOverlayProps<P>) {
  const [Overlay] = useState(() => lazy(load));
  return (
    <LoadBoundary onError={onError}>
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * Open state for a trigger and its `LazyOverlay`: `show()` mounts and opens the overlay; `onError` (a failed
 * download) unmounts it, so the next `show()` tries again, and tells the user with `failedMessage`.
 */
export function useLazyOverlay(failedMessage: string) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const onError = useCallback(() => {
    setRequested(false);
    setOpen(false);
    toast.error(failedMessage);
  }, [failedMessage]);
  return { open, setOpen, requested, show, onError };
}
