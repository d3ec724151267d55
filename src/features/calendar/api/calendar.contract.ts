import { z } from 'zod';
import { compareFloating, isFloating } from './calendar-dates';

/** SPEC §7 calendar calls: paths and schemas shared by the client and the mock. */
export const CALENDAR_PATHS = {
  events: '/api/apps/calendar/events',
  create: '/api/apps/calendar/events/',
  labels: '/api/apps/calendar/labels',
  event: (id: number | string) => `/api/apps/calendar/event/${id}`,
  dragged: (id: number | string) => `/api/apps/calendar/event/dragged/${id}`,
} as const;

export const LABEL_VALUES = ['business', 'work', 'personal'] as const;
type LabelValue = (typeof LABEL_VALUES)[number];
/** Events without a label use the primary colour ("None" in the legend). */
export const NO_LABEL = '' as const;
export type EventLabel = LabelValue | typeof NO_LABEL;
const LABEL_COLORS = ['success', 'warning', 'danger', 'primary'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

const labelSchema = z.object({ text: z.string(), value: z.enum(LABEL_VALUES), color: z.enum(LABEL_COLORS) });
export type CalendarLabel = z.infer<typeof labelSchema>;
export const labelsResponseSchema = z.array(labelSchema);

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;

const floating = z.string().max(20).refine(isFloating, 'Invalid date');
/** '' or an absolute http(s) URL. */
export const eventUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => {
    if (!v) return true;
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'URL must start with http:// or https://');

const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(TITLE_MAX),
    startDate: floating,
    endDate: floating,
    allDay: z.boolean().default(true),
    label: z.enum([...LABEL_VALUES, NO_LABEL]).default(NO_LABEL),
    url: eventUrlSchema.default(''),
    description: z.string().max(DESCRIPTION_MAX).default(''),
  })
  .refine((e) => compareFloating(e.endDate, e.startDate) >= 0, { message: 'End must not be before start', path: ['endDate'] });
export type EventInput = z.input<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  classes: z.string(),
  label: z.enum([...LABEL_VALUES, NO_LABEL]),
  description: z.string(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;
export const eventsResponseSchema = z.array(eventSchema);

export const createRequestSchema = z.object({ event: eventInputSchema });
export const updateRequestSchema = z.object({ event: eventInputSchema });
export const draggedRequestSchema = z.object({ payload: z.object({ date: floating }) });
export const createdResponseSchema = z.object({ id: z.number() });
export const deletedResponseSchema = z.object({ id: z.number() });

export const LABEL_COLOR: Record<EventLabel, LabelColor> = { business: 'success', work: 'warning', personal: 'danger', '': 'primary' };
export const eventClasses = (label: EventLabel) => `event-${LABEL_COLOR[label]}`;

/** The calendar opens on the seeded month (SEED_NOW, 15 Nov 2026) unless the URL names a date. */
export const DEMO_INITIAL_DATE = '2026-11-15';
