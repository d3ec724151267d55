import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, usePreferences, type Locale } from '@/lib/preferences.store';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

const LOCALE_NAMES: Record<Locale, { name: string; flag: string }> = {
  en: { name: 'English', flag: '🇺🇸' },
  de: { name: 'Deutsch', flag: '🇩🇪' },
  fr: { name: 'Français', flag: '🇫🇷' },
  pt: { name: 'Português', flag: '🇧🇷' },
};

export function LocaleMenu() {
  const { t } = useTranslation();
  const locale = usePreferences((s) => s.locale);
  const setLocale = usePreferences((s) => s.setLocale);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          color="secondary"
          size="sm"
          className="gap-1.5 px-2"
          data-tour="locale"
          aria-label={t('shell.language', { name: LOCALE_NAMES[locale].name })}
        >
          <span aria-hidden="true" className="text-base leading-none">
            {LOCALE_NAMES[locale].flag}
          </span>
          <span className="hidden md:inline">{LOCALE_NAMES[locale].name}</span>
          <Languages className="md:hidden" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LOCALES.map((code) => (
          <DropdownMenuItem key={code} onSelect={() => setLocale(code)} lang={code}>
            <span aria-hidden="true">{LOCALE_NAMES[code].flag}</span>
            {LOCALE_NAMES[code].name}
            {code === locale && <Check className="ms-auto" aria-label={t('shell.selected')} />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
