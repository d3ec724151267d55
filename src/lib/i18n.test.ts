import { changeLocale, i18n, withNamespaces } from './i18n';

describe('lazily loaded shell strings (overlays)', () => {
  afterEach(async () => {
    await changeLocale('en');
  });

  it('arrive with the chunk that needs them, in the current language and English', async () => {
    await changeLocale('de');
    i18n.removeResourceBundle('de', 'overlays');
    i18n.removeResourceBundle('en', 'overlays');
    expect(i18n.exists('overlays:customizer.title')).toBe(false);
    const chunk = { default: 'panel' };
    const load = withNamespaces(['overlays'], () => Promise.resolve(chunk));
    await expect(load()).resolves.toBe(chunk);
    expect(i18n.t('overlays:customizer.title')).toBe('Design anpassen');
    expect(i18n.getResource('en', 'overlays', 'customizer.title')).toBe('Theme customizer');
  });

  it('follow a language switch once loaded', async () => {
    await withNamespaces(['overlays'], () => Promise.resolve(null))();
    i18n.removeResourceBundle('fr', 'overlays');
    await changeLocale('fr');
    expect(i18n.hasResourceBundle('fr', 'overlays')).toBe(true);
    expect(i18n.t('overlays:tour.next')).not.toBe(i18n.getResource('en', 'overlays', 'tour.next'));
  });
});

describe('a language switch while a page is loading', () => {
  afterEach(async () => {
    await changeLocale('en');
  });

  it('still gets the page its strings in the new language', async () => {
    for (const lng of ['de', 'en'] as const) i18n.removeResourceBundle(lng, 'help-center');
    // The page's loader starts in English (its strings are not in the store yet), then the user picks German.
    const page = withNamespaces(['help-center'], () => Promise.resolve(null))();
    await changeLocale('de');
    await page;
    await vi.waitFor(() => expect(i18n.hasResourceBundle('de', 'help-center')).toBe(true));
    expect(i18n.t('help-center:faq.title')).not.toBe(i18n.getResource('en', 'help-center', 'faq.title'));
  });
});
