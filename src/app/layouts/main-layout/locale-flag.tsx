import type { ReactNode } from 'react';
import type { Locale } from '@/lib/preferences.store';
import { FlagFrame } from '@/components/ui/flag-frame';

/** Flag colours are data (national colours), not theme colours. */
const US_STRIPES = Array.from({ length: 7 }, (_, i) => <rect key={i} y={(20 / 13) * 2 * i} width="30" height={20 / 13} fill="#B22234" />);

const FLAGS: Record<Locale, ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#FFFFFF" />
      {US_STRIPES}
      <rect width="12" height={(20 / 13) * 7} fill="#3C3B6E" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="7" fill="#000000" />
      <rect y="6.66" width="30" height="7" fill="#DD0000" />
      <rect y="13.33" width="30" height="6.67" fill="#FFCE00" />
    </>
  ),
  fr: (
    <>
      <rect width="10.1" height="20" fill="#002654" />
      <rect x="10" width="10.1" height="20" fill="#FFFFFF" />
      <rect x="20" width="10" height="20" fill="#CE1126" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#009C3B" />
      <path d="M15 2.5 27 10 15 17.5 3 10Z" fill="#FFDF00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
    </>
  ),
};

/**
 * The flag shown with a language (drawn, so it looks the same everywhere: Windows has no flag emoji and a
 * system without an emoji font shows empty boxes). Decorative: the language name is the label.
 */
export function LocaleFlag({ locale }: { locale: Locale }) {
  return <FlagFrame>{FLAGS[locale]}</FlagFrame>;
}
