import { listTime } from './chat-time';

describe('listTime', () => {
  const now = new Date(2026, 10, 15, 18, 0);
  const today = new Date(2026, 10, 15, 8, 3).toISOString();

  it("uses the locale's clock for today's messages: 24-hour in German, 12-hour in English", () => {
    expect(listTime(today, 'de', now)).toBe('08:03');
    expect(listTime(today, 'en', now)).toMatch(/^8:03\sAM$/);
  });

  it('shows a short date for older messages', () => {
    expect(listTime(new Date(2026, 10, 12, 9, 30).toISOString(), 'de', now)).toBe('12. Nov.');
  });
});
