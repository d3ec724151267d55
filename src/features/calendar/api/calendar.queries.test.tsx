import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { createQueryClient } from '@/lib/query-client';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import type { CalendarEvent } from './calendar.contract';
import { calendarKeys, useDragEvent, useEvents } from './calendar.queries';

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => ({ events: useEvents(), drag: useDragEvent() }), { wrapper });
  const trip = () => client.getQueryData<CalendarEvent[]>(calendarKeys.events)?.find((e) => e.title === 'Family Trip');
  return { ...hook, trip };
}

describe('dragging an event (optimistic)', () => {
  it('moves start and end at once and keeps the server result', async () => {
    server.use(http.post('*/api/apps/calendar/event/dragged/:id', async () => void (await delay(50))));
    const { result, trip } = setup();
    await waitFor(() => expect(result.current.events.data).toBeDefined());
    const id = trip()?.id ?? 0;
    act(() => result.current.drag.mutate({ id, date: '2026-11-29' }));
    await waitFor(() => expect(trip()).toMatchObject({ startDate: '2026-11-29', endDate: '2026-12-01' }));
    server.resetHandlers();
    await waitFor(() => expect(result.current.drag.isSuccess).toBe(true));
    await waitFor(() => expect(trip()).toMatchObject({ startDate: '2026-11-29', endDate: '2026-12-01' }));
  });

  it('rolls back when the server refuses', async () => {
    server.use(http.post('*/api/apps/calendar/event/dragged/:id', () => fail(500, 'nope')));
    const { result, trip } = setup();
    await waitFor(() => expect(result.current.events.data).toBeDefined());
    const before = trip();
    act(() => result.current.drag.mutate({ id: before?.id ?? 0, date: '2026-12-24' }));
    await waitFor(() => expect(result.current.drag.isError).toBe(true));
    expect(trip()).toEqual(before);
  });
});
