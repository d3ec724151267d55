import type { SocialProfile, SocialProviderId } from '../api/auth.contract';

/** A failed provider sign-in; `reason` picks the message, `detail` is the provider's own text. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'popup-blocked' | 'popup-closed' | 'provider' | 'timeout',
    readonly detail?: string,
  ) {
    super(detail ?? reason);
    this.name = 'ProviderError';
  }
}

/**
 * One adapter per identity provider. A real provider (Firebase, Auth0, Cognito…) implements this and is
 * registered with `registerSocialProvider`; until then the demo window stands in for it.
 */
export interface SocialProviderAdapter {
  id: SocialProviderId;
  /** Resolves with the signed-in profile, or rejects with a ProviderError. Must settle (never hang). */
  signIn: () => Promise<SocialProfile>;
}
