import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refetchAfterLastMutation } from '@/lib/query-client';
import { shiftEvent } from './calendar-dates';
import {
  CALENDAR_PATHS,
  createdResponseSchema,
  deletedResponseSchema,
  eventClasses,
  eventSchema,
  eventsResponseSchema,
  type CalendarEvent,
  type EventInput,
} from './calendar.contract';

export const calendarKeys = {
  all: ['calendar'] as const,
  events: ['calendar', 'events'] as const,
};

export type NewEvent = Omit<CalendarEvent, 'id' | 'classes'>;

export function useEvents() {
  return useQuery({
    queryKey: calendarKeys.events,
    queryFn: ({ signal }) => request(CALENDAR_PATHS.events, { schema: eventsResponseSchema, signal }),
  });
}

/** Shared optimistic plumbing: apply `change` to the cached list, roll back on failure. */
function useOptimistic<V, R>(mutationFn: (v: V) => Promise<R>, change: (list: CalendarEvent[], v: V) => CalendarEvent[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: calendarKeys.events,
    mutationFn,
    onMutate: async (v: V) => {
      await qc.cancelQueries({ queryKey: calendarKeys.events });
      const previous = qc.getQueryData<CalendarEvent[]>(calendarKeys.events);
      if (previous) qc.setQueryData(calendarKeys.events, change(previous, v));
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(calendarKeys.events, ctx.previous);
    },
    onSettled: () => refetchAfterLastMutation(qc, calendarKeys.events, calendarKeys.events),
  });
}

let tempId = 0;
export function useCreateEvent() {
  return useOptimistic(
    (event: NewEvent) =>
      request(CALENDAR_PATHS.create, { method: 'POST', body: { event: event satisfies EventInput }, schema: createdResponseSchema }),
    (list, event) => [...list, { ...event, id: --tempId, classes: eventClasses(event.label) }],
  );
}

export function useUpdateEvent() {
  return useOptimistic(
    ({ id, ...event }: NewEvent & { id: number }) =>
      request(CALENDAR_PATHS.event(id), { method: 'POST', body: { event }, schema: eventSchema }),
    (list, { id, ...event }) => list.map((e) => (e.id === id ? { ...e, ...event, classes: eventClasses(event.label) } : e)),
  );
}

export function useDeleteEvent() {
  return useOptimistic(
    (event: CalendarEvent) => request(CALENDAR_PATHS.event(event.id), { method: 'DELETE', schema: deletedResponseSchema }),
    (list, event) => list.filter((e) => e.id !== event.id),
  );
}

export function useDragEvent() {
  return useOptimistic(
    ({ id, date }: { id: number; date: string }) =>
      request(CALENDAR_PATHS.dragged(id), { method: 'POST', body: { payload: { date } }, schema: eventSchema }),
    (list, { id, date }) => list.map((e) => (e.id === id ? (shiftEvent(e, date) ?? e) : e)),
  );
}
