import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, Mail, MessageCircle, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Combobox, type ComboboxTexts } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { Flag } from '../components/flag';
import { ValueOut } from '../components/value-out';
import {
  CHANNELS,
  COUNTRIES,
  FRAMEWORKS,
  FRUITS,
  LABELS,
  PEOPLE,
  STATUSES,
  TAG_SUGGESTIONS,
  type CountryFlag,
  type Person,
} from '../data/options';

const CHANNEL_ICON: Record<(typeof CHANNELS)[number], LucideIcon> = {
  email: Mail,
  sms: MessageSquareText,
  push: Bell,
  call: Phone,
  chat: MessageCircle,
};
const STATUS_DOT: Record<(typeof STATUSES)[number], string> = {
  backlog: 'bg-secondary-solid',
  todo: 'bg-info-solid',
  inProgress: 'bg-warning-solid',
  review: 'bg-primary-solid',
  done: 'bg-success-solid',
};

/** A visible label wired to a combobox by id. */
function Labelled({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    // minmax(0,1fr): a long typed tag truncates in its chip instead of widening the card past the page.
    <div className="grid grid-cols-[minmax(0,1fr)] content-start gap-1.5">
      <Label id={id} asChild>
        <span>{label}</span>
      </Label>
      {children(id)}
    </div>
  );
}

export default function SelectPage() {
  const { t, i18n } = useTranslation('extension-pickers');
  const texts: ComboboxTexts = {
    noResults: t('select.noResults'),
    clear: t('select.clear'),
    toggle: t('select.toggle'),
    remove: (item) => t('select.remove', { item }),
    create: (query) => t('select.create', { query }),
  };
  const none = t('common.none');

  // Basic
  const [framework, setFramework] = useState<string | null>('react');
  const [rtl, setRtl] = useState(false);
  // Option labels
  const [person, setPerson] = useState<string | null>(null);
  // Icons / flags
  const regionNames = useMemo(() => new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }), [i18n.language]);
  const countries = useMemo(
    () =>
      COUNTRIES.map((c) => ({ ...c, name: regionNames.of(c.code) ?? c.code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [regionNames, i18n.language],
  );
  const [country, setCountry] = useState<string | null>('IE');
  const channels = CHANNELS.map((c) => ({ value: c, label: t(`select.channels.${c}`) }));
  const [channel, setChannel] = useState<string | null>(null);
  // Default selected
  const statuses = STATUSES.map((s) => ({ value: s, label: t(`select.statuses.${s}`) }));
  const labels = LABELS.map((l) => ({ value: l, label: t(`select.labels.${l}`) }));
  const [status, setStatus] = useState<string | null>('inProgress');
  const [labelValues, setLabelValues] = useState<string[]>(['bug', 'design']);
  // Single vs multiple
  const fruits = FRUITS.map((f) => ({ value: f, label: t(`select.fruits.${f}`) }));
  const [mode, setMode] = useState<'single' | 'multiple'>('multiple');
  const [fruit, setFruit] = useState<string | null>('mango');
  const [fruitList, setFruitList] = useState<string[]>(['apple', 'cherry']);
  // Tagging
  const [tagOptions, setTagOptions] = useState(() => TAG_SUGGESTIONS.map((s) => ({ value: s, label: s })));
  const [tags, setTags] = useState<string[]>(['react', 'typescript']);

  return (
    <DemoGrid>
      <DemoCard
        title={t('select.basic.title')}
        description={t('select.basic.text')}
        code={`<Combobox\n  options={frameworks}\n  value={value}\n  onChange={setValue}\n  clearable\n  dir={rtl ? 'rtl' : 'ltr'}\n/>`}
        contentClassName="grid gap-4"
      >
        <Labelled label={t('select.basic.label')}>
          {(id) => (
            <Combobox
              aria-labelledby={id}
              options={FRAMEWORKS}
              value={framework}
              onChange={setFramework}
              clearable
              dir={rtl ? 'rtl' : 'ltr'}
              placeholder={t('select.basic.placeholder')}
              texts={texts}
            />
          )}
        </Labelled>
        <div className="flex items-center gap-2.5">
          <Switch id="select-rtl" checked={rtl} onCheckedChange={setRtl} />
          <Label htmlFor="select-rtl">{t('select.basic.rtl')}</Label>
        </div>
        <ValueOut label={t('common.value')} testId="basic-value">
          {framework ?? none}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('select.optionLabels.title')}
        description={t('select.optionLabels.text')}
        code={`<Combobox\n  options={people}          // { id, fullName, email, avatar }[]\n  optionLabel="fullName"\n  optionValue={(p) => String(p.id)}\n  renderDescription={(p) => p.email}\n/>`}
        contentClassName="grid gap-4"
      >
        <Labelled label={t('select.optionLabels.label')}>
          {(id) => (
            <Combobox<Person>
              aria-labelledby={id}
              options={PEOPLE}
              optionLabel="fullName"
              optionValue={(p) => String(p.id)}
              renderIcon={(p) => <img src={p.avatar} alt="" className="size-6 rounded-full bg-muted" />}
              renderDescription={(p) => p.email}
              value={person}
              onChange={setPerson}
              clearable
              placeholder={t('select.optionLabels.placeholder')}
              texts={texts}
            />
          )}
        </Labelled>
        <ValueOut label={t('common.value')} testId="person-value">
          {person ? JSON.stringify(PEOPLE.find((p) => String(p.id) === person) ?? null, ['id', 'fullName', 'email']) : none}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('select.icons.title')}
        description={t('select.icons.text')}
        code={`<Combobox\n  options={countries}\n  optionLabel="name"\n  optionValue="code"\n  renderIcon={(c) => <Flag flag={c} />}\n/>`}
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <Labelled label={t('select.icons.country')}>
          {(id) => (
            <Combobox<CountryFlag & { name: string }>
              aria-labelledby={id}
              options={countries}
              optionLabel="name"
              optionValue="code"
              renderIcon={(c) => <Flag flag={c} />}
              value={country}
              onChange={setCountry}
              clearable
              placeholder={t('select.icons.countryPlaceholder')}
              texts={texts}
            />
          )}
        </Labelled>
        <Labelled label={t('select.icons.channel')}>
          {(id) => (
            <Combobox
              aria-labelledby={id}
              options={channels}
              renderIcon={(c) => {
                const Icon = CHANNEL_ICON[c.value];
                return <Icon className="size-4 text-primary-text" aria-hidden="true" />;
              }}
              value={channel}
              onChange={setChannel}
              placeholder={t('select.icons.channelPlaceholder')}
              texts={texts}
            />
          )}
        </Labelled>
        <ValueOut label={t('common.value')} className="sm:col-span-2" testId="icons-value">
          {JSON.stringify({ country, channel })}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('select.defaults.title')}
        description={t('select.defaults.text')}
        code={`const [status, setStatus] = useState('inProgress');\nconst [labels, setLabels] = useState(['bug', 'design']);\n\n<Combobox options={statuses} value={status} onChange={setStatus} />\n<Combobox multiple options={labels} value={labels} onChange={setLabels} />`}
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <Labelled label={t('select.defaults.status')}>
          {(id) => (
            <Combobox
              aria-labelledby={id}
              options={statuses}
              renderIcon={(s) => <span className={cn('size-2.5 rounded-full', STATUS_DOT[s.value])} aria-hidden="true" />}
              value={status}
              onChange={setStatus}
              texts={texts}
            />
          )}
        </Labelled>
        <Labelled label={t('select.defaults.labels')}>
          {(id) => (
            <Combobox
              aria-labelledby={id}
              multiple
              options={labels}
              value={labelValues}
              onChange={setLabelValues}
              clearable
              placeholder={t('select.defaults.labelsPlaceholder')}
              texts={texts}
            />
          )}
        </Labelled>
        <ValueOut label={t('common.value')} className="sm:col-span-2">
          {JSON.stringify({ status, labels: labelValues })}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('select.mode.title')}
        description={t('select.mode.text')}
        code={`<Combobox multiple={mode === 'multiple'} options={fruits} value={value} onChange={setValue} />\n// Backspace in the empty field removes the last chip`}
        contentClassName="grid gap-4"
      >
        <ToggleGroup
          type="single"
          size="sm"
          value={mode}
          onValueChange={(v) => v && setMode(v as 'single' | 'multiple')}
          aria-label={t('select.mode.mode')}
        >
          <ToggleGroupItem value="single">{t('select.mode.single')}</ToggleGroupItem>
          <ToggleGroupItem value="multiple">{t('select.mode.multiple')}</ToggleGroupItem>
        </ToggleGroup>
        <Labelled label={t('select.mode.label')}>
          {(id) =>
            mode === 'multiple' ? (
              <Combobox
                key="multi"
                aria-labelledby={id}
                multiple
                options={fruits}
                value={fruitList}
                onChange={setFruitList}
                clearable
                placeholder={t('select.mode.placeholder')}
                texts={texts}
              />
            ) : (
              <Combobox
                key="single"
                aria-labelledby={id}
                options={fruits}
                value={fruit}
                onChange={setFruit}
                clearable
                placeholder={t('select.mode.placeholder')}
                texts={texts}
              />
            )
          }
        </Labelled>
        <ValueOut label={t('common.value')} testId="fruit-value">
          {mode === 'multiple' ? JSON.stringify(fruitList) : (fruit ?? none)}
        </ValueOut>
      </DemoCard>

      <DemoCard
        title={t('select.tagging.title')}
        description={t('select.tagging.text')}
        code={`<Combobox\n  multiple\n  options={tags}\n  value={value}\n  onChange={setValue}\n  onCreate={(label) => {\n    setTags((t) => [...t, { value: label, label }]);\n    setValue((v) => [...v, label]);\n  }}\n/>`}
        contentClassName="grid grid-cols-[minmax(0,1fr)] gap-4"
      >
        <Labelled label={t('select.tagging.label')}>
          {(id) => (
            <Combobox
              aria-labelledby={id}
              multiple
              options={tagOptions}
              value={tags}
              onChange={setTags}
              clearable
              onCreate={(label) => {
                const existing = tagOptions.find((o) => o.value.toLowerCase() === label.toLowerCase());
                if (!existing) setTagOptions((list) => [...list, { value: label, label }]);
                setTags((list) => (list.includes(existing?.value ?? label) ? list : [...list, existing?.value ?? label]));
              }}
              placeholder={t('select.tagging.placeholder')}
              texts={texts}
            />
          )}
        </Labelled>
        <p className="text-xs text-muted-foreground">{t('select.tagging.hint')}</p>
        <ValueOut label={t('common.value')} testId="tags-value">
          {JSON.stringify(tags)}
        </ValueOut>
      </DemoCard>
    </DemoGrid>
  );
}
