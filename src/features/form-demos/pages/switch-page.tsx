import { useState } from 'react';
import { Check, Moon, Sun, Volume2, VolumeX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { DemoCard } from '@/components/patterns/demo-card';
import { CHECKED, COLORS } from '../components/colors';
import { DemoGrid, ValueOut } from '../components/demo-grid';
import { RichSwitch } from '../components/rich-switch';

const SPORTS = ['football', 'tennis', 'basketball', 'swimming'] as const;

export default function SwitchPage() {
  const { t } = useTranslation('form-demos');
  const [on, setOn] = useState(true);
  const [colors, setColors] = useState<Record<string, boolean>>(Object.fromEntries(COLORS.map((c) => [c, true])));
  const [text, setText] = useState({ a: true, b: false });
  const [icons, setIcons] = useState({ a: true, b: false, c: true });
  const [list, setList] = useState<string[]>(['tennis']);

  return (
    <DemoGrid>
      <DemoCard
        title={t('switch.default')}
        description={t('switch.defaultText')}
        code={`const [on, setOn] = useState(true);\n<Switch id="wifi" checked={on} onCheckedChange={setOn} />\n<Label htmlFor="wifi">Wi-Fi</Label>`}
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex items-center gap-2">
            <Switch id="sw-default" checked={on} onCheckedChange={setOn} />
            <Label htmlFor="sw-default">{t('switch.wifi')}</Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch id="sw-disabled" disabled defaultChecked />
            <Label htmlFor="sw-disabled">{t('common.disabled')}</Label>
          </div>
        </div>
        <ValueOut label={t('common.state')} value={on ? t('switch.on') : t('switch.off')} />
      </DemoCard>

      <DemoCard
        title={t('common.colors')}
        description={t('switch.colorsText')}
        code={`<Switch className="data-[state=checked]:bg-success-solid" defaultChecked />`}
      >
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {COLORS.map((c) => (
            <div key={c} className="flex items-center gap-2">
              <Switch
                id={`sw-${c}`}
                className={CHECKED[c]}
                checked={colors[c]}
                onCheckedChange={(v) => setColors((s) => ({ ...s, [c]: v }))}
              />
              <Label htmlFor={`sw-${c}`}>{t(`colors.${c}`)}</Label>
            </div>
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('switch.text')}
        description={t('switch.textText')}
        code={`<RichSwitch on="ON" off="OFF" checked={on} onCheckedChange={setOn} label="Notifications" />`}
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <RichSwitch
            label={t('switch.notifications')}
            on={t('switch.on')}
            off={t('switch.off')}
            checked={text.a}
            onCheckedChange={(a) => setText((s) => ({ ...s, a }))}
          />
          <RichSwitch
            label={t('switch.newsletter')}
            className="data-[state=checked]:bg-success-solid"
            on={t('switch.yes')}
            off={t('switch.no')}
            checked={text.b}
            onCheckedChange={(b) => setText((s) => ({ ...s, b }))}
          />
        </div>
      </DemoCard>

      <DemoCard
        title={t('switch.icons')}
        description={t('switch.iconsText')}
        code={`<RichSwitch on={<Check />} off={<X />} label="Accept" />`}
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <RichSwitch
            label={t('switch.accept')}
            on={<Check />}
            off={<X />}
            checked={icons.a}
            onCheckedChange={(a) => setIcons((s) => ({ ...s, a }))}
          />
          <RichSwitch
            label={t('switch.sound')}
            className="data-[state=checked]:bg-info-solid"
            on={<Volume2 />}
            off={<VolumeX />}
            checked={icons.b}
            onCheckedChange={(b) => setIcons((s) => ({ ...s, b }))}
          />
          <RichSwitch
            label={t('switch.darkMode')}
            className="data-[state=checked]:bg-dark-solid"
            on={<Moon />}
            off={<Sun />}
            checked={icons.c}
            onCheckedChange={(c) => setIcons((s) => ({ ...s, c }))}
          />
        </div>
      </DemoCard>

      <DemoCard
        title={t('switch.array')}
        description={t('switch.arrayText')}
        code={`<Switch\n  checked={list.includes('tennis')}\n  onCheckedChange={(on) => setList((l) => (on ? [...l, 'tennis'] : l.filter((x) => x !== 'tennis')))}\n/>`}
      >
        <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
          <legend className="sr-only">{t('switch.array')}</legend>
          {SPORTS.map((s) => (
            <div key={s} className="flex items-center gap-2">
              <Switch
                id={`sw-arr-${s}`}
                checked={list.includes(s)}
                onCheckedChange={(v) => setList((l) => (v ? SPORTS.filter((x) => x === s || l.includes(x)) : l.filter((x) => x !== s)))}
              />
              <Label htmlFor={`sw-arr-${s}`}>{t(`switch.sports.${s}`)}</Label>
            </div>
          ))}
        </fieldset>
        <ValueOut label={t('common.value')} value={list} />
      </DemoCard>
    </DemoGrid>
  );
}
