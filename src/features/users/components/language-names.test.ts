import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../api/users.contract';
import { languageName } from './language-names';

describe('languageName', () => {
  it('shows the stored English names in the reader’s language, capitalized', () => {
    expect(languageName('German', 'de')).toBe('Deutsch');
    expect(languageName('Spanish', 'pt')).toBe('Espanhol');
    expect(languageName('English', 'fr')).toBe('Anglais');
    expect(languageName('Portuguese', 'en')).toBe('Portuguese');
  });

  it('has a code for every language the edit form offers', () => {
    // Every Portuguese name differs from the English one, so a missing code would show.
    for (const name of LANGUAGES) expect(languageName(name, 'pt')).not.toBe(name);
  });

  it('keeps names it has no code for, and tricky keys, as stored', () => {
    expect(languageName('Klingon', 'de')).toBe('Klingon');
    expect(languageName('toString', 'de')).toBe('toString');
    expect(languageName('__proto__', 'fr')).toBe('__proto__');
  });
});
