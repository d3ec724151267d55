/** useTranslation options that re-render when the namespace arrives after a language switch. */
export const LIVE_I18N = { useSuspense: false, bindI18nStore: 'added' };
