import { countryNames } from './country-names';

const CODES = ['US', 'CA', 'DE', 'FR', 'BR'] as const;

describe('countryNames', () => {
  it('names the codes in the UI language and finds the code of a shown name', () => {
    const de = countryNames('de', CODES);
    expect(de.name('DE')).toBe('Deutschland');
    expect(de.name('US')).toBe('Vereinigte Staaten');
    expect(de.code('Brasilien')).toBe('BR');
    expect(de.code('Brazil')).toBeUndefined();
    expect(countryNames('pt', CODES).name('DE')).toBe('Alemanha');
  });

  it('sorts names as the language does, not by code or code point', () => {
    const fr = countryNames('fr', CODES);
    expect(fr.names).toEqual(['Allemagne', 'Brésil', 'Canada', 'États-Unis', 'France']);
    expect(['France', 'États-Unis', 'Canada', 'Ghana'].sort(fr.compare)).toEqual(['Canada', 'États-Unis', 'France', 'Ghana']);
  });

  it('shows a malformed or unknown code as it is instead of throwing', () => {
    const en = countryNames('en', [...CODES, 'USA', '']);
    expect(en.name('USA')).toBe('USA');
    expect(en.name('')).toBe('');
    expect(en.name('not a code')).toBe('not a code');
    expect(en.name('JP')).toBe('Japan');
  });
});
