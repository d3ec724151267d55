import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { z } from 'zod';
import { apiHooks, refreshAccessToken, request } from '@/lib/api-client';
import { readDraft, writeDraft } from '@/lib/session/drafts';
import { createQueryClient } from '@/lib/query-client';
import { signOut } from '@/lib/session/sign-out';
import { signInForTest } from '@/test/render-route';
import { SessionSync } from './session-sync';

const rewardSchema = z.object({ userName: z.string() });

/** Shows whose checkpoint reward the cache holds (the mock answers per token; signed out = the first demo user). */
function WhoAmI() {
  const query = useQuery({
    queryKey: ['test', 'checkpoint-reward'],
    queryFn: ({ signal }) => request('/api/user/checkpoint-reward', { schema: rewardSchema, signal }),
    staleTime: Infinity,
  });
  return <p data-testid="who">{query.data?.userName ?? 'loading'}</p>;
}

function mount() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SessionSync />
        <WhoAmI />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('SessionSync: cached data follows the signed-in identity (RELIABILITY C6)', () => {
  it('signing in refetches what the signed-out visitor had loaded (shown queries)', async () => {
    mount();
    expect(await screen.findByText('John Doe')).toBeInTheDocument();
    await act(() => signInForTest('editor'));
    expect(await screen.findByText('Jane Roe')).toBeInTheDocument();
    expect(screen.queryByText('John Doe')).not.toBeInTheDocument();
  });

  it('signing in drops cached data that is not on screen; signing in as someone else after sign-out too', async () => {
    const queryClient = mount();
    await screen.findByText('John Doe');
    queryClient.setQueryData(['test', 'not-shown'], 'visitor data');
    await act(() => signInForTest('admin'));
    expect(queryClient.getQueryData(['test', 'not-shown'])).toBeUndefined();

    queryClient.setQueryData(['test', 'not-shown'], 'admin data');
    act(() => signOut());
    await act(() => signInForTest('editor'));
    expect(queryClient.getQueryData(['test', 'not-shown'])).toBeUndefined();
    expect(await screen.findByText('Jane Roe')).toBeInTheDocument();
  });

  it('a token renewal of the same user keeps the cache', async () => {
    await signInForTest('editor');
    const queryClient = mount();
    expect(await screen.findByText('Jane Roe')).toBeInTheDocument();
    queryClient.setQueryData(['test', 'not-shown'], 'editor data');
    const before = queryClient.getQueryState(['test', 'checkpoint-reward'])?.dataUpdatedAt;
    await act(async () => {
      await refreshAccessToken();
    });
    expect(queryClient.getQueryData(['test', 'not-shown'])).toBe('editor data');
    expect(queryClient.getQueryState(['test', 'checkpoint-reward'])?.dataUpdatedAt).toBe(before);
  });
});

describe('SessionSync: an expired session is not a sign-out', () => {
  it('keeps the user’s stored data and drafts for their return; another user signing in starts clean', async () => {
    await signInForTest('admin');
    const queryClient = mount();
    await screen.findByText('John Doe');
    localStorage.setItem('tessera.user.cart', '[{"id":1,"qty":2}]');
    writeDraft('profile.comment.1', { text: 'unsent' });
    queryClient.setQueryData(['test', 'not-shown'], 'admin data');

    act(() => apiHooks.onSessionExpired());
    expect(queryClient.getQueryData(['test', 'not-shown'])).toBeUndefined();
    expect(localStorage.getItem('tessera.user.cart')).not.toBeNull();
    await act(() => signInForTest('admin'));
    expect(localStorage.getItem('tessera.user.cart')).not.toBeNull();
    expect(readDraft('profile.comment.1', z.object({ text: z.string() }))).toEqual({ text: 'unsent' });

    act(() => apiHooks.onSessionExpired());
    await act(() => signInForTest('editor'));
    expect(localStorage.getItem('tessera.user.cart')).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('tessera.draft.'))).toEqual([]);
  });
});
