import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/cn';
import { Block, RowLabel } from '../components/grid-block';

const GAPS = { 'gap-1': 'gap-1', 'gap-3': 'gap-3', 'gap-6': 'gap-6', 'gap-x-8 gap-y-2': 'gap-x-8 gap-y-2' } as const;
type Gap = keyof typeof GAPS;

const CODE = {
  basic: `<div className="grid grid-cols-3 gap-4">
  <Block>1</Block><Block>2</Block><Block>3</Block>
</div>`,
  responsive: `<div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">…</div>`,
  mixed: `<div className="grid grid-cols-12 gap-4">
  <div className="col-span-8">…</div>
  <div className="col-span-4">…</div>
</div>`,
  auto: `<div className="flex gap-4">
  <div className="flex-1">…</div>
  <div className="w-24 shrink-0">…</div>
</div>`,
  wrap: `<div className="grid grid-cols-12 gap-4">
  <div className="col-span-9">…</div>
  <div className="col-span-4">wraps to a new line</div>
</div>`,
  spacing: `<div className="grid grid-cols-4 gap-x-8 gap-y-2">…</div>`,
  offset: `<div className="col-span-4 col-start-5">…</div>`,
  order: `<div className="order-last">1</div>
<div className="order-first">2</div>`,
};

export default function GridTailwindPage() {
  const { t } = useTranslation('ui-elements');
  const [gap, setGap] = useState<Gap>('gap-3');
  return (
    <div className="grid gap-6">
      <DemoCard title={t('tailwind.basic.title')} description={t('tailwind.basic.text')} code={CODE.basic}>
        <RowLabel>grid-cols-3</RowLabel>
        <div className="grid grid-cols-3 gap-3">
          {[1, 2, 3].map((n) => (
            <Block key={n} tone={n - 1}>
              {n}
            </Block>
          ))}
        </div>
        <RowLabel>grid-cols-6</RowLabel>
        <div className="grid grid-cols-6 gap-3">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Block key={n} tone={n - 1}>
              {n}
            </Block>
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('tailwind.responsive.title')} description={t('tailwind.responsive.text')} code={CODE.responsive}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[1, 2, 3, 4].map((n) => (
            <Block key={n} tone={n - 1}>
              {t('tailwind.cell', { n })}
            </Block>
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('tailwind.mixed.title')} description={t('tailwind.mixed.text')} code={CODE.mixed}>
        <div className="grid grid-cols-12 gap-3">
          <Block className="col-span-8">col-span-8</Block>
          <Block className="col-span-4" tone={1}>
            col-span-4
          </Block>
          <Block className="col-span-3" tone={2}>
            3
          </Block>
          <Block className="col-span-6">col-span-6</Block>
          <Block className="col-span-3" tone={1}>
            3
          </Block>
          <Block className="col-span-12 md:col-span-5" tone={3}>
            md:col-span-5
          </Block>
          <Block className="col-span-12 md:col-span-7" tone={2}>
            md:col-span-7
          </Block>
        </div>
      </DemoCard>

      <DemoCard title={t('tailwind.auto.title')} description={t('tailwind.auto.text')} code={CODE.auto}>
        <div className="flex gap-3">
          <Block className="min-w-0 flex-1">flex-1</Block>
          <Block className="min-w-0 flex-1" tone={1}>
            flex-1
          </Block>
          <Block className="w-20 shrink-0" tone={2}>
            w-20
          </Block>
        </div>
        <RowLabel>grid-flow-col auto-cols-fr</RowLabel>
        <div className="grid auto-cols-fr grid-flow-col gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <Block key={n} tone={n - 1}>
              {n}
            </Block>
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('tailwind.wrap.title')} description={t('tailwind.wrap.text')} code={CODE.wrap}>
        <div className="grid grid-cols-12 gap-3">
          <Block className="col-span-9">col-span-9</Block>
          <Block className="col-span-4" tone={1}>
            {t('tailwind.wrap.cell')}
          </Block>
          <Block className="col-span-6" tone={2}>
            col-span-6
          </Block>
        </div>
      </DemoCard>

      <DemoCard title={t('tailwind.spacing.title')} description={t('tailwind.spacing.text')} code={CODE.spacing}>
        <ToggleGroup
          type="single"
          size="sm"
          value={gap}
          onValueChange={(v) => v && setGap(v as Gap)}
          aria-label={t('tailwind.spacing.choose')}
          className="mb-4 flex-wrap"
        >
          {(Object.keys(GAPS) as Gap[]).map((g) => (
            <ToggleGroupItem key={g} value={g} className="font-mono">
              {g}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <div className={cn('grid grid-cols-4 transition-[gap]', GAPS[gap])}>
          {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <Block key={n} tone={n - 1}>
              {n}
            </Block>
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('tailwind.offset.title')} description={t('tailwind.offset.text')} code={CODE.offset}>
        <div className="grid grid-cols-12 gap-3">
          <Block className="col-span-4 col-start-5">col-start-5</Block>
          <Block className="col-span-6 col-start-4" tone={1}>
            col-start-4
          </Block>
          <Block className="col-span-3 col-start-1" tone={2}>
            1
          </Block>
          <Block className="col-span-3 col-start-10" tone={3}>
            col-start-10
          </Block>
        </div>
      </DemoCard>

      <DemoCard title={t('tailwind.order.title')} description={t('tailwind.order.text')} code={CODE.order}>
        <div className="flex gap-3">
          <Block className="order-last flex-1">{t('tailwind.order.cell', { n: 1, cls: 'order-last' })}</Block>
          <Block className="flex-1" tone={1}>
            {t('tailwind.order.cell', { n: 2, cls: '' })}
          </Block>
          <Block className="order-first flex-1" tone={2}>
            {t('tailwind.order.cell', { n: 3, cls: 'order-first' })}
          </Block>
        </div>
      </DemoCard>
    </div>
  );
}
