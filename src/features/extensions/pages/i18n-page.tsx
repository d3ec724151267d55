import { useEffect, useReducer } from 'react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, usePreferences, type Locale } from '@/lib/preferences.store';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { RadioChoices } from '../components/radio-choices';

/** Each language named in itself (an autonym), as language pickers do. */
const NATIVE: Record<Locale, string> = { en: 'English', de: 'Deutsch', fr: 'Français', pt: 'Português' };
const INTL_TAG: Record<Locale, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', pt: 'pt-BR' };
// A fixed instant so the table is the same on every machine.
const SAMPLE_DATE = new Date(Date.UTC(2025, 2, 14, 12, 0));
const SAMPLE_NUMBER = 1234567.891;
const SAMPLE_AMOUNT = 9876.5;
const PLURAL_COUNTS = [0, 1, 2, 5];

export default function I18nPage() {
  const { t, i18n } = useTranslation('extensions');
  // changeLocale switches first and loads the feature bundle after: re-render when it arrives.
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.store.on('added', bump);
    return () => i18n.store.off('added', bump);
  }, [i18n]);
  const locale = usePreferences((s) => s.locale);
  const setLocale = usePreferences((s) => s.setLocale);

  return (
    <DemoGrid>
      <DemoCard
        title={t('i18n.locale.title')}
        description={t('i18n.locale.text')}
        code={`const locale = usePreferences((s) => s.locale);\nconst setLocale = usePreferences((s) => s.setLocale);\n\n<RadioGroup value={locale} onValueChange={setLocale}>…</RadioGroup>`}
        contentClassName="grid gap-4"
      >
        <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('i18n.locale.current')}
          <Badge data-testid="current-locale">
            {NATIVE[locale]} ({locale})
          </Badge>
        </p>
        <RadioChoices<Locale>
          label={t('i18n.locale.choose')}
          value={locale}
          onChange={setLocale}
          choices={LOCALES.map((code) => ({ value: code, label: t(`i18n.languages.${code}`) }))}
        />
      </DemoCard>

      <DemoCard
        title={t('i18n.demo.title')}
        description={t('i18n.demo.subtitle')}
        code={`// Re-render when the new language's bundle arrives (changeLocale loads it after switching).
  const { t } = useTranslation('extensions', { bindI18nStore: 'added' });\n\n<h3>{t('i18n.demo.heading')}</h3>\n<p>{t('i18n.demo.body')}</p>\n\n// files_one / files_other: count 0 gives "0 files" in English, "0 fichier" in French\n<p>{t('i18n.demo.files', { count })}</p>`}
        contentClassName="grid gap-2"
      >
        <h3 className="text-lg font-semibold text-[var(--heading)]">{t('i18n.demo.heading')}</h3>
        <p className="text-sm text-muted-foreground">{t('i18n.demo.body')}</p>
        {/* Plural rules differ: French and Portuguese count 0 as singular ("0 fichier"), English and German don't. */}
        <p id="i18n-plurals" className="mt-2 text-xs font-medium text-muted-foreground">
          {t('i18n.demo.plurals')}
        </p>
        <ul aria-labelledby="i18n-plurals" className="flex flex-wrap gap-2" data-testid="plural-demo">
          {PLURAL_COUNTS.map((count) => (
            <li key={count}>
              <Badge color="secondary">{t('i18n.demo.files', { count })}</Badge>
            </li>
          ))}
        </ul>
      </DemoCard>

      <DemoCard
        title={t('i18n.intl.title')}
        description={t('i18n.intl.text')}
        code={`new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(date);\nnew Intl.NumberFormat('fr-FR').format(1234567.891);\nnew Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(9876.5);`}
        className="xl:col-span-2"
        contentClassName="p-0"
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('i18n.intl.locale')}</TableHead>
              <TableHead scope="col">{t('i18n.intl.date')}</TableHead>
              <TableHead scope="col">{t('i18n.intl.number')}</TableHead>
              <TableHead scope="col">{t('i18n.intl.currency')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {LOCALES.map((code) => (
              <TableRow
                key={code}
                aria-current={code === locale ? 'true' : undefined}
                className={code === locale ? 'bg-primary-soft/60' : undefined}
              >
                <TableHead scope="row" className="text-sm font-medium tracking-normal normal-case">
                  <span lang={code}>{NATIVE[code]}</span> <span className="text-muted-foreground">{INTL_TAG[code]}</span>
                </TableHead>
                <TableCell className="whitespace-nowrap" lang={code}>
                  {formatDate(SAMPLE_DATE, INTL_TAG[code], 'long')}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums" lang={code}>
                  {formatNumber(SAMPLE_NUMBER, INTL_TAG[code])}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums" lang={code}>
                  {formatCurrency(SAMPLE_AMOUNT, INTL_TAG[code], 'USD')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DemoCard>
    </DemoGrid>
  );
}
