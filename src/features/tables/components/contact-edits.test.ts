import { acceptContactEdit } from './contact-edits';

describe('acceptContactEdit', () => {
  it('trims text and refuses blank or whitespace-only text', () => {
    expect(acceptContactEdit('city', '  Zürich  ')).toBe('Zürich');
    expect(acceptContactEdit('email', '   ')).toBeUndefined();
    expect(acceptContactEdit('zip', '')).toBeUndefined();
    expect(acceptContactEdit('company', null)).toBeUndefined();
  });

  it('keeps followers a whole number from 0 up', () => {
    expect(acceptContactEdit('followers', 1200)).toBe(1200);
    expect(acceptContactEdit('followers', '42')).toBe(42);
    expect(acceptContactEdit('followers', 0)).toBe(0);
    expect(acceptContactEdit('followers', -5)).toBeUndefined();
    expect(acceptContactEdit('followers', 2.5)).toBeUndefined();
    expect(acceptContactEdit('followers', null)).toBeUndefined();
    expect(acceptContactEdit('followers', ' ')).toBeUndefined();
    expect(acceptContactEdit('followers', 1e20)).toBeUndefined();
  });
});
