import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, CalendarSearch, Eraser } from 'lucide-react';
import { addDays, formatDate, startOfDay, toIsoDate } from '@/lib/calendar-date';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DemoCard } from '@/components/patterns/demo-card';
import { DateField } from '../components/date-field';
import { DateSummary } from '../components/date-summary';
import { DemoGrid } from '../components/demo-grid';
import { useCalendarLabels } from '../components/use-calendar-labels';
import { DateDemo } from '../components/date-demo';
import { ValueOut } from '../components/value-out';

const FORMATS = ['dd/MM/yyyy', 'MM-dd-yyyy', 'yyyy-MM-dd', 'EEE, d MMM yyyy', 'd MMMM yyyy'] as const;
const TRANSLATION_LOCALES = ['de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'ja-JP'] as const;
const HIGHLIGHTED_DAYS = new Set([3, 9, 14, 21, 27]);
const firstOfMonth = (d: Date) => new Date(d.getFullYear(), d.getMonth(), 1);

export default function DatepickerPage() {
  const { t, i18n } = useTranslation('extension-pickers');
  const locale = i18n.language;
  const labels = useCalendarLabels();
  const none = t('common.none');
  const medium = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const fmt = (d: Date) => medium.format(d);
  const iso = (d: Date | null) => (d ? toIsoDate(d) : none);
  const today = useMemo(() => startOfDay(new Date()), []);

  const [pattern, setPattern] = useState<(typeof FORMATS)[number]>('dd/MM/yyyy');
  const [formatted, setFormatted] = useState<Date | null>(today);
  const [inline, setInline] = useState<Date | null>(today);
  const min = today;
  const max = useMemo(() => addDays(today, 30), [today]);
  const [progOpen, setProgOpen] = useState(false);
  const [prog, setProg] = useState<Date | null>(null);
  const progTrigger = useRef<HTMLButtonElement>(null);
  const [otherLocale, setOtherLocale] = useState<(typeof TRANSLATION_LOCALES)[number]>('de-DE');
  const [translated, setTranslated] = useState<Date | null>(null);

  const longIn = (loc: string) => (d: Date) => new Intl.DateTimeFormat(loc, { dateStyle: 'long' }).format(d);
  const monthName = (d: Date) => new Intl.DateTimeFormat(locale, { month: 'long' }).format(d);
  const monthYearName = (d: Date) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(d);
  const dayMonthName = (d: Date) => new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric' }).format(d);
  const languageName = (loc: string) => new Intl.DisplayNames([loc], { type: 'language' }).of(loc) ?? loc;
  const placeholder = t('date.placeholder');

  return (
    <DemoGrid>
      <DateDemo
        demo="default"
        code={`<DatePicker label="Date" value={date} onChange={setDate} />`}
        format={fmt}
        placeholder={placeholder}
        show={toIsoDate}
        testId="default-value"
      />

      <DemoCard
        title={t('date.format.title')}
        description={t('date.format.text')}
        code={`<DatePicker format="${pattern}" value={date} onChange={setDate} />`}
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <div className="grid gap-1.5">
          <span id="dp-format-label" className="text-sm font-medium">
            {t('date.format.pattern')}
          </span>
          <Select value={pattern} onValueChange={(v) => setPattern(v as (typeof FORMATS)[number])}>
            <SelectTrigger aria-labelledby="dp-format-label" className="font-mono">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FORMATS.map((f) => (
                <SelectItem key={f} value={f} className="font-mono">
                  {f}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DateField
          label={t('date.format.label')}
          value={formatted}
          onChange={setFormatted}
          format={(d) => formatDate(d, pattern, locale)}
          placeholder={pattern.toLowerCase()}
        />
        <ValueOut label={t('common.formatted')} className="sm:col-span-2" testId="format-value">
          {formatted ? formatDate(formatted, pattern, locale) : none}
        </ValueOut>
      </DemoCard>

      <DateDemo
        demo="dayOnly"
        code={`<DatePicker views={['day']} />`}
        format={fmt}
        placeholder={placeholder}
        calendar={{ views: ['day'] }}
        show={toIsoDate}
      />

      <DateDemo
        demo="monthOnly"
        code={`<DatePicker views={['month']} format="MMMM" />`}
        format={monthName}
        placeholder={t('date.monthPlaceholder')}
        calendar={{ views: ['month'] }}
        normalize={firstOfMonth}
        show={monthName}
      />

      <DateDemo
        demo="monthYear"
        code={`<DatePicker views={['month', 'year']} openTo="year" format="MMMM yyyy" />`}
        format={monthYearName}
        placeholder={t('date.monthPlaceholder')}
        calendar={{ views: ['month', 'year'], openTo: 'year' }}
        normalize={firstOfMonth}
        show={(d) => formatDate(d, 'yyyy-MM')}
      />

      <DateDemo
        demo="dateMonth"
        code={`<DatePicker views={['day', 'month']} hideYear format="d MMMM" />`}
        format={dayMonthName}
        placeholder={t('date.dayMonthPlaceholder')}
        calendar={{ views: ['day', 'month'], hideYear: true }}
        show={(d) => formatDate(d, 'MM-dd')}
      />

      <DemoCard
        title={t('date.inline.title')}
        description={t('date.inline.text')}
        code={`<Calendar value={date} onSelect={setDate} />`}
        contentClassName="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start"
      >
        <div className="w-fit max-w-full rounded-lg border bg-card p-3 shadow-xs">
          <Calendar value={inline} onSelect={setInline} locale={locale} labels={labels} aria-label={t('date.inline.title')} />
        </div>
        <div className="grid content-start gap-3">
          <DateSummary date={inline} locale={locale} emptyText={t('common.noDate')} />
          <ValueOut label={t('common.value')} testId="inline-value">
            {iso(inline)}
          </ValueOut>
        </div>
      </DemoCard>

      <DateDemo
        demo="range"
        text={t('date.range.text', { min: fmt(min), max: fmt(max) })}
        hint={t('date.range.hint')}
        code={`<DatePicker min={today} max={addDays(today, 30)} />`}
        format={fmt}
        placeholder={placeholder}
        calendar={{ min, max }}
        show={toIsoDate}
        testId="range-value"
      />

      <DateDemo
        demo="highlighted"
        code={`<DatePicker isHighlighted={(d) => eventDays.has(d.getDate())} />`}
        format={fmt}
        placeholder={placeholder}
        calendar={{ isHighlighted: (d) => HIGHLIGHTED_DAYS.has(d.getDate()) }}
        show={(d) => `${toIsoDate(d)}${HIGHLIGHTED_DAYS.has(d.getDate()) ? ` · ${t('date.highlighted.legend')}` : ''}`}
      >
        <p className="mt-2 flex items-center gap-2 border-t pt-2 text-xs text-muted-foreground">
          <span className="size-1.5 rounded-full bg-warning-solid" aria-hidden="true" />
          {t('date.highlighted.legend')}
        </p>
      </DateDemo>

      <DemoCard
        title={t('date.programmatic.title')}
        description={t('date.programmatic.text')}
        code={`const [open, setOpen] = useState(false);\n<Button onClick={() => setOpen(true)}>Open calendar</Button>\n<DatePicker open={open} onOpenChange={setOpen} … />`}
        contentClassName="grid gap-4"
      >
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setProgOpen(true)}>
            <CalendarSearch aria-hidden="true" />
            {t('date.programmatic.open')}
          </Button>
          <Button
            size="sm"
            variant="soft"
            onClick={() => {
              setProg(today);
              progTrigger.current?.focus();
            }}
          >
            <CalendarCheck aria-hidden="true" />
            {t('date.programmatic.today')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            color="secondary"
            disabled={!prog}
            onClick={() => {
              setProg(null);
              // Clear disables itself: focus the field it emptied rather than losing it to <body>.
              progTrigger.current?.focus();
            }}
          >
            <Eraser aria-hidden="true" />
            {t('date.programmatic.clear')}
          </Button>
        </div>
        <DateField
          label={t('date.programmatic.label')}
          value={prog}
          onChange={setProg}
          format={fmt}
          placeholder={placeholder}
          open={progOpen}
          onOpenChange={setProgOpen}
          triggerRef={progTrigger}
        />
        <ValueOut label={t('common.value')} testId="programmatic-value">
          {iso(prog)}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('date.translation.title')}
        description={t('date.translation.text')}
        code={`<DatePicker locale="${otherLocale}" />`}
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <div className="grid gap-1.5">
          <span id="dp-locale-label" className="text-sm font-medium">
            {t('date.translation.locale')}
          </span>
          <Select value={otherLocale} onValueChange={(v) => setOtherLocale(v as (typeof TRANSLATION_LOCALES)[number])}>
            <SelectTrigger aria-labelledby="dp-locale-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TRANSLATION_LOCALES.map((l) => (
                <SelectItem key={l} value={l} lang={l}>
                  {languageName(l)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DateField
          label={t('date.translation.label')}
          value={translated}
          onChange={setTranslated}
          format={longIn(otherLocale)}
          placeholder={placeholder}
          calendar={{ locale: otherLocale }}
        />
        <ValueOut label={t('common.formatted')} className="sm:col-span-2">
          <span lang={otherLocale}>{translated ? longIn(otherLocale)(translated) : none}</span>
        </ValueOut>
      </DemoCard>

      <DateDemo
        demo="rtl"
        code={`<div dir="rtl">\n  <DatePicker locale="ar-EG" dir="rtl" />\n</div>`}
        format={longIn('ar-EG')}
        placeholder={placeholder}
        dir="rtl"
        calendar={{ locale: 'ar-EG', dir: 'rtl' }}
        show={toIsoDate}
      />
    </DemoGrid>
  );
}
