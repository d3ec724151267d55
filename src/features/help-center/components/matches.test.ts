import { matches } from './matches';

describe('matches', () => {
  it('matches case and accent insensitively', () => {
    expect(matches('CAFE', 'Le café')).toBe(true);
    expect(matches('', 'anything')).toBe(true);
    expect(matches('zzz', 'abc', 'def')).toBe(false);
  });

  it('treats regex syntax and markup as plain text (F10)', () => {
    expect(matches('(.*)+$', 'abc')).toBe(false);
    expect(matches('<b>', 'use <b> tags')).toBe(true);
    const start = performance.now();
    expect(matches(`${'a'.repeat(10_000)}!`, 'a'.repeat(20_000))).toBe(false);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
