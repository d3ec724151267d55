import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, RADIO } from '../components/colors';
import { DemoGrid, ValueOut } from '../components/demo-grid';

const OPTIONS = ['luis', 'carol', 'maria', 'disabled'] as const;

export default function RadioPage() {
  const { t } = useTranslation('form-demos');
  const [value, setValue] = useState('luis');
  const [color, setColor] = useState<string>('primary');

  return (
    <DemoGrid>
      <DemoCard
        title={t('radio.default')}
        description={t('radio.defaultText')}
        code={`<RadioGroup value={value} onValueChange={setValue} aria-label="Person">\n  <RadioGroupItem id="r1" value="luis" />\n  <Label htmlFor="r1">Luis</Label>\n  <RadioGroupItem id="r4" value="x" disabled />\n</RadioGroup>`}
      >
        <RadioGroup value={value} onValueChange={setValue} aria-label={t('radio.person')} className="flex flex-wrap gap-x-5 gap-y-2">
          {OPTIONS.map((o) => (
            <div key={o} className="flex items-center gap-2">
              <RadioGroupItem id={`radio-${o}`} value={o} disabled={o === 'disabled'} />
              <Label htmlFor={`radio-${o}`}>{t(`radio.options.${o}`)}</Label>
            </div>
          ))}
        </RadioGroup>
        <ValueOut label={t('common.value')} value={value} />
      </DemoCard>

      <DemoCard
        title={t('common.colors')}
        description={t('radio.colorsText')}
        code={`<RadioGroupItem value="success" className="data-[state=checked]:border-success-solid [&>span]:bg-success-solid" />`}
      >
        <RadioGroup value={color} onValueChange={setColor} aria-label={t('common.colors')} className="flex flex-wrap gap-x-5 gap-y-2">
          {COLORS.map((c) => (
            <div key={c} className="flex items-center gap-2">
              <RadioGroupItem id={`radio-c-${c}`} value={c} className={RADIO[c]} />
              <Label htmlFor={`radio-c-${c}`}>{t(`colors.${c}`)}</Label>
            </div>
          ))}
        </RadioGroup>
        <ValueOut label={t('common.value')} value={color} />
      </DemoCard>
    </DemoGrid>
  );
}
