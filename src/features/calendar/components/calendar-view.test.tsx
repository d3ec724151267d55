import { createRef } from 'react';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type FullCalendar from '@fullcalendar/react';
import { CalendarView } from './calendar-view';

const noop = () => {};

describe('CalendarView sizing', () => {
  it('measures again when an animation around it ends (the route zoom-in scales the box it measured)', async () => {
    const calendarRef = createRef<FullCalendar>();
    const { container } = render(
      <div className="route-transition-zoom-fade">
        <CalendarView
          calendarRef={calendarRef}
          events={[]}
          initialView="dayGridMonth"
          initialDate="2026-11-15"
          locale="en"
          onDatesSet={noop}
          onDateClick={noop}
          onEventClick={noop}
          onEventDrop={noop}
          onEventResize={noop}
        />
      </div>,
    );
    const updateSize = vi.spyOn(calendarRef.current!.getApi(), 'updateSize');
    const page = container.firstElementChild!;
    // An animation inside the calendar is not one around it.
    fireEvent.animationEnd(container.querySelector('.fc')!);
    fireEvent.animationEnd(page);
    await waitFor(() => expect(updateSize).toHaveBeenCalledTimes(1));
  });
});
