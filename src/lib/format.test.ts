import { capitalize, formatDate, formatTime, kFormatter, timeAgo, truncate } from './format';

describe('text filters', () => {
  it('writes clock times in the reader’s convention: AM/PM in English, 24-hour in German, French and Portuguese', () => {
    expect(formatTime(new Date(2026, 0, 1, 15, 5), 'en')).toMatch(/^3:05\sPM$/);
    expect(formatTime(new Date(2026, 0, 1, 0, 30), 'en')).toMatch(/^12:30\sAM$/);
    expect(formatTime(new Date(2026, 0, 1, 19, 30), 'de')).toBe('19:30');
    expect(formatTime(new Date(2026, 0, 1, 19, 30), 'fr')).toBe('19:30');
    expect(formatTime(new Date(2026, 0, 1, 6, 30), 'pt')).toBe('06:30');
    expect(formatTime('not a date', 'pt')).toBe('');
  });

  it('shows numbers above 999 as thousands (SPEC §9, I7)', () => {
    expect(kFormatter(1000)).toBe('1.0k');
    expect(kFormatter(92_600)).toBe('92.6k');
    expect(kFormatter(999)).toBe('999');
    expect(kFormatter(999.95)).toBe('1.0k');
    expect(kFormatter(999)).toBe('999');
    expect(kFormatter(12.5)).toBe('12.5');
    expect(kFormatter(-1500)).toBe('-1.5k');
    expect(kFormatter(Number.NaN)).toBe('0');
    expect(kFormatter(Number.POSITIVE_INFINITY)).toBe('0');
    expect(kFormatter(1500, 'de')).toBe('1,5k');
  });

  it('capitalizes words and truncates without splitting emoji', () => {
    expect(capitalize('hello world')).toBe('Hello World');
    expect(capitalize('')).toBe('');
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('ab', 3)).toBe('ab');
    expect(truncate('👍🏽👍🏽👍🏽', 1)).toBe('👍…');
  });

  it('formats dates per locale and rejects invalid ones', () => {
    const d = new Date(Date.UTC(2026, 2, 5, 12));
    expect(formatDate(d, 'en', 'medium')).toBe('Mar 5, 2026');
    expect(formatDate(d, 'de', 'medium')).toBe('5. März 2026');
    expect(formatDate('garbage')).toBe('');
  });

  it('says how long ago', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(timeAgo(now - 120_000, 'en', now)).toBe('2 minutes ago');
    expect(timeAgo(now - 86_400_000, 'en', now)).toBe('yesterday');
  });
});
