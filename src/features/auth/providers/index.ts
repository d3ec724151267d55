import type { SocialProviderId } from '../api/auth.contract';
import { demoPopupProvider } from './demo-popup';
import type { SocialProviderAdapter } from './types';

export { ProviderError, type SocialProviderAdapter } from './types';

const configured = new Map<SocialProviderId, SocialProviderAdapter>();

/**
 * Plug a real identity provider in (e.g. from main.tsx); unregistered ones use the demo window.
 * @public integration point (providers/types.ts), not called by the demo itself.
 */
export function registerSocialProvider(adapter: SocialProviderAdapter): void {
  configured.set(adapter.id, adapter);
}

export function getSocialProvider(id: SocialProviderId): SocialProviderAdapter {
  return configured.get(id) ?? demoPopupProvider(id);
}
