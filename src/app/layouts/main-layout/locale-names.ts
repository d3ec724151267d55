import type { Locale } from '@/lib/preferences.store';

export const LOCALE_NAMES: Record<Locale, { name: string }> = {
  en: { name: 'English' },
  de: { name: 'Deutsch' },
  fr: { name: 'Français' },
  pt: { name: 'Português' },
};
