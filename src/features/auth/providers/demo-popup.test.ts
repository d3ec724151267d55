import { demoPopupProvider, type PopupEnv } from './demo-popup';
import { ProviderError } from './types';

const ORIGIN = 'http://localhost';
const profile = { id: 'google-demo-user', name: 'Demo User', email: 'demo.google@tessera.dev', picture: '/images/avatars/avatar-3.svg' };

function fakeEnv(opts: { blocked?: boolean } = {}) {
  const listeners = new Set<(e: MessageEvent) => void>();
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  const open = vi.fn(() => (opts.blocked ? null : (popup as unknown as Window)));
  const env: PopupEnv = {
    open,
    origin: ORIGIN,
    target: {
      addEventListener: (_t: string, fn: EventListenerOrEventListenerObject) => void listeners.add(fn as (e: MessageEvent) => void),
      removeEventListener: (_t: string, fn: EventListenerOrEventListenerObject) => void listeners.delete(fn as (e: MessageEvent) => void),
    } as PopupEnv['target'],
  };
  const post = (data: unknown, origin = ORIGIN, source: unknown = popup) =>
    listeners.forEach((fn) => fn({ data, origin, source } as MessageEvent));
  return { env, popup, open, listeners, post };
}

describe('E8: demo social provider window', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the same-origin demo page for the provider', () => {
    const f = fakeEnv();
    void demoPopupProvider('github', () => f.env)
      .signIn()
      .catch(() => undefined);
    expect(f.open).toHaveBeenCalledWith('/demo-provider.html?provider=github', 'tessera-github', expect.stringContaining('popup'));
  });

  it('a blocked popup rejects at once (no hang)', async () => {
    const f = fakeEnv({ blocked: true });
    await expect(demoPopupProvider('google', () => f.env).signIn()).rejects.toMatchObject({ reason: 'popup-blocked' });
  });

  it('a popup closed by the user rejects (polling closed) and stops listening', async () => {
    vi.useFakeTimers();
    const f = fakeEnv();
    const pending = demoPopupProvider('google', () => f.env).signIn();
    const settled = expect(pending).rejects.toMatchObject({ reason: 'popup-closed' });
    f.popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(f.listeners.size).toBe(0);
  });

  it("ignores messages from another origin, another window, or of the wrong shape; accepts the popup's own", async () => {
    const f = fakeEnv();
    const pending = demoPopupProvider('google', () => f.env).signIn();
    f.post({ type: 'tessera:demo-provider:profile', provider: 'google', profile }, 'https://evil.example');
    f.post({ type: 'tessera:demo-provider:profile', provider: 'google', profile }, ORIGIN, {});
    f.post({ type: 'tessera:demo-provider:profile', provider: 'google', profile: { ...profile, email: 'not-an-email' } });
    f.post({ type: 'tessera:demo-provider:profile', provider: 'facebook', profile });
    f.post('<img src=x onerror=alert(1)>');
    expect(f.listeners.size).toBe(1);
    f.post({ type: 'tessera:demo-provider:profile', provider: 'google', profile });
    await expect(pending).resolves.toEqual(profile);
    expect(f.popup.close).toHaveBeenCalled();
    expect(f.listeners.size).toBe(0);
  });

  it("a provider error rejects with the provider's message", async () => {
    const f = fakeEnv();
    const pending = demoPopupProvider('twitter', () => f.env).signIn();
    f.post({ type: 'tessera:demo-provider:error', provider: 'twitter', message: 'The user cancelled the Twitter sign-in.' });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ reason: 'provider', detail: 'The user cancelled the Twitter sign-in.' });
  });
});
