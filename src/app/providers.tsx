import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { i18n, changeLocale } from '@/lib/i18n';
import { applyDirection, applyPrimaryColor, applyTheme, usePreferences } from '@/lib/preferences.store';

function PreferenceEffects() {
  const theme = usePreferences((s) => s.theme);
  const locale = usePreferences((s) => s.locale);
  const primaryColor = usePreferences((s) => s.primaryColor);
  const rtl = usePreferences((s) => s.rtl);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => applyDirection(rtl), [rtl]);
  useEffect(() => applyPrimaryColor(primaryColor, theme), [primaryColor, theme]);
  useEffect(() => {
    if (i18n.language !== locale) void changeLocale(locale);
  }, [locale]);
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const theme = usePreferences((s) => s.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <PreferenceEffects />
        {children}
        <Toaster theme={theme === 'dark' ? 'dark' : 'light'} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
