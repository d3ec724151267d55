import { act } from '@testing-library/react';
import { i18n, loadCoreLocale, loadNamespaces } from '@/lib/i18n';
import type { Locale } from '@/lib/preferences.store';

/**
 * Switches the UI language inside act(), once the shared strings and the given feature namespaces of that language
 * have loaded. setup.ts switches back to English after every test.
 */
export async function switchLanguage(lng: Locale, namespaces: string[] = []): Promise<void> {
  await act(async () => {
    await loadCoreLocale(lng);
    if (namespaces.length) await loadNamespaces(namespaces, lng);
    await i18n.changeLanguage(lng);
  });
}
