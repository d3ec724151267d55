import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences.store';
import { Button } from '@/components/ui/button';
import { LazyTrigger, lazyModule } from '@/components/ui/lazy-overlay';
import { LOCALE_NAMES } from './locale-names';
import { LocaleFlag } from './locale-flag';

// The menu (Radix dropdown) is its own chunk: the button renders at once, the menu arrives on first use.
const menu = lazyModule(() => import('./locale-menu-content'));

export function LocaleMenu() {
  const { t } = useTranslation();
  const locale = usePreferences((s) => s.locale);
  return (
    <LazyTrigger
      module={menu}
      kind="menu"
      props={{}}
      trigger={
        <Button
          variant="ghost"
          color="secondary"
          size="sm"
          className="gap-1.5 px-2"
          data-tour="locale"
          aria-label={t('shell.language', { name: LOCALE_NAMES[locale].name })}
        >
          <LocaleFlag locale={locale} />
          <span className="hidden md:inline">{LOCALE_NAMES[locale].name}</span>
          <Languages className="md:hidden" aria-hidden="true" />
        </Button>
      }
    />
  );
}
