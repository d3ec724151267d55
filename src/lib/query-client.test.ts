import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { createQueryClient, refetchAfterLastMutation } from './query-client';

const OFFLINE = "You're offline. Check your connection and retry.";

describe('query client while the browser is offline (RELIABILITY H1, H4)', () => {
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => onlineManager.setOnline(true));

  it('H1: a query still runs offline: the local mock API answers instead of a paused skeleton', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => ['task']);
    await expect(client.fetchQuery({ queryKey: ['h1-ok'], queryFn })).resolves.toEqual(['task']);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['h1-ok'])?.fetchStatus).toBe('idle');
  });

  it('H1/H4: an unreachable API fails with the offline message (error state with Retry), never waits for "online"', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new ApiError(OFFLINE, 'offline');
    });
    await expect(client.fetchQuery({ queryKey: ['h1-fail'], queryFn, retry: false })).rejects.toMatchObject({
      kind: 'offline',
      message: OFFLINE,
    });
    const state = client.getQueryState(['h1-fail']);
    expect(state?.status).toBe('error');
    expect(state?.fetchStatus).toBe('idle');
    // Retry (refetch) runs again at once, still offline.
    await expect(client.fetchQuery({ queryKey: ['h1-fail'], queryFn, retry: false })).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('H1: a mutation offline fails at once (the form keeps its input and can be sent again), not paused', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw new ApiError(OFFLINE, 'offline');
    });
    const observer = new MutationObserver(client, { mutationFn });
    await expect(observer.mutate()).rejects.toMatchObject({ kind: 'offline' });
    expect(observer.getCurrentResult().isPaused).toBe(false);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('refetchAfterLastMutation', () => {
  const setup = () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const releases: (() => void)[] = [];
    const observer = () =>
      new MutationObserver(client, {
        mutationKey: ['items'],
        mutationFn: () => new Promise<void>((resolve) => releases.push(resolve)),
        onSettled: () => refetchAfterLastMutation(client, ['items'], ['items', 'list']),
      });
    return { client, invalidate, releases, observer };
  };

  it('refetches after the last of two overlapping optimistic mutations has settled, not after the first', async () => {
    const { invalidate, releases, observer } = setup();
    const first = observer().mutate();
    const second = observer().mutate();
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[0]?.();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invalidate).not.toHaveBeenCalled();
    releases[1]?.();
    await second;
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['items', 'list'] });
  });

  it('still refetches when several mutations settle in the same tick (a bulk action)', async () => {
    const { invalidate, releases, observer } = setup();
    const runs = [observer().mutate(), observer().mutate(), observer().mutate()];
    await vi.waitFor(() => expect(releases).toHaveLength(3));
    releases.forEach((release) => release());
    await Promise.all(runs);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(invalidate.mock.calls.every(([filters]) => JSON.stringify(filters) === '{"queryKey":["items","list"]}')).toBe(true);
  });
});
