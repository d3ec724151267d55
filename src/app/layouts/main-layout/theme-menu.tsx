import { Moon, PanelLeftDashed, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePreferences, type Theme } from '@/lib/preferences.store';
import { Button } from '@/components/ui/button';
import { LazyTrigger, lazyModule } from '@/components/ui/lazy-overlay';

export const THEME_ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, 'semi-dark': PanelLeftDashed };

// The menu (Radix dropdown) is its own chunk: the button renders at once, the menu arrives on first use.
const menu = lazyModule(() => import('./theme-menu-content'));

export function ThemeMenu() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const Icon = THEME_ICONS[theme];
  return (
    <LazyTrigger
      module={menu}
      kind="menu"
      props={{}}
      trigger={
        <Button variant="ghost" color="secondary" size="icon" aria-label={t('shell.theme', { name: t(`themes.${theme}`) })}>
          <Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
