import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, FOCUS, type DemoColor } from '../components/colors';
import { Combobox, type Option } from '../components/combobox';
import { DemoGrid, ValueOut } from '../components/demo-grid';

const CITIES = ['newYork', 'london', 'paris', 'lisbon', 'berlin', 'tokyo'] as const;
const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'mango', 'orange', 'pear'] as const;
const DOT: Record<DemoColor, string> = {
  primary: 'bg-primary-solid',
  success: 'bg-success-solid',
  danger: 'bg-danger-solid',
  warning: 'bg-warning-solid',
  info: 'bg-info-solid',
  dark: 'bg-dark-solid',
};
const VALIDATORS = {
  success: { icon: CircleCheck, cls: 'border-success', text: 'text-success-text', value: 'paris' },
  danger: { icon: CircleAlert, cls: 'border-danger', text: 'text-danger-text', value: '' },
  warning: { icon: TriangleAlert, cls: 'border-warning', text: 'text-warning-text', value: 'tokyo' },
} as const;

export default function SelectPage() {
  const { t } = useTranslation('form-demos');
  const [city, setCity] = useState('lisbon');
  const [multi, setMulti] = useState<string[]>(['apple', 'mango']);
  const [auto, setAuto] = useState('');
  const [asyncValue, setAsyncValue] = useState('');
  const [asyncOptions, setAsyncOptions] = useState<Option[] | null>(null);
  const [color, setColor] = useState<DemoColor>('success');
  const cities: Option[] = CITIES.map((c) => ({ value: c, label: t(`cities.${c}`) }));
  const fruits: Option[] = FRUITS.map((f) => ({ value: f, label: t(`select.fruits.${f}`) }));

  useEffect(() => {
    const timer = setTimeout(() => setAsyncOptions(CITIES.map((c) => ({ value: c, label: t(`cities.${c}`) }))), 1500);
    return () => clearTimeout(timer);
  }, [t]);

  return (
    <DemoGrid>
      <DemoCard title={t('select.single')} description={t('select.singleText')} code={`<Select value={city} onValueChange={setCity}>\n  <SelectTrigger><SelectValue /></SelectTrigger>\n  <SelectContent>\n    <SelectItem value="lisbon">Lisbon</SelectItem>\n  </SelectContent>\n</Select>`}>
        <Field label={t('fields.city')}>
          <Select value={city} onValueChange={setCity}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {cities.map((c) => (
                <SelectItem key={c.value} value={c.value}>
                  {c.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <ValueOut label={t('common.value')} value={city} />
      </DemoCard>

      <DemoCard title={t('select.multiple')} description={t('select.multipleText')} code={`<Combobox multiple options={fruits} value={list} onChange={setList} />`}>
        <p id="sel-multi-label" className="mb-1.5 text-sm font-medium">{t('select.favouriteFruits')}</p>
        <Combobox multiple aria-labelledby="sel-multi-label" options={fruits} value={multi} onChange={setMulti} placeholder={t('select.choose')} searchPlaceholder={t('select.search')} />
        <ValueOut label={t('common.value')} value={multi} />
      </DemoCard>

      <DemoCard title={t('select.autocomplete')} description={t('select.autocompleteText')} code={`<Combobox options={cities} value={city} onChange={setCity} searchPlaceholder="Type to filter…" />`}>
        <p id="sel-auto-label" className="mb-1.5 text-sm font-medium">{t('fields.city')}</p>
        <Combobox aria-labelledby="sel-auto-label" options={cities} value={auto} onChange={setAuto} placeholder={t('select.choose')} searchPlaceholder={t('select.typeToFilter')} />
        <ValueOut label={t('common.value')} value={auto} />
      </DemoCard>

      <DemoCard title={t('select.async')} description={t('select.asyncText')} code={`const [options, setOptions] = useState<Option[] | null>(null);\nuseEffect(() => { fetchCities().then(setOptions); }, []);\n<Combobox loading={!options} options={options ?? []} … />`}>
        <p id="sel-async-label" className="mb-1.5 text-sm font-medium">{t('fields.city')}</p>
        <Combobox aria-labelledby="sel-async-label" loading={!asyncOptions} options={asyncOptions ?? []} value={asyncValue} onChange={setAsyncValue} placeholder={asyncOptions ? t('select.choose') : t('common.loading')} searchPlaceholder={t('select.search')} />
      </DemoCard>

      <DemoCard title={t('common.colors')} description={t('select.colorsText')} code={`<SelectTrigger className="border-success focus-visible:ring-success/25">…</SelectTrigger>`}>
        <Field label={t('select.colour')}>
          <Select value={color} onValueChange={(v) => setColor(v as DemoColor)}>
            <SelectTrigger className={FOCUS[color]}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COLORS.map((c) => (
                <SelectItem key={c} value={c}>
                  <span aria-hidden="true" className={cn('inline-block size-2.5 rounded-full', DOT[c])} />
                  {t(`colors.${c}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </DemoCard>

      <DemoCard title={t('select.groups')} description={t('select.groupsText')} code={`<SelectContent>\n  <SelectGroup>\n    <SelectLabel>Europe</SelectLabel>\n    <SelectItem value="paris">Paris</SelectItem>\n  </SelectGroup>\n  <SelectSeparator />\n</SelectContent>`}>
        <Field label={t('fields.city')}>
          <Select>
            <SelectTrigger>
              <SelectValue placeholder={t('select.choose')} />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>{t('select.europe')}</SelectLabel>
                {(['london', 'paris', 'lisbon', 'berlin'] as const).map((c) => (
                  <SelectItem key={c} value={c}>
                    {t(`cities.${c}`)}
                  </SelectItem>
                ))}
              </SelectGroup>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>{t('select.elsewhere')}</SelectLabel>
                {(['newYork', 'tokyo'] as const).map((c) => (
                  <SelectItem key={c} value={c}>
                    {t(`cities.${c}`)}
                  </SelectItem>
                ))}
                <SelectItem value="mars" disabled>
                  {t('select.mars')}
                </SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        </Field>
      </DemoCard>

      <DemoCard title={t('select.validators')} description={t('select.validatorsText')} code={`<Field label="City" error="Please choose a city">\n  <Select>…</Select>\n</Field>`} className="xl:col-span-2">
        <div className="grid gap-4 md:grid-cols-3">
          {(Object.keys(VALIDATORS) as (keyof typeof VALIDATORS)[]).map((k) => {
            const v = VALIDATORS[k];
            const Icon = v.icon;
            return (
              <Field
                key={k}
                label={t(`select.states.${k}`)}
                error={k === 'danger' ? t('select.stateMessages.danger') : undefined}
                description={
                  k === 'danger' ? undefined : (
                    <span className={cn('flex items-center gap-1 font-medium', v.text)}>
                      <Icon className="size-3.5" aria-hidden="true" />
                      {t(`select.stateMessages.${k}`)}
                    </span>
                  )
                }
              >
                <Select defaultValue={v.value || undefined}>
                  <SelectTrigger className={v.cls}>
                    <SelectValue placeholder={t('select.choose')} />
                  </SelectTrigger>
                  <SelectContent>
                    {cities.map((c) => (
                      <SelectItem key={c.value} value={c.value}>
                        {c.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
            );
          })}
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
