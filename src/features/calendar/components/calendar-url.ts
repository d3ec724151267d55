import type { WidthClass } from '@/hooks/use-width-class';
import { isFloating } from '../api/calendar-dates';
import { DEMO_INITIAL_DATE } from '../api/calendar.contract';

export const VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarViewName = (typeof VIEWS)[number];
const FC_VIEWS: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

/** Below the sm breakpoint seven day columns are ~45 px wide, so the week choice shows this many days instead. */
export const COMPACT_WEEK_DAYS = 3;
export const FC_COMPACT_WEEK = 'timeGridThreeDay';
/** From sm to md the seven columns are ~75 px: still the whole week, but with the phone grid's narrow header and events. */
export const FC_NARROW_WEEK = 'timeGridNarrowWeek';

/** Phones (the xs width class) get the compact week; every other width and view keeps its FullCalendar view. */
export const isCompactWidth = (width: WidthClass) => width === 'xs';

export function fcViewFor(view: CalendarViewName, width: WidthClass): string {
  if (view !== 'week') return FC_VIEWS[view];
  return width === 'xs' ? FC_COMPACT_WEEK : width === 'sm' ? FC_NARROW_WEEK : FC_VIEWS.week;
}

export function viewFromFc(fcView: string): CalendarViewName {
  if (fcView === FC_COMPACT_WEEK || fcView === FC_NARROW_WEEK) return 'week';
  return (Object.keys(FC_VIEWS) as CalendarViewName[]).find((v) => FC_VIEWS[v] === fcView) ?? 'month';
}

/** View and date from the query string; phones default to the agenda list. */
export function readCalendarParams(params: URLSearchParams, phone: boolean): { view: CalendarViewName; date: string } {
  const view = params.get('view');
  const date = params.get('date') ?? '';
  return {
    view: (VIEWS as readonly string[]).includes(view ?? '') ? (view as CalendarViewName) : phone ? 'list' : 'month',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && isFloating(date) ? date : DEMO_INITIAL_DATE,
  };
}
