import { isFloating } from '../api/calendar-dates';
import { DEMO_INITIAL_DATE } from '../api/calendar.contract';

export const VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarViewName = (typeof VIEWS)[number];
export const FC_VIEWS: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

export function viewFromFc(fcView: string): CalendarViewName {
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
