import { LANGUAGES } from '../api/users.contract';

/** The stored values are English names (SPEC §7 sample data); the UI shows them in the reader's language. */
const CODES: Record<(typeof LANGUAGES)[number], string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  Russian: 'ru',
  German: 'de',
  Arabic: 'ar',
  Sanskrit: 'sa',
  Portuguese: 'pt',
};

const isKnown = (name: string): name is keyof typeof CODES => Object.hasOwn(CODES, name);

/** A language name in `locale`; names we have no code for (a real backend's own values) are shown as stored. */
export function languageName(name: string, locale: string): string {
  if (!isKnown(name)) return name;
  const shown = new Intl.DisplayNames([locale, 'en'], { type: 'language' }).of(CODES[name]);
  return shown ? shown.charAt(0).toLocaleUpperCase(locale) + shown.slice(1) : name;
}
