import { addDays, compareFloating, fromFloating, isFloating, shiftEvent, toFloating } from './calendar-dates';

describe('shiftEvent (I6)', () => {
  it('moves an all-day event and keeps its length, across months and years', () => {
    expect(shiftEvent({ startDate: '2026-11-29', endDate: '2026-11-30' }, '2026-12-02')).toEqual({
      startDate: '2026-12-02',
      endDate: '2026-12-03',
    });
    expect(shiftEvent({ startDate: '2026-12-30', endDate: '2027-01-02' }, '2027-01-30')).toEqual({
      startDate: '2027-01-30',
      endDate: '2027-02-02',
    });
    expect(shiftEvent({ startDate: '2026-11-10', endDate: '2026-11-12' }, '2026-10-31')).toEqual({
      startDate: '2026-10-31',
      endDate: '2026-11-02',
    });
  });

  it('handles leap days and month ends', () => {
    expect(shiftEvent({ startDate: '2028-02-27', endDate: '2028-02-28' }, '2028-02-28')).toEqual({
      startDate: '2028-02-28',
      endDate: '2028-02-29',
    });
    expect(shiftEvent({ startDate: '2027-01-31', endDate: '2027-02-01' }, '2027-02-28')).toEqual({
      startDate: '2027-02-28',
      endDate: '2027-03-01',
    });
  });

  it('keeps wall-clock times across DST switches (EU 29 Mar / 25 Oct, US 8 Mar / 1 Nov 2026)', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01']) {
      const before = addDays(day, -1);
      expect(shiftEvent({ startDate: `${before}T09:00`, endDate: `${before}T10:30` }, `${day}T09:00`)).toEqual({
        startDate: `${day}T09:00`,
        endDate: `${day}T10:30`,
      });
    }
    // A multi-day timed event spanning the switch keeps the same end time of day.
    expect(shiftEvent({ startDate: '2026-03-20T22:00', endDate: '2026-03-23T08:00' }, '2026-03-27T22:00')).toEqual({
      startDate: '2026-03-27T22:00',
      endDate: '2026-03-30T08:00',
    });
  });

  it('keeps the time of day when a timed event is dropped on a date, and moves by hours in a time grid', () => {
    expect(shiftEvent({ startDate: '2026-11-15T14:15', endDate: '2026-11-15T16:00' }, '2026-12-01')).toEqual({
      startDate: '2026-12-01T14:15',
      endDate: '2026-12-01T16:00',
    });
    expect(shiftEvent({ startDate: '2026-11-15T23:30', endDate: '2026-11-16T00:30' }, '2026-11-15T08:00')).toEqual({
      startDate: '2026-11-15T08:00',
      endDate: '2026-11-15T09:00',
    });
  });

  it('keeps other fields and rejects invalid dates', () => {
    expect(shiftEvent({ id: 3, title: 'x', startDate: '2026-11-01', endDate: '2026-11-01' }, '2026-11-05')).toMatchObject({
      id: 3,
      title: 'x',
    });
    for (const bad of ['', '2026-13-01', '2026-02-30', 'tomorrow', '2026-11-01T25:00', '2026-11-01T10:60', '2026-1-1']) {
      expect(shiftEvent({ startDate: '2026-11-01', endDate: '2026-11-01' }, bad)).toBeNull();
    }
    expect(shiftEvent({ startDate: 'nope', endDate: '2026-11-01' }, '2026-11-02')).toBeNull();
  });
});

describe('floating dates', () => {
  it('validates, compares and converts', () => {
    expect(isFloating('2026-11-15')).toBe(true);
    expect(isFloating('2026-11-15T09:30')).toBe(true);
    expect(isFloating('2026-11-15T09:30:00')).toBe(true);
    expect(isFloating('2026-11-15T09:30Z')).toBe(false);
    expect(compareFloating('2026-11-15T09:30', '2026-11-15')).toBe(1);
    expect(compareFloating('2026-11-14', '2026-11-15')).toBe(-1);
    expect(compareFloating('x', '2026-11-15')).toBeNaN();
    const local = fromFloating('2026-11-15T09:30');
    expect(local?.getHours()).toBe(9);
    expect(toFloating(local!, true)).toBe('2026-11-15T09:30');
    expect(toFloating(new Date(2026, 2, 29, 0, 0), false)).toBe('2026-03-29');
  });
});
