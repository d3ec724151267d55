import {
  cloneElement,
  Component,
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';
import type { TooltipSide } from './tooltip';

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

/** Tells the user that a part of the app failed to download: `message`, by default the common text. */
export function useChunkFailureToast(message?: string) {
  const { t } = useTranslation();
  const text = message ?? t('errors.chunkText');
  return useCallback(() => toast.error(text), [text]);
}

/**
 * Open state for a trigger and its `LazyOverlay`: `show()` mounts and opens the overlay; `onError` (a failed
 * download) unmounts it, so the next `show()` tries again, and tells the user with `failedMessage` (by default the
 * common "part of the app failed to download" text).
 */
export function useLazyOverlay(failedMessage?: string) {
  const tellFailure = useChunkFailureToast(failedMessage);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const onError = useCallback(() => {
    setRequested(false);
    setOpen(false);
    tellFailure();
  }, [tellFailure]);
  return { open, setOpen, requested, show, onError };
}

/** A module fetched on first use and kept once it has arrived; a failed download is forgotten, so the next use retries. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  /** The module if it has already arrived. */
  loaded: () => M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let value: M | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (value = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

type TriggerElement = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;

/** What a `LazyTrigger` hands to its loaded module. */
export interface LazyTriggerState {
  /** The trigger from the shell, to wrap in the real one (`<DropdownMenuTrigger asChild>`, `<Tooltip>`). */
  trigger: TriggerElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set when the first open came from the keyboard, before the menu code was there to see the key: the menu
   *  focuses its first item on that open (LazyDropdownMenu reads and clears it). */
  focusFirstItem: RefObject<boolean>;
}

interface LazyTriggerProps<P extends object> {
  module: LazyModule<{ default: ComponentType<P & { lazy: LazyTriggerState }> }>;
  /** The button or link; rendered as is until the module arrives, then handed to it (so keep it free of a ref). */
  trigger: TriggerElement;
  props: P;
  /**
   * `menu`: the trigger opens a dropdown menu, like Radix's trigger does (pointer-down, Enter, Space, ArrowDown);
   * the code is fetched on pointer-enter/focus and swapped in on the first open.
   * `tooltip`: nothing to open; the code is swapped in on the first pointer-enter/focus (keeping focus).
   * `menu-tooltip`: both; swapped in on the first pointer-enter/focus, a click before that opens on arrival.
   */
  kind: 'menu' | 'tooltip' | 'menu-tooltip';
  /** Told with a toast when the download of a menu fails (a tooltip fails silently); the next try loads again.
   *  Defaults to the common "part of the app failed to download" text. */
  failedMessage?: string;
}

/**
 * A navbar trigger whose popup (menu, tooltip) lives in its own chunk. The trigger renders at once and looks the
 * same before and after; when the module arrives the element is handed to it and re-mounted inside the real
 * trigger (focus is carried over), which then behaves exactly as the library's own from the first open on.
 */
export function LazyTrigger<P extends object>({ module, trigger, props, kind, failedMessage }: LazyTriggerProps<P>) {
  const tellFailure = useChunkFailureToast(failedMessage);
  const [Loaded, setLoaded] = useState(() => module.loaded()?.default);
  const [open, setOpen] = useState(false);
  const focusFirstItem = useRef(false);
  const node = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  const menu = kind !== 'tooltip';

  const swapIn = useCallback(
    (openIt: boolean) =>
      module.load().then(
        (m) => {
          refocus.current = !openIt && !!node.current && node.current === document.activeElement;
          setLoaded(() => m.default);
          if (openIt) setOpen(true);
        },
        () => {
          if (openIt) tellFailure();
        },
      ),
    [module, tellFailure],
  );

  useLayoutEffect(() => {
    if (Loaded && refocus.current) {
      refocus.current = false;
      node.current?.focus();
    }
  }, [Loaded]);

  const ref = (el: HTMLElement | null) => {
    node.current = el;
  };
  if (Loaded) {
    const lazy = { trigger: cloneElement(trigger, { ref }), open, onOpenChange: setOpen, focusFirstItem };
    return <Loaded {...props} lazy={lazy} />;
  }

  const intent = () => void (kind === 'menu' ? module.load().catch(() => undefined) : swapIn(false));
  const requestOpen = (keyboard: boolean) => {
    focusFirstItem.current = keyboard;
    void swapIn(true);
  };
  return cloneElement(trigger, {
    ref,
    onPointerEnter: intent,
    onFocus: intent,
    ...(menu && {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      // The same keys and button as Radix's DropdownMenu.Trigger.
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.button !== 0 || e.ctrlKey) return;
        e.preventDefault();
        requestOpen(false);
      },
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        requestOpen(true);
      },
    }),
  });
}

const tooltipModule = lazyModule(() => import('./tooltip').then((m) => ({ default: m.TooltipForLazyTrigger })));

/** A `Tooltip` whose code (Radix) arrives on the first pointer-enter/focus of its trigger; give the trigger its own
 *  accessible name (`aria-label`): the tooltip only repeats it for sighted users. */
export function LazyTooltip({ content, side, children }: { content: ReactNode; side?: TooltipSide; children: TriggerElement }) {
  return <LazyTrigger module={tooltipModule} trigger={children} props={{ content, side }} kind="tooltip" />;
}
