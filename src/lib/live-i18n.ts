/**
 * useTranslation options for components that must re-render when a namespace bundle arrives after a language
 * switch (it loads after the change event). `bindI18nStore` works at runtime but is missing from the option type.
 * Its own module: importing src/lib/i18n from route chunks changes how the entry chunk is split (+2 kB on sign-in).
 */
export const LIVE_I18N = { useSuspense: false, bindI18nStore: 'added' };
