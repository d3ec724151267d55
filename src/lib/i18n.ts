import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, readLocale, type Locale } from './preferences.store';
import commonEn from '@/locales/en/common.json';
import navEn from '@/locales/en/nav.json';

/**
 * English common and nav (the fallback) ship in the entry; the other languages' load when chosen. Other shell
 * namespaces (`overlays`: the strings of the customizer, tour, mock-API panel and notifications, which load on
 * first use) load in every language with the chunk that needs them (`withNamespaces`).
 */
const coreBundles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
  '!../locales/en/nav.json',
]);

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
    resources: { en: { common: commonEn, nav: navEn } },
    partialBundledLanguages: true,
    // React renders every string as text (and the one HTML path, SafeHtml, never takes a translation), so i18next must
    // not HTML-escape values: escaped, a name like "R&D" or a date "12/28" would show as "R&amp;D" / "12&#x2F;28".
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // Re-render when a lazily loaded namespace arrives (feature strings, another language's shell strings).
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  document.documentElement.lang = locale;
  return i18n;
}

/** Loads the shell strings (common, nav) of a language; resolves at once for English (bundled above). */
export async function loadCoreLocale(locale: Locale): Promise<void> {
  await Promise.all(
    ['common', 'nav'].map(async (ns) => {
      if (i18n.hasResourceBundle(locale, ns)) return;
      const load = coreBundles[`../locales/${locale}/${ns}.json`];
      if (!load) return;
      i18n.addResourceBundle(locale, ns, (await load()).default, true, true);
    }),
  );
}

/** Loads a feature's (or a lazily loaded shell namespace's) strings for the current locale and English (the fallback). */
export async function loadNamespaces(namespaces: readonly string[], locale: Locale = i18n.language as Locale): Promise<void> {
  const lngs = Array.from(new Set([locale, 'en' as const]));
  await Promise.all(
    namespaces.flatMap((ns) =>
      lngs.map(async (lng) => {
        if (i18n.hasResourceBundle(lng, ns)) return;
        const load = featureBundles[`../features/${ns}/locales/${lng}.json`] ?? coreBundles[`../locales/${lng}/${ns}.json`];
        if (!load) return;
        const mod = await load();
        i18n.addResourceBundle(lng, ns, mod.default, true, true);
      }),
    ),
  );
  // The language changed while these loaded (a page still arriving when the user switched): it needs them too.
  const now = i18n.language as Locale;
  if (!lngs.includes(now)) await loadNamespaces(namespaces, now);
}

/** A chunk loader that resolves once the chunk and the strings it renders (namespaces) have both arrived. */
export const withNamespaces =
  <M>(namespaces: readonly string[], load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);

/** Switches language, first fetching every feature namespace already in use. */
export async function changeLocale(locale: Locale): Promise<void> {
  const loaded = Object.keys(i18n.store?.data.en ?? {}).filter((ns) => ns !== 'common' && ns !== 'nav');
  // Load everything the new language needs first, so the switch renders translated text in one go.
  await Promise.all([loadCoreLocale(locale), loadNamespaces(loaded, locale)]);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  // Namespaces whose English arrived during the switch (their page was loading) were not in `loaded`.
  const late = Object.keys(i18n.store?.data.en ?? {}).filter((ns) => !loaded.includes(ns) && ns !== 'common' && ns !== 'nav');
  if (late.length) await loadNamespaces(late, locale);
}
