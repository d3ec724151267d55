import { SEED_NOW } from '@/mocks/random';
import { formatFloating } from '../api/calendar-dates';
import { DEMO_INITIAL_DATE } from '../api/calendar.contract';
import { COMPACT_WEEK_DAYS, fcViewFor, isCompactWidth, readCalendarParams, viewFromFc } from './calendar-url';

describe('calendar URL state', () => {
  it('opens on the seeded month by default, list view on phones', () => {
    expect(DEMO_INITIAL_DATE).toBe(formatFloating(SEED_NOW, false));
    expect(readCalendarParams(new URLSearchParams(''), false)).toEqual({ view: 'month', date: DEMO_INITIAL_DATE });
    expect(readCalendarParams(new URLSearchParams(''), true).view).toBe('list');
  });

  it('keeps valid view and date from the query and ignores junk', () => {
    expect(readCalendarParams(new URLSearchParams('view=week&date=2027-01-04'), false)).toEqual({ view: 'week', date: '2027-01-04' });
    expect(readCalendarParams(new URLSearchParams('view=year&date=2027-02-30'), false)).toEqual({ view: 'month', date: DEMO_INITIAL_DATE });
    expect(readCalendarParams(new URLSearchParams('date=<script>'), false).date).toBe(DEMO_INITIAL_DATE);
    expect(viewFromFc('listMonth')).toBe('list');
    expect(viewFromFc('weird')).toBe('month');
  });

  it('shows the week as three days only below the sm breakpoint', () => {
    expect(COMPACT_WEEK_DAYS).toBe(3);
    expect(isCompactWidth('xs')).toBe(true);
    for (const width of ['sm', 'md', 'lg', 'xl'] as const) expect(isCompactWidth(width)).toBe(false);
    expect(fcViewFor('week', 'xs')).toBe('timeGridThreeDay');
    // From sm to md all seven days, in the narrow grid; md and up the plain week.
    expect(fcViewFor('week', 'sm')).toBe('timeGridNarrowWeek');
    for (const width of ['md', 'lg', 'xl'] as const) expect(fcViewFor('week', width)).toBe('timeGridWeek');
    // The other views are the same at every width.
    for (const width of ['xs', 'sm'] as const) {
      expect(fcViewFor('month', width)).toBe('dayGridMonth');
      expect(fcViewFor('day', width)).toBe('timeGridDay');
      expect(fcViewFor('list', width)).toBe('listMonth');
    }
    // The narrow grids are still the week choice (URL, pressed button).
    expect(viewFromFc('timeGridThreeDay')).toBe('week');
    expect(viewFromFc('timeGridNarrowWeek')).toBe('week');
    expect(viewFromFc('timeGridWeek')).toBe('week');
  });
});
