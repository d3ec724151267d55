import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, usePreferences } from '@/lib/preferences.store';
import type { LazyTriggerState } from '@/components/ui/lazy-overlay';
import { DropdownMenuContent, DropdownMenuItem, LazyDropdownMenu } from '@/components/ui/dropdown-menu';
import { LOCALE_NAMES } from './locale-names';
import { LocaleFlag } from './locale-flag';

/** The language menu, loaded on first use by LocaleMenu (locale-menu.tsx). */
export default function LocaleMenuContent({ lazy }: { lazy: LazyTriggerState }) {
  const { t } = useTranslation();
  const locale = usePreferences((s) => s.locale);
  const setLocale = usePreferences((s) => s.setLocale);
  return (
    <LazyDropdownMenu lazy={lazy}>
      <DropdownMenuContent align="end">
        {LOCALES.map((code) => (
          <DropdownMenuItem key={code} onSelect={() => setLocale(code)} lang={code}>
            <LocaleFlag locale={code} />
            {LOCALE_NAMES[code].name}
            {code === locale && <Check className="ms-auto" aria-label={t('shell.selected')} />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
