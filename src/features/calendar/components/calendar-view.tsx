import { useEffect, useMemo, useRef, type RefObject } from 'react';
import FullCalendar from '@fullcalendar/react';
import type {
  CalendarOptions,
  DatesSetArg,
  DayHeaderContentArg,
  EventClickArg,
  EventDropArg,
  EventInput as FcEventInput,
  FormatterInput,
} from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { addDays } from '../api/calendar-dates';
import { LABEL_COLOR, type CalendarEvent } from '../api/calendar.contract';
import { COMPACT_WEEK_DAYS, FC_COMPACT_WEEK } from './calendar-url';
import './calendar.css';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [deLocale, frLocale, ptLocale];

function toFcEvent(e: CalendarEvent): FcEventInput {
  return {
    id: String(e.id),
    title: e.title,
    start: e.startDate,
    // Our all-day end is the last day; FullCalendar's is exclusive.
    end: e.allDay ? addDays(e.endDate, 1) : e.endDate,
    allDay: e.allDay,
    classNames: [`tc-${LABEL_COLOR[e.label]}`],
    editable: e.id > 0,
    extendedProps: { source: e },
  };
}

/** Only English keeps the 12-hour clock ("10:00am"); de/fr/pt read times as 24-hour "10:00". */
function timeFormats(locale: string): { event: FormatterInput; slot: FormatterInput } {
  if (locale.startsWith('en')) {
    return {
      event: { hour: 'numeric', minute: '2-digit', meridiem: 'short', hour12: true },
      slot: { hour: 'numeric', meridiem: 'short', hour12: true },
    };
  }
  const h24: FormatterInput = { hour: '2-digit', minute: '2-digit', hour12: false };
  return { event: h24, slot: h24 };
}

function span(className: string, text: string, hidden = false): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  if (hidden) el.setAttribute('aria-hidden', 'true');
  return el;
}

/**
 * The phone week: a time grid of a few days from the current date, which prev/next step through by the same count.
 * Its ~100 px columns get a two-line header (weekday over the day number, like a phone calendar) and start times only,
 * so titles keep the width. The full date stays readable to screen readers.
 * The header is plain DOM nodes, not JSX: FullCalendar leaves a React-rendered header behind in the cells it reuses
 * when the next view (the 7-day week at the breakpoint) has no custom header.
 */
function compactWeekView(locale: string): NonNullable<CalendarOptions['views']>[string] {
  const fullDate = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return {
    type: 'timeGrid',
    duration: { days: COMPACT_WEEK_DAYS },
    dayHeaderFormat: { weekday: 'short' },
    displayEventEnd: false,
    dayHeaderContent: (arg: DayHeaderContentArg) => {
      const head = span('tc-day-head', '');
      head.append(
        span('tc-day-name', arg.text, true),
        span('tc-day-num', String(arg.date.getDate()), true),
        span('sr-only', fullDate.format(arg.date)),
      );
      return { domNodes: [head] };
    },
  };
}

export const sourceOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.source as CalendarEvent;

interface CalendarViewProps {
  calendarRef: RefObject<FullCalendar | null>;
  events: readonly CalendarEvent[];
  /** A FullCalendar view name (see fcViewFor); read once, later changes go through the calendar API. */
  initialView: string;
  initialDate: string;
  locale: string;
  onDatesSet: (arg: DatesSetArg) => void;
  onDateClick: (arg: DateClickArg) => void;
  onEventClick: (arg: EventClickArg) => void;
  onEventDrop: (arg: EventDropArg) => void;
  onEventResize: (arg: EventResizeDoneArg) => void;
}

/** The only place FullCalendar is imported; the page chunk that uses it is lazy. */
export function CalendarView({ calendarRef, events, initialView, initialDate, locale, ...handlers }: CalendarViewProps) {
  const views = useMemo(() => ({ [FC_COMPACT_WEEK]: compactWeekView(locale) }), [locale]);
  const boxRef = useRef<HTMLDivElement>(null);
  // FullCalendar re-measures only on window resize, which can come while the page layout is still settling (sidebar
  // to drawer at the breakpoint, menu collapse): follow the box itself so the columns always fill it.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => calendarRef.current?.getApi().updateSize());
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [calendarRef]);
  return (
    <div ref={boxRef} className="tc-calendar h-full">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        locales={LOCALES}
        locale={locale}
        views={views}
        initialView={initialView}
        initialDate={initialDate}
        headerToolbar={false}
        height="100%"
        events={events.map(toFcEvent)}
        eventDisplay="block"
        dayMaxEvents={3}
        editable
        eventInteractive
        nowIndicator
        eventTimeFormat={timeFormats(locale).event}
        slotLabelFormat={timeFormats(locale).slot}
        datesSet={handlers.onDatesSet}
        dateClick={handlers.onDateClick}
        eventClick={handlers.onEventClick}
        eventDrop={handlers.onEventDrop}
        eventResize={handlers.onEventResize}
      />
    </div>
  );
}
