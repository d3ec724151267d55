import type { Ref } from 'react';
import FullCalendar from '@fullcalendar/react';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput as FcEventInput, FormatterInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { addDays } from '../api/calendar-dates';
import { LABEL_COLOR, type CalendarEvent } from '../api/calendar.contract';
import { FC_VIEWS, type CalendarViewName } from './calendar-url';
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

export const sourceOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.source as CalendarEvent;

interface CalendarViewProps {
  calendarRef: Ref<FullCalendar>;
  events: readonly CalendarEvent[];
  initialView: CalendarViewName;
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
  return (
    <div className="tc-calendar h-full">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        locales={LOCALES}
        locale={locale}
        initialView={FC_VIEWS[initialView]}
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
