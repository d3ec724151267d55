import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, readLocale, type Locale } from './preferences.store';
import commonEn from '@/locales/en/common.json';
import commonDe from '@/locales/de/common.json';
import commonFr from '@/locales/fr/common.json';
import commonPt from '@/locales/pt/common.json';
import navEn from '@/locales/en/nav.json';
import navDe from '@/locales/de/nav.json';
import navFr from '@/locales/fr/nav.json';
import navPt from '@/locales/pt/nav.json';

/** Feature namespaces: src/features/<feature>/locales/<lng>.json, loaded with the page that needs them. */
const featureBundles = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/locales/*.json');

export const i18n: I18n = i18next.createInstance();

export function initI18n(locale: Locale = readLocale()): I18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    ns: ['common', 'nav'],
    defaultNS: 'common',
    resources: {
      en: { common: commonEn, nav: navEn },
      de: { common: commonDe, nav: navDe },
      fr: { common: commonFr, nav: navFr },
      pt: { common: commonPt, nav: navPt },
    },
    interpolation: { escapeValue: true },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  document.documentElement.lang = locale;
  return i18n;
}

/** Loads a feature's strings for the current locale and English (the fallback). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const lngs = Array.from(new Set([i18n.language as Locale, 'en' as const]));
  await Promise.all(
    namespaces.flatMap((ns) =>
      lngs.map(async (lng) => {
        if (i18n.hasResourceBundle(lng, ns)) return;
        const load = featureBundles[`../features/${ns}/locales/${lng}.json`];
        if (!load) return;
        const mod = await load();
        i18n.addResourceBundle(lng, ns, mod.default, true, true);
      }),
    ),
  );
}

/** Switches language, first fetching every feature namespace already in use. */
export async function changeLocale(locale: Locale): Promise<void> {
  const loaded = Object.keys(i18n.store?.data.en ?? {}).filter((ns) => ns !== 'common' && ns !== 'nav');
  await i18n.changeLanguage(locale);
  await loadNamespaces(loaded);
  document.documentElement.lang = locale;
}
