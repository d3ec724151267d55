import { useState } from 'react';
import { Bell, Bookmark, Heart, Smile, Star, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { DemoCard } from '@/components/patterns/demo-card';
import { CHECKED, COLORS, type DemoColor } from '../components/colors';
import { DemoGrid, ValueOut } from '../components/demo-grid';
import { IconCheckbox } from '../components/icon-checkbox';

const FRUITS = ['apple', 'banana', 'cherry'] as const;
const PEOPLE = [
  { id: 1, name: 'Luis' },
  { id: 2, name: 'Carol' },
  { id: 3, name: 'Maria' },
] as const;
type Person = (typeof PEOPLE)[number];
/** "Change icon": each checkbox shows its own icon in its own colour when checked. */
const ICON_BOXES: { key: 'love' | 'star' | 'like' | 'notify' | 'happy'; icon: LucideIcon; color: DemoColor }[] = [
  { key: 'love', icon: Heart, color: 'danger' },
  { key: 'star', icon: Star, color: 'warning' },
  { key: 'like', icon: ThumbsUp, color: 'info' },
  { key: 'notify', icon: Bell, color: 'success' },
  { key: 'happy', icon: Smile, color: 'primary' },
];
const ICON_TOGGLES: { key: 'like' | 'favourite' | 'save'; icon: LucideIcon; color: DemoColor }[] = [
  { key: 'like', icon: ThumbsUp, color: 'primary' },
  { key: 'favourite', icon: Heart, color: 'danger' },
  { key: 'save', icon: Bookmark, color: 'warning' },
];

function Row({ id, label, className, children }: { id: string; label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      {children}
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

export default function CheckboxPage() {
  const { t } = useTranslation('form-demos');
  const [bool, setBool] = useState(true);
  const [str, setStr] = useState<string>('');
  const [arr, setArr] = useState<string[]>(['apple']);
  const [objs, setObjs] = useState<Person[]>([PEOPLE[0]]);
  const [children, setChildren] = useState<Record<string, boolean>>({ email: true, sms: false, push: false });
  const checkedCount = Object.values(children).filter(Boolean).length;
  const parent = checkedCount === 0 ? false : checkedCount === 3 ? true : 'indeterminate';
  const [colors, setColors] = useState<Record<string, boolean>>(Object.fromEntries(COLORS.map((c) => [c, true])));
  const [iconList, setIconList] = useState<string[]>(['love', 'star']);
  const [toggles, setToggles] = useState<string[]>(['favourite']);

  return (
    <DemoGrid>
      <DemoCard
        title={t('checkbox.boolean')}
        description={t('checkbox.booleanText')}
        code={`const [checked, setChecked] = useState(true);\n<Checkbox id="terms" checked={checked} onCheckedChange={(v) => setChecked(v === true)} />\n<Label htmlFor="terms">Accept</Label>`}
      >
        <Row id="cb-bool" label={t('checkbox.accept')}>
          <Checkbox id="cb-bool" checked={bool} onCheckedChange={(v) => setBool(v === true)} />
        </Row>
        <ValueOut label={t('common.value')} value={bool} />
      </DemoCard>

      <DemoCard
        title={t('checkbox.string')}
        description={t('checkbox.stringText')}
        code={`<Checkbox checked={value === 'luis'} onCheckedChange={(v) => setValue(v ? 'luis' : '')} />`}
      >
        <Row id="cb-str" label="Luis">
          <Checkbox id="cb-str" checked={str === 'luis'} onCheckedChange={(v) => setStr(v ? 'luis' : '')} />
        </Row>
        <ValueOut label={t('common.value')} value={str} />
      </DemoCard>

      <DemoCard
        title={t('checkbox.array')}
        description={t('checkbox.arrayText')}
        code={`const toggle = (v: string, on: boolean) =>\n  setList((l) => (on ? [...l, v] : l.filter((x) => x !== v)));\n<Checkbox checked={list.includes('apple')} onCheckedChange={(on) => toggle('apple', on === true)} />`}
      >
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="sr-only">{t('checkbox.array')}</legend>
          {FRUITS.map((f) => (
            <Row key={f} id={`cb-arr-${f}`} label={t(`checkbox.fruits.${f}`)}>
              <Checkbox
                id={`cb-arr-${f}`}
                checked={arr.includes(f)}
                onCheckedChange={(on) => setArr((l) => (on === true ? [...l, f] : l.filter((x) => x !== f)))}
              />
            </Row>
          ))}
        </fieldset>
        <ValueOut label={t('common.value')} value={arr} />
      </DemoCard>

      <DemoCard
        title={t('checkbox.arrayObjects')}
        description={t('checkbox.arrayObjectsText')}
        code={`<Checkbox\n  checked={people.some((p) => p.id === person.id)}\n  onCheckedChange={(on) => setPeople((l) => on ? [...l, person] : l.filter((p) => p.id !== person.id))}\n/>`}
      >
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="sr-only">{t('checkbox.arrayObjects')}</legend>
          {PEOPLE.map((p) => (
            <Row key={p.id} id={`cb-obj-${p.id}`} label={p.name}>
              <Checkbox
                id={`cb-obj-${p.id}`}
                checked={objs.some((o) => o.id === p.id)}
                onCheckedChange={(on) =>
                  setObjs((l) => (on === true ? [...l, p].sort((a, b) => a.id - b.id) : l.filter((o) => o.id !== p.id)))
                }
              />
            </Row>
          ))}
        </fieldset>
        <ValueOut label={t('common.value')} value={objs} />
      </DemoCard>

      <DemoCard
        title={t('checkbox.state')}
        description={t('checkbox.stateText')}
        code={`<Checkbox checked={some ? 'indeterminate' : all} onCheckedChange={(on) => setAll(on === true)} />\n<Checkbox disabled />\n<Checkbox disabled checked />`}
      >
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <Row id="cb-dis" label={t('checkbox.disabled')}>
              <Checkbox id="cb-dis" disabled />
            </Row>
            <Row id="cb-dis-on" label={t('checkbox.disabledChecked')}>
              <Checkbox id="cb-dis-on" disabled checked />
            </Row>
          </div>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{t('checkbox.notifications')}</legend>
            <Row id="cb-parent" label={t('checkbox.notifications')}>
              <Checkbox
                id="cb-parent"
                checked={parent}
                onCheckedChange={(on) => setChildren({ email: on === true, sms: on === true, push: on === true })}
              />
            </Row>
            <div className="grid gap-2 pl-6.5">
              {(['email', 'sms', 'push'] as const).map((k) => (
                <Row key={k} id={`cb-child-${k}`} label={t(`checkbox.channels.${k}`)}>
                  <Checkbox
                    id={`cb-child-${k}`}
                    checked={children[k]}
                    onCheckedChange={(on) => setChildren((c) => ({ ...c, [k]: on === true }))}
                  />
                </Row>
              ))}
            </div>
          </fieldset>
        </div>
      </DemoCard>

      <DemoCard
        title={t('common.colors')}
        description={t('checkbox.colorsText')}
        code={`<Checkbox className="data-[state=checked]:bg-success-solid data-[state=checked]:border-success-solid" />`}
      >
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {COLORS.map((c) => (
            <Row key={c} id={`cb-color-${c}`} label={t(`colors.${c}`)}>
              <Checkbox
                id={`cb-color-${c}`}
                className={CHECKED[c]}
                checked={colors[c]}
                onCheckedChange={(on) => setColors((s) => ({ ...s, [c]: on === true }))}
              />
            </Row>
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('checkbox.changeIcon')}
        description={t('checkbox.changeIconText')}
        code={`<Checkbox icon={<Heart />} className="data-[state=checked]:bg-danger-solid data-[state=checked]:border-danger-solid" />\n<IconCheckbox icon={Heart} color="danger" aria-label="Favourite" />`}
        className="xl:col-span-2"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <fieldset className="grid content-start gap-2">
            <legend className="mb-2 text-sm font-medium">{t('checkbox.customMarks')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2.5">
              {ICON_BOXES.map(({ key, icon: Icon, color }) => (
                <Row key={key} id={`cb-icon-${key}`} label={t(`checkbox.icons.${key}`)}>
                  <Checkbox
                    id={`cb-icon-${key}`}
                    className={cn('size-5', CHECKED[color])}
                    icon={<Icon strokeWidth={2.5} aria-hidden="true" />}
                    checked={iconList.includes(key)}
                    onCheckedChange={(on) =>
                      setIconList((l) =>
                        on === true ? ICON_BOXES.map((b) => b.key).filter((k) => k === key || l.includes(k)) : l.filter((k) => k !== key),
                      )
                    }
                  />
                </Row>
              ))}
            </div>
            <ValueOut label={t('common.value')} value={iconList} />
          </fieldset>
          <fieldset className="grid content-start gap-2">
            <legend className="mb-2 text-sm font-medium">{t('checkbox.iconOnly')}</legend>
            <div className="-my-1.5 -ms-2 flex flex-wrap items-center gap-x-4 gap-y-1">
              {ICON_TOGGLES.map(({ key, icon, color }) => (
                <div key={key} className="flex items-center gap-1">
                  <IconCheckbox
                    id={`cb-toggle-${key}`}
                    icon={icon}
                    color={color}
                    checked={toggles.includes(key)}
                    onCheckedChange={(on) =>
                      setToggles((l) =>
                        on === true ? ICON_TOGGLES.map((x) => x.key).filter((k) => k === key || l.includes(k)) : l.filter((k) => k !== key),
                      )
                    }
                  />
                  <Label htmlFor={`cb-toggle-${key}`}>{t(`checkbox.toggles.${key}`)}</Label>
                </div>
              ))}
            </div>
            <ValueOut label={t('common.value')} value={toggles} />
          </fieldset>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
