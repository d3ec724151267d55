import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type LocaleText = Record<string, string>;

/** AG Grid's own texts (filter menus, pager, screen-reader labels) per app language; English is built in. */
const LOADERS: Record<string, () => Promise<{ default: LocaleText }>> = {
  de: () => import('./ag-grid-locales/de'),
  fr: () => import('./ag-grid-locales/fr'),
  pt: () => import('./ag-grid-locales/pt'),
};

const loaded = new Map<string, LocaleText>();

/**
 * The grid's `localeText` for the current language, or null while it downloads (AG Grid reads localeText once, at
 * creation: render the grid when this is not null, keyed by the language). If the download fails the grid falls
 * back to English rather than not showing.
 */
export function useGridLocale(): { language: string; localeText: LocaleText | undefined } | null {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const loader = LOADERS[language];
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!loader || loaded.has(language)) return;
    let live = true;
    loader()
      .then((m) => loaded.set(language, m.default))
      .catch(() => loaded.set(language, {}))
      .finally(() => live && setVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [language, loader]);
  if (!loader) return { language, localeText: undefined };
  const text = loaded.get(language);
  return text ? { language, localeText: text } : null;
}
