import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NumberInput } from '@/components/ui/number-input';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, FOCUS, SOFT } from '../components/colors';
import { DemoGrid, ValueOut } from '../components/demo-grid';

export default function NumberInputPage() {
  const { t } = useTranslation('form-demos');
  const [qty, setQty] = useState(21);
  const [limited, setLimited] = useState(5);
  const labels = { decrementLabel: t('number.decrease'), incrementLabel: t('number.increase') };

  return (
    <DemoGrid>
      <DemoCard
        title={t('number.default')}
        description={t('number.defaultText')}
        code={`<NumberInput aria-label="Quantity" value={qty} onValueChange={setQty} />`}
      >
        <NumberInput aria-label={t('number.quantity')} value={qty} onValueChange={setQty} {...labels} />
        <ValueOut label={t('common.value')} value={qty} />
      </DemoCard>

      <DemoCard
        title={t('number.minMax')}
        description={t('number.minMaxText')}
        code={`<NumberInput min={0} max={10} value={n} onValueChange={setN} />`}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="num-limited">{t('number.guests')}</Label>
          <NumberInput id="num-limited" min={0} max={10} value={limited} onValueChange={setLimited} {...labels} />
        </div>
        <ValueOut label={t('common.value')} value={limited} />
      </DemoCard>

      <DemoCard
        title={t('number.step')}
        description={t('number.stepText')}
        code={`<NumberInput step={5} defaultValue={20} min={0} max={100} />`}
      >
        <NumberInput aria-label={t('number.step')} step={5} defaultValue={20} min={0} max={100} {...labels} />
      </DemoCard>

      <DemoCard
        title={t('number.decimal')}
        description={t('number.decimalText')}
        code={`<NumberInput step={0.25} precision={2} defaultValue={1.5} />`}
      >
        <NumberInput aria-label={t('number.decimal')} step={0.25} precision={2} defaultValue={1.5} min={0} {...labels} />
      </DemoCard>

      <DemoCard
        title={t('common.colors')}
        description={t('number.colorsText')}
        code={`<NumberInput className="focus-within:border-success" buttonClassName="bg-success-soft text-success-text" />`}
      >
        <div className="flex flex-wrap gap-3">
          {COLORS.map((c) => (
            <NumberInput
              key={c}
              aria-label={t(`colors.${c}`)}
              defaultValue={3}
              min={0}
              className={FOCUS[c]}
              buttonClassName={SOFT[c]}
              {...labels}
            />
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('number.sizes')} description={t('number.sizesText')} code={`<NumberInput size="sm" />\n<NumberInput size="lg" />`}>
        <div className="flex flex-wrap items-center gap-3">
          {(['sm', 'md', 'lg'] as const).map((s) => (
            <NumberInput key={s} aria-label={t(`sizes.${s}`)} size={s} defaultValue={1} min={0} {...labels} />
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('number.label')}
        description={t('number.labelText')}
        code={`<Label htmlFor="age">Age</Label>\n<NumberInput id="age" min={18} max={99} defaultValue={30} />`}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="num-age">{t('number.age')}</Label>
          <NumberInput id="num-age" min={18} max={99} defaultValue={30} disabled={false} {...labels} />
        </div>
        <div className="mt-3 grid gap-1.5">
          <Label htmlFor="num-disabled">{t('common.disabled')}</Label>
          <NumberInput id="num-disabled" defaultValue={4} disabled {...labels} />
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
