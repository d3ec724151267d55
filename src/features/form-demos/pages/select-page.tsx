import { useId, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Heart, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxTexts } from '@/components/ui/combobox';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
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
import { Switch } from '@/components/ui/switch';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, DOT, FOCUS, type DemoColor } from '../components/colors';
import { DemoGrid, ValueOut } from '../components/demo-grid';
import { FloatingSelect } from '../components/floating-select';
import { CITIES, loadCities } from '../data/load-cities';

const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'mango', 'orange', 'pear'] as const;
const VALIDATORS = {
  success: { icon: CircleCheck, cls: 'border-success', text: 'text-success-text', value: 'paris' },
  danger: { icon: CircleAlert, cls: 'border-danger', text: 'text-danger-text', value: '' },
  warning: { icon: TriangleAlert, cls: 'border-warning', text: 'text-warning-text', value: 'tokyo' },
} as const;
const ASYNC_KEY = ['form-demos', 'async-cities'] as const;

interface Option {
  value: string;
  label: string;
}

/** A visible label (a span: comboboxes are named through aria-labelledby) above its control. */
function Labelled({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label id={id} asChild>
        <span>{label}</span>
      </Label>
      {children(id)}
    </div>
  );
}

function useComboboxTexts(): ComboboxTexts {
  const { t } = useTranslation('form-demos');
  return {
    noResults: t('select.noResults'),
    clear: t('select.clear'),
    toggle: t('select.toggle'),
    remove: (item) => t('select.remove', { item }),
    loading: t('common.loading'),
  };
}

/** Options fetched from a (simulated) slow server: loading spinner, error with Retry, reload. */
function AsyncSelect() {
  const { t } = useTranslation('form-demos');
  const texts = useComboboxTexts();
  const queryClient = useQueryClient();
  const failNext = useRef(false);
  const [fail, setFail] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ASYNC_KEY,
    queryFn: ({ signal }) => loadCities({ fail: failNext.current, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const reload = () => void queryClient.resetQueries({ queryKey: ASYNC_KEY });
  const options: Option[] = (query.data ?? []).map((c) => ({ value: c, label: t(`cities.${c}`) }));

  return (
    <div className="grid gap-4">
      <Labelled label={t('fields.city')}>
        {(labelId) => (
          <Combobox
            aria-labelledby={labelId}
            options={options}
            value={value}
            onChange={setValue}
            loading={query.isPending}
            disabled={query.isError}
            clearable
            placeholder={query.isPending ? t('select.loadingOptions') : query.isError ? t('select.unavailable') : t('select.typeToFilter')}
            texts={texts}
          />
        )}
      </Labelled>
      <p aria-live="polite" className="-mt-2 min-h-4 text-xs text-muted-foreground">
        {query.isPending ? (
          <span className="sr-only">{t('select.loadingOptions')}</span>
        ) : query.isSuccess ? (
          t('select.loaded', { count: options.length })
        ) : (
          ''
        )}
      </p>
      {query.isError && (
        <ErrorState size="sm" className="rounded-md border border-dashed" message={t('select.loadFailed')} onRetry={reload} />
      )}
      <ValueOut label={t('common.value')} value={value ?? ''} className="mt-0" />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <div className="flex items-center gap-2">
          <Switch
            id="sel-async-fail"
            checked={fail}
            onCheckedChange={(on) => {
              failNext.current = on;
              setFail(on);
            }}
          />
          <Label htmlFor="sel-async-fail">{t('select.simulateError')}</Label>
        </div>
        <Button variant="outline" color="secondary" size="sm" onClick={reload} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          {t('select.reload')}
        </Button>
      </div>
    </div>
  );
}

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
        <div className="grid items-start gap-4 md:grid-cols-3">
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
                  <SelectContent>{cityItems}</SelectContent>
                </Select>
              </Field>
            );
          })}
        </div>
      </DemoCard>
    </DemoGrid>
  );
}

interface IndicatorSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Replaces the check mark of the selected item. */
  indicator: ReactNode;
  itemClassName: string;
}

/** A select whose selected item carries a custom mark and style (the "selected item" demo). */
function IndicatorSelect({ label, value, onChange, options, indicator, itemClassName }: IndicatorSelectProps) {
  return (
    <Field label={label}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value} indicator={indicator} className={itemClassName}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
