import { useState } from 'react';
import { CircleCheck, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, DOT, FOCUS, type DemoColor } from '../components/colors';
import { DemoGrid, ValueOut } from '../components/demo-grid';
import { FloatingSelect } from '../components/floating-select';
import { CITIES } from '../data/load-cities';
import { AsyncSelect } from './async-select';
import { SelectValidators } from './select-validators';
import { IndicatorSelect, Labelled, useComboboxTexts, type Option } from './select-controls';

const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'mango', 'orange', 'pear'] as const;

export default function SelectPage() {
  const { t } = useTranslation('form-demos');
  const texts = useComboboxTexts();
  const [city, setCity] = useState('lisbon');
  const [multi, setMulti] = useState<string[]>(['apple', 'mango']);
  const [auto, setAuto] = useState<string | null>(null);
  const [color, setColor] = useState<DemoColor>('success');
  const [floating, setFloating] = useState('');
  const [picked, setPicked] = useState('berlin');
  const [loved, setLoved] = useState('apple');
  const cities: Option[] = CITIES.map((c) => ({ value: c, label: t(`cities.${c}`) }));
  const fruits: Option[] = FRUITS.map((f) => ({ value: f, label: t(`select.fruits.${f}`) }));
  const cityItems = cities.map((c) => (
    <SelectItem key={c.value} value={c.value}>
      {c.label}
    </SelectItem>
  ));

  return (
    <DemoGrid>
      <DemoCard
        title={t('select.single')}
        description={t('select.singleText')}
        code={`<Select value={city} onValueChange={setCity}>\n  <SelectTrigger><SelectValue /></SelectTrigger>\n  <SelectContent>\n    <SelectItem value="lisbon">Lisbon</SelectItem>\n  </SelectContent>\n</Select>`}
      >
        <Field label={t('fields.city')}>
          <Select value={city} onValueChange={setCity}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>{cityItems}</SelectContent>
          </Select>
        </Field>
        <ValueOut label={t('common.value')} value={city} />
      </DemoCard>

      <DemoCard
        title={t('select.multiple')}
        description={t('select.multipleText')}
        code={`<Combobox multiple clearable options={fruits} value={list} onChange={setList} texts={texts} />`}
      >
        <Labelled label={t('select.favouriteFruits')}>
          {(labelId) => (
            <Combobox
              multiple
              clearable
              aria-labelledby={labelId}
              options={fruits}
              value={multi}
              onChange={setMulti}
              placeholder={t('select.choose')}
              texts={texts}
            />
          )}
        </Labelled>
        <ValueOut label={t('common.value')} value={multi} />
      </DemoCard>

      <DemoCard
        title={t('select.autocomplete')}
        description={t('select.autocompleteText')}
        code={`<Combobox clearable options={cities} value={city} onChange={setCity} placeholder="Type to filter…" texts={texts} />`}
      >
        <Labelled label={t('fields.city')}>
          {(labelId) => (
            <Combobox
              clearable
              aria-labelledby={labelId}
              options={cities}
              value={auto}
              onChange={setAuto}
              placeholder={t('select.typeToFilter')}
              texts={texts}
            />
          )}
        </Labelled>
        <ValueOut label={t('common.value')} value={auto ?? ''} />
      </DemoCard>

      <DemoCard
        title={t('select.async')}
        description={t('select.asyncText')}
        code={`const { data, isPending, isError, refetch } = useQuery({ queryKey: ['cities'], queryFn: loadCities });\n<Combobox loading={isPending} disabled={isError} options={data ?? []} … />\n{isError && <ErrorState onRetry={refetch} />}`}
      >
        <AsyncSelect />
      </DemoCard>

      <DemoCard
        title={t('common.colors')}
        description={t('select.colorsText')}
        code={`<SelectTrigger className="border-success focus-visible:ring-success/25">…</SelectTrigger>`}
      >
        <Field label={t('select.colour')}>
          <Select value={color} onValueChange={(v) => setColor(v as DemoColor)}>
            <SelectTrigger className={FOCUS[color]}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COLORS.map((c) => (
                <SelectItem key={c} value={c}>
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', DOT[c])} />
                    {t(`colors.${c}`)}
                  </span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </DemoCard>

      <DemoCard
        title={t('select.labels')}
        description={t('select.labelsText')}
        code={`<Field label="City"><Select>…</Select></Field>\n<FloatingSelect label="City" value={city} onValueChange={setCity}>…</FloatingSelect>`}
      >
        <div className="grid gap-4">
          <Field label={t('select.labelAbove')}>
            <Select defaultValue="paris">
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>{cityItems}</SelectContent>
            </Select>
          </Field>
          <Field label={t('select.labelBeside')} className="sm:grid-cols-[9rem_1fr] sm:items-center sm:gap-4">
            <Select defaultValue="tokyo">
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>{cityItems}</SelectContent>
            </Select>
          </Field>
          <FloatingSelect label={t('select.labelPlaceholder')} value={floating} onValueChange={setFloating}>
            {cityItems}
          </FloatingSelect>
        </div>
      </DemoCard>

      <DemoCard
        title={t('select.groups')}
        description={t('select.groupsText')}
        code={`<SelectContent>\n  <SelectGroup>\n    <SelectLabel>Europe</SelectLabel>\n    <SelectItem value="paris">Paris</SelectItem>\n  </SelectGroup>\n  <SelectSeparator />\n</SelectContent>`}
      >
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

      <DemoCard
        title={t('select.selectedItem')}
        description={t('select.selectedItemText')}
        code={`<SelectItem value="paris" indicator={<CircleCheck className="text-success-text" />}\n  className="data-[state=checked]:bg-success-soft data-[state=checked]:font-medium">\n  Paris\n</SelectItem>`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <IndicatorSelect
            label={t('fields.city')}
            value={picked}
            onChange={setPicked}
            options={cities}
            indicator={<CircleCheck className="text-success-text" aria-hidden="true" />}
            itemClassName="data-[state=checked]:bg-success-soft data-[state=checked]:font-medium data-[state=checked]:text-success-text"
          />
          <IndicatorSelect
            label={t('select.favouriteFruit')}
            value={loved}
            onChange={setLoved}
            options={fruits}
            indicator={<Heart className="fill-current text-danger-text" aria-hidden="true" />}
            itemClassName="data-[state=checked]:font-medium"
          />
        </div>
      </DemoCard>

      <DemoCard
        title={t('select.validators')}
        description={t('select.validatorsText')}
        code={`<Field label="City" error="Please choose a city">\n  <Select>…</Select>\n</Field>`}
        className="xl:col-span-2"
      >
        <SelectValidators items={cityItems} />
      </DemoCard>
    </DemoGrid>
  );
}
