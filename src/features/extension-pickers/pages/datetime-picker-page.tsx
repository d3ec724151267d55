import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { compareDay, formatDate, startOfDay, toIsoDate, toIsoDateTime } from '@/lib/calendar-date';
import { Calendar } from '@/components/ui/calendar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DemoCard } from '@/components/patterns/demo-card';
import { DateField } from '../components/date-field';
import { DateSummary } from '../components/date-summary';
import { DateTimeField, timeOf, uses12h, withTime } from '../components/date-time-field';
import { DemoGrid } from '../components/demo-grid';
import { TimeFields, type TimeValue } from '../components/time-fields';
import { TypedDateTimeField } from '../components/typed-date-time-field';
import { useCalendarLabels } from '../components/use-calendar-labels';
import { ValueOut } from '../components/value-out';

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'pt-BR', 'ja-JP'] as const;
type DemoLocale = (typeof LOCALES)[number];

export default function DatetimePickerPage() {
  const { t, i18n } = useTranslation('extension-pickers');
  const locale = i18n.language;
  const labels = useCalendarLabels();
  const none = t('common.none');
  const dateFmt = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const dateTimeFmt = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const placeholder = t('date.placeholder');
  const defaultTime: TimeValue = { hours: 9, minutes: 0 };

  const [basic, setBasic] = useState<Date | null>(null);
  const [dateTime, setDateTime] = useState<Date | null>(null);
  const [inline, setInline] = useState<Date | null>(() => withTime(startOfDay(new Date()), { hours: 14, minutes: 30 }));
  const [typed, setTyped] = useState<Date | null>(null);
  const [time, setTime] = useState<TimeValue>({ hours: 18, minutes: 45 });
  const [demoLocale, setDemoLocale] = useState<DemoLocale>('de-DE');
  const [localized, setLocalized] = useState<Date | null>(() => withTime(startOfDay(new Date()), { hours: 16, minutes: 15 }));
  const [start, setStart] = useState<Date | null>(null);
  const [end, setEnd] = useState<Date | null>(null);
  const [endCleared, setEndCleared] = useState(false);

  const localeName = (l: string) => new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l;
  const localizedFmt = new Intl.DateTimeFormat(demoLocale, { dateStyle: 'full', timeStyle: 'short' });
  const nights = start && end ? Math.round((startOfDay(end).getTime() - startOfDay(start).getTime()) / 86_400_000) : null;

  return (
    <DemoGrid>
      <DemoCard
        title={t('datetime.basic.title')}
        description={t('datetime.basic.text')}
        code={`<DatePicker value={date} onChange={setDate} />`}
        contentClassName="grid gap-4"
      >
        <DateField
          label={t('datetime.basic.label')}
          value={basic}
          onChange={setBasic}
          format={(d) => dateFmt.format(d)}
          placeholder={placeholder}
        />
        <ValueOut label={t('common.value')}>{basic ? toIsoDate(basic) : none}</ValueOut>
      </DemoCard>

      <DemoCard
        title={t('datetime.dateTime.title')}
        description={t('datetime.dateTime.text')}
        code={`<DatePicker value={value} onChange={(d) => setValue(withTime(d, timeOf(value)))} closeOnSelect={false}>\n  <TimeFields value={timeOf(value)} onChange={(tm) => setValue(withTime(value ?? today, tm))} />\n</DatePicker>`}
        contentClassName="grid gap-4"
      >
        <DateTimeField
          label={t('datetime.dateTime.label')}
          value={dateTime}
          onChange={setDateTime}
          format={(d) => dateTimeFmt.format(d)}
          placeholder={t('datetime.dateTime.placeholder')}
          locale={locale}
          defaultTime={defaultTime}
        />
        <ValueOut label={t('common.value')} testId="datetime-value">
          {dateTime ? toIsoDateTime(dateTime) : none}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('datetime.inline.title')}
        description={t('datetime.inline.text')}
        code={`<Calendar value={value} onSelect={…} />\n<TimeFields value={timeOf(value)} onChange={…} />`}
        contentClassName="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start"
      >
        <div className="grid w-fit max-w-full gap-3 rounded-lg border bg-card p-3 shadow-xs">
          <Calendar
            value={inline}
            onSelect={(d) => setInline(withTime(d, timeOf(inline) ?? defaultTime))}
            locale={locale}
            labels={labels}
            aria-label={t('datetime.inline.title')}
          />
          <TimeFields
            className="border-t pt-3"
            label={t('datetime.time')}
            locale={locale}
            hour12={uses12h(locale)}
            value={timeOf(inline)}
            onChange={(tm) => setInline(withTime(inline ?? startOfDay(new Date()), tm))}
          />
        </div>
        <div className="grid content-start gap-3">
          <DateSummary date={inline} locale={locale} withTime emptyText={t('common.noDate')} />
          <ValueOut label={t('common.value')}>{inline ? toIsoDateTime(inline) : none}</ValueOut>
        </div>
      </DemoCard>

      <DemoCard
        title={t('datetime.typed.title')}
        description={t('datetime.typed.text')}
        code={`<TypedDateTimeField value={value} onChange={setValue} />\n// parse on Enter / blur; bad text stays, with an error`}
        contentClassName="grid gap-4"
      >
        <TypedDateTimeField label={t('datetime.typed.label')} value={typed} onChange={setTyped} />
        <ValueOut label={t('common.value')} testId="typed-value">
          {typed ? toIsoDateTime(typed) : none}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('datetime.timeOnly.title')}
        description={t('datetime.timeOnly.text')}
        code={`<TimeFields hour12 minuteStep={5} value={time} onChange={setTime} />`}
        contentClassName="grid gap-4"
      >
        <TimeFields label={t('datetime.timeOnly.label')} showLabel hour12 locale={locale} value={time} onChange={setTime} />
        <ValueOut label={t('common.value')} testId="time-value">
          {formatDate(new Date(2000, 0, 1, time.hours, time.minutes), 'h:mm a')}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('datetime.locale.title')}
        description={t('datetime.locale.text')}
        code={`<DatePicker locale="${demoLocale}" />\n<TimeFields hour12={${uses12h(demoLocale)}} />`}
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <div className="grid gap-1.5">
          <span id="dtp-locale-label" className="text-sm font-medium">
            {t('datetime.locale.locale')}
          </span>
          <Select value={demoLocale} onValueChange={(v) => setDemoLocale(v as DemoLocale)}>
            <SelectTrigger aria-labelledby="dtp-locale-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LOCALES.map((l) => (
                <SelectItem key={l} value={l} lang={l}>
                  {localeName(l)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DateTimeField
          label={t('datetime.locale.label')}
          value={localized}
          onChange={setLocalized}
          format={(d) => new Intl.DateTimeFormat(demoLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(d)}
          placeholder={placeholder}
          calendar={{ locale: demoLocale }}
          locale={demoLocale}
          defaultTime={defaultTime}
        />
        <ValueOut label={t('common.formatted')} className="sm:col-span-2">
          <span lang={demoLocale}>{localized ? localizedFmt.format(localized) : none}</span>
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('datetime.range.title')}
        description={t('datetime.range.text')}
        code={`<DatePicker label="Start" value={start} onChange={setStart} />\n<DatePicker label="End" value={end} onChange={setEnd} min={start} />`}
        className="xl:col-span-2"
        contentClassName="grid gap-4"
      >
        <div className="grid items-start gap-4 sm:grid-cols-[1fr_auto_1fr]">
          <DateField
            label={t('datetime.range.start')}
            value={start}
            onChange={(d) => {
              setStart(d);
              if (d && end && compareDay(end, d) < 0) {
                setEnd(null);
                setEndCleared(true);
              } else setEndCleared(false);
            }}
            format={(d) => dateFmt.format(d)}
            placeholder={placeholder}
          />
          <ArrowRight className="mt-8 hidden size-4 text-muted-foreground sm:block rtl:rotate-180" aria-hidden="true" />
          <DateField
            label={t('datetime.range.end')}
            value={end}
            onChange={(d) => {
              setEnd(d);
              setEndCleared(false);
            }}
            format={(d) => dateFmt.format(d)}
            placeholder={placeholder}
            calendar={{ min: start, defaultMonth: start ?? undefined }}
            description={start ? t('datetime.range.endHint', { date: dateFmt.format(start) }) : undefined}
          />
        </div>
        <p role="status" className="-mt-2 text-sm text-warning-text">
          {endCleared ? t('datetime.range.cleared') : ''}
        </p>
        <ValueOut label={t('common.value')} testId="range-value">
          {start || end
            ? `${start ? toIsoDate(start) : '…'} → ${end ? toIsoDate(end) : '…'}${nights !== null ? ` · ${t('datetime.range.nights', { count: nights })}` : ''}`
            : none}
        </ValueOut>
      </DemoCard>
    </DemoGrid>
  );
}
