import { describe, expect, it } from 'vitest';
import * as r from './rules';

describe('validation rules', () => {
  it('required', () => {
    expect(r.isRequired('a')).toBe(true);
    expect(r.isRequired(['x'])).toBe(true);
    expect(r.isRequired('  ')).toBe(false);
    expect(r.isRequired(undefined)).toBe(false);
    expect(r.isRequired([])).toBe(false);
  });
  it('alpha family', () => {
    expect(r.isAlpha('José')).toBe(true);
    expect(r.isAlpha('abc1')).toBe(false);
    expect(r.isAlphaDash('my-name_2')).toBe(true);
    expect(r.isAlphaDash('my name')).toBe(false);
    expect(r.isAlphaNum('abc123')).toBe(true);
    expect(r.isAlphaNum('abc-123')).toBe(false);
    expect(r.isAlphaSpaces('John Doe')).toBe(true);
    expect(r.isAlphaSpaces('John  Doe')).toBe(false);
    expect(r.isAlphaSpaces('John3')).toBe(false);
  });
  it('numeric, digits, between', () => {
    expect(r.isNumeric('-12.5')).toBe(true);
    expect(r.isNumeric('12a')).toBe(false);
    expect(r.hasDigits('1234', 4)).toBe(true);
    expect(r.hasDigits('123', 4)).toBe(false);
    expect(r.hasDigits('12.4', 4)).toBe(false);
    expect(r.isBetween('5', 1, 10)).toBe(true);
    expect(r.isBetween('10', 1, 10)).toBe(true);
    expect(r.isBetween('11', 1, 10)).toBe(false);
    expect(r.isBetween('x', 1, 10)).toBe(false);
  });
  it('accepts a decimal comma, as typed in de/fr/pt', () => {
    expect(r.isNumeric('12,5')).toBe(true);
    expect(r.isNumeric('-0,25')).toBe(true);
    expect(r.isNumeric('1,2,3')).toBe(false);
    expect(r.isNumeric('1.000,5')).toBe(false);
    expect(r.isBetween('9,5', 1, 10)).toBe(true);
    expect(r.isBetween('10,5', 1, 10)).toBe(false);
    expect(r.hasMinValue('17,9', 18)).toBe(false);
    expect(r.hasMaxValue('99,0', 99)).toBe(true);
  });
  it('length and value bounds', () => {
    expect(r.hasMinLength('abc', 3)).toBe(true);
    expect(r.hasMinLength('ab', 3)).toBe(false);
    expect(r.hasMaxLength('abc', 3)).toBe(true);
    expect(r.hasMaxLength('abcd', 3)).toBe(false);
    expect(r.hasMinValue('18', 18)).toBe(true);
    expect(r.hasMinValue('17', 18)).toBe(false);
    expect(r.hasMaxValue('99', 99)).toBe(true);
    expect(r.hasMaxValue('100', 99)).toBe(false);
  });
  it('letters with combining marks (decomposed "é", as pasted from macOS) are letters', () => {
    const jose = 'Jose\u0301'; // "José" as e + combining acute accent
    expect(r.isAlpha(jose)).toBe(true);
    expect(r.isAlphaNum(`${jose}2`)).toBe(true);
    expect(r.isAlphaDash(`${jose}-2`)).toBe(true);
    expect(r.isAlphaSpaces(`${jose} Ma\u0303o`)).toBe(true);
    // A mark alone is not a letter.
    expect(r.isAlpha('\u0301abc')).toBe(false);
    expect(r.isAlphaSpaces('ab \u0301')).toBe(false);
  });
  it('lengths count characters as people see them (accents, emoji, flags)', () => {
    expect(r.hasMaxLength('Jose\u0301!', 5)).toBe(true);
    expect(r.hasMaxLength('👍🏽👍🏽🇵🇹', 3)).toBe(true);
    expect(r.hasMaxLength('👍🏽👍🏽🇵🇹!', 3)).toBe(false);
    expect(r.hasMinLength('👨‍👩‍👧', 2)).toBe(false);
  });
  it('email and url', () => {
    expect(r.isEmail('jane@example.com')).toBe(true);
    expect(r.isEmail('jane@example')).toBe(false);
    expect(r.isEmail('jane example.com')).toBe(false);
    expect(r.isUrl('https://tessera.dev/docs')).toBe(true);
    expect(r.isUrl('javascript:alert(1)')).toBe(false);
    expect(r.isUrl('not a url')).toBe(false);
  });
  it('credit card (Luhn)', () => {
    expect(r.isCreditCard('4111 1111 1111 1111')).toBe(true);
    expect(r.isCreditCard('5555-5555-5555-4444')).toBe(true);
    expect(r.isCreditCard('4111 1111 1111 1112')).toBe(false);
    expect(r.isCreditCard('1234')).toBe(false);
  });
  it('dates', () => {
    expect(r.isDateFormat('2024-02-29')).toBe(true);
    expect(r.isDateFormat('2023-02-29')).toBe(false);
    expect(r.isDateFormat('29/02/2024')).toBe(false);
    expect(r.isDateBetween('2024-06-15', '2024-01-01', '2024-12-31')).toBe(true);
    expect(r.isDateBetween('2024-01-01', '2024-01-01', '2024-12-31')).toBe(true);
    expect(r.isDateBetween('2025-01-01', '2024-01-01', '2024-12-31')).toBe(false);
    expect(r.isDateBetween('bad', '2024-01-01', '2024-12-31')).toBe(false);
  });
  it('included-in, confirmed, password, file', () => {
    expect(r.isIncludedIn('react', ['react', 'vue'])).toBe(true);
    expect(r.isIncludedIn('svelte', ['react', 'vue'])).toBe(false);
    expect(r.isConfirmed('abc', 'abc')).toBe(true);
    expect(r.isConfirmed('abc', 'abd')).toBe(false);
    expect(r.isStrongPassword('Secret123')).toBe(true);
    expect(r.isStrongPassword('secret123')).toBe(false);
    expect(r.isStrongPassword('Sh0rt')).toBe(false);
    const png = { name: 'a.png', size: 1000, type: 'image/png' };
    expect(r.hasFileType(png, ['image/png', 'image/jpeg'])).toBe(true);
    expect(r.hasFileType({ ...png, type: 'application/pdf' }, ['image/png'])).toBe(false);
    expect(r.hasMaxFileSize(png, 1024)).toBe(true);
    expect(r.hasMaxFileSize({ ...png, size: 2048 }, 1024)).toBe(false);
  });
});
