import { useEffect, useRef, useState } from 'react';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import type FullCalendar from '@fullcalendar/react';
import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import type { DateClickArg, EventResizeDoneArg } from '@fullcalendar/interaction';
import { useTranslation } from 'react-i18next';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useWidthClass } from '@/hooks/use-width-class';
import { addDays, toFloating } from '../api/calendar-dates';
import type { CalendarEvent, EventLabel } from '../api/calendar.contract';
import { useCreateEvent, useDeleteEvent, useDragEvent, useEvents, useUpdateEvent, type NewEvent } from '../api/calendar.queries';
import { ALL_LABELS, CalendarSidebar } from '../components/calendar-sidebar';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { fcViewFor, isCompactWidth, readCalendarParams, viewFromFc, type CalendarViewName } from '../components/calendar-url';
import { CalendarView, eventElement, sourceOf } from '../components/calendar-view';
import { EventDialog, type DialogState } from '../components/event-dialog';

const withoutId = ({ id: _id, classes: _c, ...rest }: CalendarEvent): NewEvent => rest;

export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const width = useWidthClass();
  const wide = width === 'lg' || width === 'xl';
  const compact = isCompactWidth(width);
  const [params, setParams] = usePageSearchParams();
  const [initial] = useState(() => readCalendarParams(params, compact));
  const [initialFcView] = useState(() => fcViewFor(initial.view, width));
  const [view, setView] = useState<CalendarViewName>(initial.view);
  const [title, setTitle] = useState('');
  const [anchor, setAnchor] = useState('');
  const [labels, setLabels] = useState<Set<EventLabel>>(() => new Set(ALL_LABELS));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const calendarRef = useRef<FullCalendar>(null);
  const api = () => calendarRef.current?.getApi();
  // Remove takes the event the dialog was opened from off the page: keyboard focus goes on to the event in its place.
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useFocusAfterRemove({ focus: '.fc-event' });

  const events = useEvents();
  // A Retry keeps the error (its Retry busy, and focused) until the attempt ends, not the calendar's skeleton.
  const loadError = useLoadError(events);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const drag = useDragEvent();
  const visible = (events.data ?? []).filter((e) => labels.has(e.label));

  const onDatesSet = (arg: DatesSetArg) => {
    setView(viewFromFc(arg.view.type));
    setTitle(arg.view.title);
    setAnchor(toFloating(arg.view.calendar.getDate(), false));
  };

  // Crossing the sm or md breakpoint swaps the week's time grid (3 days, narrow 7 days, 7 days); the view choice and the date stay.
  const weekView = fcViewFor('week', width);
  useEffect(() => {
    const calendar = calendarRef.current?.getApi();
    if (!calendar) return;
    if (viewFromFc(calendar.view.type) !== 'week' || calendar.view.type === weekView) return;
    calendar.changeView(weekView, calendar.getDate());
    // Both are time grids, so FullCalendar scrolls with the old grid's row heights; scroll again once measured.
    const frame = requestAnimationFrame(() => calendar.scrollToTime(calendar.getOption('scrollTime') ?? '06:00'));
    return () => cancelAnimationFrame(frame);
  }, [weekView]);

  // FullCalendar reports dates while it renders; the URL follows in an effect.
  useEffect(() => {
    if (!anchor) return;
    setParams(
      (p) => {
        if (p.get('view') === view && p.get('date') === anchor) return p;
        const q = new URLSearchParams(p);
        q.set('view', view);
        q.set('date', anchor);
        return q;
      },
      { replace: true },
    );
  }, [view, anchor, setParams]);

  const openAdd = () => {
    const today = toFloating(new Date(), false);
    const current = api()?.view;
    const inView = current && current.activeStart <= new Date() && new Date() < current.activeEnd;
    setFiltersOpen(false);
    setDialog({ mode: 'add', start: inView || !current ? today : toFloating(current.calendar.getDate(), false) });
  };

  const onSubmit = async (event: NewEvent) => {
    if (dialog?.mode === 'edit') {
      await update.mutateAsync({ ...event, id: dialog.event.id }).catch((e: unknown) => {
        toast.error(t('toast.saveError'), { description: errorMessage(e) });
        throw e;
      });
      toast.success(t('toast.saved'));
    } else {
      await create.mutateAsync(event).catch((e: unknown) => {
        toast.error(t('toast.addError'), { description: errorMessage(e) });
        throw e;
      });
      toast.success(t('toast.added'));
    }
  };

  const onDelete = (event: CalendarEvent) => {
    setDialog(null);
    refocus.mark(opener.current);
    remove.mutate(event, {
      onSuccess: () =>
        toast(t('toast.deleted'), {
          description: event.title,
          action: {
            label: t('common:actions.undo'),
            onClick: () =>
              create.mutate(withoutId(event), {
                onError: (error) => toast.error(t('toast.addError'), { description: errorMessage(error) }),
              }),
          },
        }),
      onError: (error) => {
        refocus.cancel();
        toast.error(t('toast.deleteError'), { description: errorMessage(error) });
      },
    });
  };

  const onEventDrop = (arg: EventDropArg) => {
    const source = sourceOf(arg);
    if (!arg.event.start || arg.event.allDay !== source.allDay) return arg.revert();
    drag.mutate(
      { id: source.id, date: toFloating(arg.event.start, !source.allDay) },
      { onError: (error) => (arg.revert(), toast.error(t('toast.moveError'), { description: errorMessage(error) })) },
    );
  };

  const onEventResize = (arg: EventResizeDoneArg) => {
    const source = sourceOf(arg);
    const end = arg.event.end;
    if (!end) return arg.revert();
    const endDate = source.allDay ? addDays(toFloating(end, false), -1) : toFloating(end, true);
    update.mutate(
      { ...withoutId(source), id: source.id, endDate },
      { onError: (error) => (arg.revert(), toast.error(t('toast.saveError'), { description: errorMessage(error) })) },
    );
  };

  const sidebar = <CalendarSidebar selected={labels} onChange={setLabels} onAdd={openAdd} />;

  return (
    <div className="flex h-app-frame min-h-[32rem] overflow-hidden rounded-lg border border-border/60 bg-card shadow-card">
      {wide ? (
        <aside className="w-64 shrink-0 border-r" aria-label={t('filters')}>
          {sidebar}
        </aside>
      ) : (
        <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
          <SheetContent side="left" className="w-72" closeLabel={t('toolbar.closeFilters')}>
            <SheetTitle className="sr-only">{t('filters')}</SheetTitle>
            <div className="pt-8">{sidebar}</div>
          </SheetContent>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <CalendarToolbar
          title={title}
          view={view}
          compact={compact}
          onPrev={() => api()?.prev()}
          onNext={() => api()?.next()}
          onToday={() => api()?.today()}
          onView={(v) => api()?.changeView(fcViewFor(v, width))}
          onOpenFilters={wide ? undefined : () => setFiltersOpen(true)}
        />
        {events.isError && events.data && <RefreshFailedNotice {...retryProps(events, events.error)} className="rounded-md" />}
        <div ref={refocus.container} className="relative min-h-0 flex-1">
          {loadError ? (
            <ErrorState message={t('loadError')} {...retryProps(events, loadError)} className="h-full" />
          ) : (
            <>
              <CalendarView
                calendarRef={calendarRef}
                events={visible}
                initialView={initialFcView}
                initialDate={initial.date}
                locale={i18n.language}
                onDatesSet={onDatesSet}
                onDateClick={(arg: DateClickArg) => setDialog({ mode: 'add', start: toFloating(arg.date, false) })}
                onEventClick={(arg: EventClickArg) => {
                  arg.jsEvent.preventDefault();
                  opener.current = arg.el;
                  setDialog({ mode: 'edit', event: sourceOf(arg) });
                }}
                onEventDrop={onEventDrop}
                onEventResize={onEventResize}
              />
              {events.isPending && (
                <div className="absolute inset-0 grid grid-cols-7 gap-px bg-card p-3" aria-busy="true">
                  {Array.from({ length: 35 }, (_, i) => (
                    <Skeleton key={i} className="h-full min-h-12 rounded-sm" />
                  ))}
                </div>
              )}
            </>
          )}
        </div>
        <p className="sr-only">{t('keyboardHint')}</p>
      </div>
      <EventDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onSubmit={onSubmit}
        onDelete={onDelete}
        // An edit re-makes the event's element (see toFcEvent), a move puts it in another cell: focus goes to it there.
        focusWhenOpenerGone={() =>
          eventElement(refocus.container.current, opener.current?.closest<HTMLElement>('[data-event-id]')?.dataset.eventId)
        }
      />
    </div>
  );
}
