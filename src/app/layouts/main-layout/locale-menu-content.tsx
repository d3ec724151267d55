import { LOCALES, usePreferences, type Locale } from '@/lib/preferences.store';
import type { LazyTriggerState } from '@/components/ui/lazy-overlay';
import { DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, LazyDropdownMenu } from '@/components/ui/dropdown-menu';
import { LOCALE_NAMES } from './locale-names';
import { LocaleFlag } from './locale-flag';

/** The language menu, loaded on first use by LocaleMenu (locale-menu.tsx): radio items, so the current one is announced as checked. */
export default function LocaleMenuContent({ lazy }: { lazy: LazyTriggerState }) {
  const locale = usePreferences((s) => s.locale);
  const setLocale = usePreferences((s) => s.setLocale);
  return (
    <LazyDropdownMenu lazy={lazy}>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={locale} onValueChange={(code) => setLocale(code as Locale)}>
          {LOCALES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              <LocaleFlag locale={code} />
              {LOCALE_NAMES[code].name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
