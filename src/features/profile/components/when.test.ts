import { feedTime, postTime } from './when';

const morning = new Date(2026, 10, 15, 6, 30).toISOString();
const evening = new Date(2026, 10, 13, 19, 30).toISOString();

describe('profile times', () => {
  it('keep AM/PM in English', () => {
    expect(postTime(evening, 'en')).toMatch(/^Nov 13, 2026, 7:30\sPM$/);
  });

  it('use the 24-hour clock in Brazilian Portuguese, German and French', () => {
    expect(postTime(morning, 'pt')).toBe('15 de nov. de 2026, 06:30');
    expect(feedTime(evening, 'pt')).toBe('13 de nov., 19:30');
  });

  it('give no time for a broken date', () => {
    expect(postTime('not a date', 'pt')).not.toMatch(/\d:\d/);
  });
});
