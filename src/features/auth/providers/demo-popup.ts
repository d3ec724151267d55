import * as z from 'zod/mini';
import { socialProfileSchema, type SocialProfile, type SocialProviderId } from '../api/auth.contract';
import { ProviderError, type SocialProviderAdapter } from './types';

const DEMO_PROVIDER_PATH = '/demo-provider.html';
const POLL_MS = 400;
const GIVE_UP_MS = 5 * 60_000;

/** What public/demo-provider.js posts to its opener. */
const demoMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tessera:demo-provider:profile'), provider: z.string(), profile: socialProfileSchema }),
  z.object({ type: z.literal('tessera:demo-provider:error'), provider: z.string(), message: z.string().check(z.maxLength(300)) }),
]);

export interface PopupEnv {
  open: (url: string, name: string, features: string) => Window | null;
  origin: string;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const browserEnv = (): PopupEnv => ({
  open: (url, name, features) => window.open(url, name, features),
  origin: window.location.origin,
  target: window,
});

/**
 * The demo provider: a small same-origin window (public/demo-provider.html) that lets the visitor
 * "Continue as Demo User". Messages are accepted only from our origin and from that very window,
 * and validated; a blocked or closed window rejects (polling `closed`), so the button never hangs.
 */
export function demoPopupProvider(id: SocialProviderId, env: () => PopupEnv = browserEnv): SocialProviderAdapter {
  return {
    id,
    signIn: () =>
      new Promise<SocialProfile>((resolve, reject) => {
        const { open, origin, target } = env();
        const width = 440;
        const height = 560;
        const left = Math.max(0, Math.round((globalThis.screen?.width ?? 1024) / 2 - width / 2));
        const top = Math.max(0, Math.round((globalThis.screen?.height ?? 768) / 2 - height / 2));
        let popup: Window | null = null;
        try {
          popup = open(
            `${DEMO_PROVIDER_PATH}?provider=${encodeURIComponent(id)}`,
            `tessera-${id}`,
            `popup,width=${width},height=${height},left=${left},top=${top}`,
          );
        } catch {
          popup = null;
        }
        if (!popup) {
          reject(new ProviderError('popup-blocked'));
          return;
        }
        const started = Date.now();
        const finish = (fn: () => void) => {
          target.removeEventListener('message', onMessage as EventListener);
          clearInterval(timer);
          fn();
        };
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== origin || event.source !== popup) return;
          const parsed = demoMessageSchema.safeParse(event.data);
          if (!parsed.success || parsed.data.provider !== id) return;
          const data = parsed.data;
          try {
            popup?.close();
          } catch {
            /* already closed */
          }
          if (data.type === 'tessera:demo-provider:error') finish(() => reject(new ProviderError('provider', data.message)));
          else finish(() => resolve(data.profile));
        };
        const timer = setInterval(() => {
          if (popup?.closed) finish(() => reject(new ProviderError('popup-closed')));
          else if (Date.now() - started > GIVE_UP_MS) finish(() => reject(new ProviderError('timeout')));
        }, POLL_MS);
        target.addEventListener('message', onMessage as EventListener);
      }),
  };
}
