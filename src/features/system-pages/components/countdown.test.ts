import { timeLeft } from './countdown';

describe('timeLeft', () => {
  it('splits a duration into units', () => {
    expect(timeLeft(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
  it('is never negative once the date has passed', () => {
    expect(timeLeft(0, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
