import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import { shiftEvent } from '../api/calendar-dates';
import { createRequestSchema, draggedRequestSchema, eventClasses, updateRequestSchema, type CalendarEvent } from '../api/calendar.contract';
import { CALENDAR_LABELS, events } from './calendar.seed';

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'Invalid event';

export const handlers = [
  http.get(api('apps/calendar/events'), ({ request }) => {
    // Optional ?labels=business,work,none narrows the list ("none" = unlabelled).
    const param = new URL(request.url).searchParams.get('labels');
    if (param === null) return ok(events.all());
    if (!param.trim()) return ok([]);
    const wanted = new Set(param.split(',').map((l) => (l.trim() === 'none' ? '' : l.trim())));
    return ok(events.all().filter((e) => wanted.has(e.label)));
  }),

  http.get(api('apps/calendar/labels'), () => ok(CALENDAR_LABELS)),

  http.post(api('apps/calendar/events/'), async ({ request }) => {
    const body = createRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const id = events.nextId();
    const event: CalendarEvent = { ...body.data.event, id, classes: eventClasses(body.data.event.label) };
    events.insert(event);
    return ok({ id }, 201);
  }),

  http.post(api('apps/calendar/event/dragged/:id'), async ({ params, request }) => {
    const body = draggedRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const current = events.find(String(params.id));
    if (!current) return fail(404, 'Not found');
    const moved = shiftEvent(current, body.data.payload.date);
    if (!moved) return fail(400, 'Invalid date');
    return ok(events.update(current.id, { startDate: moved.startDate, endDate: moved.endDate }));
  }),

  http.post(api('apps/calendar/event/:id'), async ({ params, request }) => {
    const body = updateRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    if (!events.find(String(params.id))) return fail(404, 'Not found');
    return ok(events.update(String(params.id), { ...body.data.event, classes: eventClasses(body.data.event.label) }));
  }),

  http.delete(api('apps/calendar/event/:id'), ({ params }) => {
    const current = events.find(String(params.id));
    if (!current || !events.remove(current.id)) return fail(404, 'Not found');
    return ok({ id: current.id });
  }),
];
