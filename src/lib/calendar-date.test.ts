import { addMonths, formatDate, monthMatrix, parseDateTime, toIsoDateTime, weekdayNames } from './calendar-date';

describe('calendar-date', () => {
  it('parses typed dates strictly', () => {
    const iso = (s: string) => {
      const d = parseDateTime(s);
      return d ? toIsoDateTime(d) : null;
    };
    expect(iso('2026-11-15')).toBe('2026-11-15T00:00');
    expect(iso('2026-11-15 14:30')).toBe('2026-11-15T14:30');
    expect(iso('2026-11-15T07:05')).toBe('2026-11-15T07:05');
    expect(iso('15.11.2026 9:05')).toBe('2026-11-15T09:05');
    expect(iso('15/11/2026 2:30 pm')).toBe('2026-11-15T14:30');
    expect(iso('15/11/2026 12am')).toBe('2026-11-15T00:00');
    expect(iso('29.02.2028')).toBe('2028-02-29T00:00');
    for (const bad of [
      '',
      'tomorrow',
      '2026-02-30',
      '31.04.2026',
      '2026-13-01',
      '2026-11-15 24:00',
      '2026-11-15 10:60',
      '15/11/26',
      '2026-11-15 13 pm',
      '2026-11/15',
    ]) {
      expect(parseDateTime(bad), bad).toBeNull();
    }
    expect(parseDateTime('2026-11-15', { requireTime: true })).toBeNull();
    expect(toIsoDateTime(parseDateTime('11/15/2026 8:00', { monthFirst: true })!)).toBe('2026-11-15T08:00');
  });

  it('formats tokens and keeps quoted text', () => {
    const d = new Date(2026, 10, 5, 15, 7);
    expect(formatDate(d, 'dd/MM/yyyy')).toBe('05/11/2026');
    expect(formatDate(d, "EEE, d MMM yyyy 'at' h:mm a", 'en')).toBe('Thu, 5 Nov 2026 at 3:07 PM');
    expect(formatDate(d, 'd MMMM', 'de')).toBe('5 November');
    expect(formatDate(d, 'HH:mm')).toBe('15:07');
  });

  it('builds six-week month grids from the locale week start and clamps month arithmetic', () => {
    const nov = monthMatrix(2026, 10, 1); // Monday first; 1 Nov 2026 is a Sunday
    expect(nov).toHaveLength(6);
    expect(nov[0]!.slice(0, 6).every((d) => d === null)).toBe(true);
    expect(nov[0]![6]!.getDate()).toBe(1);
    expect(monthMatrix(2026, 10, 0)[0]![0]!.getDate()).toBe(1);
    expect(weekdayNames('en', 1, 'short')[0]).toBe('Mon');
    expect(addMonths(new Date(2026, 0, 31), 1).getDate()).toBe(28);
  });
});
