import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { createQueryClient } from '@/lib/query-client';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { useMoveTask, useTasks } from './todo.queries';

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => ({ all: useTasks('all', ''), move: useMoveTask() }), { wrapper });
  const ids = () => hook.result.current.all.data?.map((task) => task.id) ?? [];
  return { ...hook, ids };
}

describe('moving a task (drag to reorder)', () => {
  it('shows the new order at once and keeps it after the server answers', async () => {
    server.use(http.post('*/api/apps/todo/task/:id/move', async () => void (await delay(50))));
    const { result, ids } = setup();
    await waitFor(() => expect(ids().length).toBeGreaterThan(3));
    const [a, b, c] = ids();
    act(() => result.current.move.mutate({ id: c!, before: a! }));
    await waitFor(() => expect(ids().slice(0, 3)).toEqual([c, a, b]));
    server.resetHandlers();
    await waitFor(() => expect(result.current.move.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.all.isFetching).toBe(false));
    expect(ids().slice(0, 3)).toEqual([c, a, b]);
  });

  it('puts the old order back when the server refuses', async () => {
    server.use(http.post('*/api/apps/todo/task/:id/move', () => fail(500, 'nope')));
    const { result, ids } = setup();
    await waitFor(() => expect(ids().length).toBeGreaterThan(3));
    const before = ids();
    act(() => result.current.move.mutate({ id: before[2]!, before: null }));
    await waitFor(() => expect(result.current.move.isError).toBe(true));
    expect(ids()).toEqual(before);
  });
});
