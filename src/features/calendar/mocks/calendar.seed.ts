import { z } from 'zod';
import { collection } from '@/mocks/db';
import { SEED_NOW } from '@/mocks/random';
import { addDays, formatFloating } from '../api/calendar-dates';
import { eventClasses, eventSchema, type CalendarEvent, type CalendarLabel, type EventLabel } from '../api/calendar.contract';

export const CALENDAR_LABELS: CalendarLabel[] = [
  { text: 'Business', value: 'business', color: 'success' },
  { text: 'Work', value: 'work', color: 'warning' },
  { text: 'Personal', value: 'personal', color: 'danger' },
];

/** SEED_NOW's day as a floating date: every seeded event sits around it (mostly in November 2026). */
const SEED_DAY = formatFloating(SEED_NOW, false);

type Row = [
  title: string,
  startOffset: number,
  days: number,
  label: EventLabel,
  time?: [string, string],
  url?: string,
  description?: string,
];
const ROWS: Row[] = [
  ['Design Review', -12, 1, 'business', ['10:00', '11:30'], '', 'Walk through the new dashboard screens.'],
  ['Meeting With Client', -8, 1, 'business', ['14:00', '15:00'], 'https://meet.example.com/client', ''],
  ['Family Trip', -6, 3, 'personal'],
  ["Doctor's Appointment", -3, 1, 'personal', ['08:30', '09:15']],
  ['Sprint Planning', -1, 1, 'work', ['09:30', '11:00'], '', 'Plan the next two weeks.'],
  ['Product Review', 0, 1, 'business'],
  ['Dart Game?', 0, 1, 'personal', ['18:00', '20:00']],
  ['Release Day', 2, 2, 'work'],
  ['Monthly Meeting', 5, 1, 'business', ['11:00', '12:00']],
  ['Meditation', 7, 1, 'personal', ['07:00', '07:30']],
  ['Conference', 11, 3, ''],
  ['Team Dinner', 13, 1, 'work', ['19:30', '22:00']],
  ['Quarterly Report', 18, 2, 'work'],
  ['Monthly Checkup', -20, 1, 'personal'],
];

const seedEvents = (): CalendarEvent[] =>
  ROWS.map(([title, offset, days, label, time, url = '', description = ''], i) => {
    const start = addDays(SEED_DAY, offset);
    const end = addDays(start, days - 1);
    return {
      id: i + 1,
      title,
      startDate: time ? `${start}T${time[0]}` : start,
      endDate: time ? `${end}T${time[1]}` : end,
      allDay: !time,
      url,
      classes: eventClasses(label),
      label,
      description,
    };
  });

export const events = collection('calendar-events', z.array(eventSchema), seedEvents);
