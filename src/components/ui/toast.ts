/**
 * One import door for notifications: `toast.success(...)`, `toast.error(...)`, `toast(...)`.
 * sonner is not part of the first paint: it loads on the first toast or when the browser is first idle (see
 * ./toaster), whichever comes first. Calls made before the <Toaster> is mounted wait for it, so no toast is lost;
 * a failed download is retried by the next toast or when the browser is back online.
 */
import type { ExternalToast } from 'sonner';

export type { ExternalToast };
type Sonner = typeof import('./toast-outlet');
type Api = Sonner['toast'];
type Message = Parameters<Api>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let loaded: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const loadListeners = new Set<() => void>();
let mounted: Api | null = null;
const pending: ((api: Api) => void)[] = [];

const retryWhenOnline = () => {
  window.addEventListener('online', () => void loadSonner().catch(() => {}), { once: true });
};

/** Loads the sonner module once; a failed download is forgotten so the next call tries again. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('./toast-outlet').then(
    (module) => {
      loaded = module;
      for (const listener of loadListeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      retryWhenOnline();
      throw error;
    },
  );
  return loading;
}

/** For <Toaster>: the loaded module (null until then) and its change signal. */
export const loadedSonner = () => loaded;
export function subscribeSonner(listener: () => void) {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Called by the mounted <Toaster>: queued toasts are shown from now on. */
export function toasterMounted(api: Api) {
  mounted = api;
  for (const call of pending.splice(0)) call(api);
}

function run(call: (api: Api) => void) {
  if (mounted) return call(mounted);
  pending.push(call);
  loadSonner().catch(() => {});
}

const show = (kind: Kind) => (message: Message, data?: ExternalToast) => run((api) => api[kind](message, data));

const showError = show('error');

export const toast = Object.assign((message: Message, data?: ExternalToast) => run((api) => api(message, data)), {
  success: show('success'),
  // Identical errors (a burst of failed calls, an action failing again) update one toast instead of stacking up.
  error: (message: Message, data?: ExternalToast) =>
    showError(message, {
      id: typeof message === 'string' ? `${message}|${typeof data?.description === 'string' ? data.description : ''}` : undefined,
      ...data,
    }),
  info: show('info'),
  warning: show('warning'),
  dismiss: (id?: string | number) => {
    if (mounted) mounted.dismiss(id);
    else if (id === undefined) pending.length = 0;
  },
});
