import { useEffect, useMemo, useRef, type RefObject } from 'react';
import FullCalendar from '@fullcalendar/react';
import type {
  CalendarOptions,
  DatesSetArg,
  DayHeaderContentArg,
  DurationInput,
  EventClickArg,
  EventDropArg,
  EventInput as FcEventInput,
  EventMountArg,
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
import { COMPACT_WEEK_DAYS, FC_COMPACT_WEEK, FC_NARROW_WEEK } from './calendar-url';
import './calendar.css';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [deLocale, frLocale, ptLocale];

function toFcEvent(e: CalendarEvent): FcEventInput {
  return {
    // FullCalendar keeps an event's element while its id stays the same, and eventDidMount names it only then: an id
    // that changes with what the name says makes an edited, dragged or resized event a new element with a new name.
    // Nothing looks events up by this id (the stored event is extendedProps.source; the element has data-event-id).
    id: [e.id, e.title, e.startDate, e.endDate, e.allDay].join('|'),
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
 * The narrow week grids: on phones a few days from the current date, which prev/next step through by the same count;
 * from sm to md the whole week in ~75 px columns. Both get a two-line header (weekday over the day number, like a
 * phone calendar) and start times only, so titles keep the width (and wrap, see calendar.css). The full date stays
 * readable to screen readers.
 * The header is plain DOM nodes, not JSX: FullCalendar leaves a React-rendered header behind in the cells it reuses
 * when the next view (the 7-day week at the breakpoint) has no custom header.
 */
function narrowGridView(locale: string, duration: DurationInput): NonNullable<CalendarOptions['views']>[string] {
  const fullDate = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return {
    type: 'timeGrid',
    duration,
    viewClassNames: 'tc-narrow-grid',
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

/**
 * FullCalendar makes each event a focusable link with no href, role or day: give it the button role (Enter and Space
 * open the editor) and a name with its date, so tabbing through a month says which day each event is on.
 * The list view already groups rows under their day headings and keeps its table rows.
 */
function eventA11y(locale: string) {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return (arg: EventMountArg) => {
    const { start, end, allDay, title } = arg.event;
    arg.el.dataset.eventId = String(sourceOf(arg).id);
    if (arg.view.type.startsWith('list') || !start) return;
    // All-day ends are exclusive: the last day is the one before.
    const last = end && allDay ? new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1) : (end ?? start);
    const when = last.toDateString() === start.toDateString() ? day.format(start) : day.formatRange(start, last);
    arg.el.setAttribute('role', 'button');
    // The visible text stays one piece at the start of the name (label in name).
    arg.el.setAttribute('aria-label', `${arg.timeText ? `${arg.timeText} ` : ''}${title}, ${when}`);
  };
}

export const sourceOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.source as CalendarEvent;

/** The element that opens the event now (its first one, for an event over several weeks), e.g. after an edit re-made it. */
export function eventElement(within: ParentNode | null | undefined, id: string | undefined): HTMLElement | null {
  const el = id ? within?.querySelector<HTMLElement>(`[data-event-id="${id}"]:not(.fc-event-mirror)`) : null;
  // The list view's row holds its link.
  return el?.matches('[tabindex]') ? el : (el?.querySelector<HTMLElement>('[tabindex]') ?? null);
}

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
  const views = useMemo(
    () => ({
      [FC_COMPACT_WEEK]: narrowGridView(locale, { days: COMPACT_WEEK_DAYS }),
      // A duration in weeks aligns to the locale's first day of the week, like timeGridWeek.
      [FC_NARROW_WEEK]: narrowGridView(locale, { weeks: 1 }),
    }),
    [locale],
  );
  const eventDidMount = useMemo(() => eventA11y(locale), [locale]);
  const boxRef = useRef<HTMLDivElement>(null);
  // FullCalendar re-measures only on window resize, which can come while the page layout is still settling (sidebar
  // to drawer at the breakpoint, menu collapse): follow the box itself so the columns always fill it.
  // It measures scaled boxes too: sized during the route's zoom-in (scale 0.97, no resize to observe), the grid stays
  // 3% short of the box, so measure again once an animation around the calendar ends.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let frame = 0;
    const remeasure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => calendarRef.current?.getApi().updateSize());
    };
    const observer = new ResizeObserver(remeasure);
    observer.observe(box);
    const onAnimationEnd = (e: Event) => e.target instanceof Node && e.target.contains(box) && remeasure();
    document.addEventListener('animationend', onAnimationEnd);
    return () => {
      observer.disconnect();
      document.removeEventListener('animationend', onAnimationEnd);
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
        eventDidMount={eventDidMount}
      />
    </div>
  );
}
