/**
 * One import door for notifications: `toast.success(...)`, `toast.error(...)`, `toast(...)`.
 * sonner loads in its own chunk after the first render (it is not needed to paint /pages/login);
 * calls made before the <Toaster> from ./toaster is mounted wait for it, so no toast is lost.
 */
import type { ExternalToast } from 'sonner';

export type { ExternalToast };
type Message = Parameters<typeof import('sonner').toast>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
let sonner: Promise<typeof import('sonner')> | null = null;

/** The sonner module (one shared import). */
export function loadSonner() {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by the mounted <Toaster>: queued toasts are shown from now on. */
export function toasterMounted() {
  markReady();
}

const whenShown = () => Promise.all([loadSonner(), ready]).then(([module]) => module.toast);
const show = (kind: Kind) => (message: Message, data?: ExternalToast) => {
  void whenShown().then((api) => api[kind](message, data));
};

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => {
    void whenShown().then((api) => api(message, data));
  },
  {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    dismiss: (id?: string | number) => {
      void whenShown().then((api) => api.dismiss(id));
    },
  },
);
