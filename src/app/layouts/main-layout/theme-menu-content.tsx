import { useTranslation } from 'react-i18next';
import { THEMES, usePreferences, type Theme } from '@/lib/preferences.store';
import type { LazyTriggerState } from '@/components/ui/lazy-overlay';
import { DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, LazyDropdownMenu } from '@/components/ui/dropdown-menu';
import { THEME_ICONS } from './theme-menu';

/** The theme menu, loaded on first use by ThemeMenu (theme-menu.tsx). */
export default function ThemeMenuContent({ lazy }: { lazy: LazyTriggerState }) {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  return (
    <LazyDropdownMenu lazy={lazy}>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
          {THEMES.map((value) => {
            const ItemIcon = THEME_ICONS[value];
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <ItemIcon aria-hidden="true" />
                {t(`themes.${value}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
