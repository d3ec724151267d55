import { describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '@/lib/route-manifest';
import { entryFor, prefetchRoute } from './prefetch-route';

const page = (path: string) =>
  ({
    path,
    layout: 'main',
    rule: 'public',
    label: 'dashboard',
    icon: 'House',
    page: vi.fn(() => Promise.resolve(() => null)),
  }) as RouteEntry & {
    page: ReturnType<typeof vi.fn>;
  };

describe('prefetchRoute', () => {
  it('finds the entry of a plain, parameterised or redirecting href', () => {
    const inbox = page('/apps/email/:folder');
    const entries: RouteEntry[] = [
      page('/dashboard/analytics'),
      inbox,
      { path: '/apps/email', redirect: '/apps/email/inbox' } as RouteEntry,
    ];
    expect(entryFor('/dashboard/analytics?x=1#top', entries)?.path).toBe('/dashboard/analytics');
    expect(entryFor('/apps/email/sent', entries)).toBe(inbox);
    expect(entryFor('/apps/email', entries)).toBe(inbox);
    expect(entryFor('/nowhere', entries)).toBeUndefined();
  });

  it('imports a page once however often the pointer comes back, and again after a failed try', async () => {
    const ok = page('/a');
    prefetchRoute('/a', [ok]);
    prefetchRoute('/a', [ok]);
    expect(ok.page).toHaveBeenCalledTimes(1);

    const flaky = page('/b');
    flaky.page.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    prefetchRoute('/b', [flaky]);
    await vi.waitFor(() => expect(flaky.page).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    prefetchRoute('/b', [flaky]);
    expect(flaky.page).toHaveBeenCalledTimes(2);
  });
});
