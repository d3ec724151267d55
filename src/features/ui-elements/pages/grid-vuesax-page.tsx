import { useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useWidthClass, BREAKPOINTS } from '@/hooks/use-width-class';
import { cn } from '@/lib/cn';
import { Block, Col, Row, RowLabel } from '../components/grid-block';

/** Literal class names so Tailwind sees every width. */
const W: Record<number, string> = {
  1: 'w-1/12',
  2: 'w-2/12',
  3: 'w-3/12',
  4: 'w-4/12',
  5: 'w-5/12',
  6: 'w-6/12',
  7: 'w-7/12',
  8: 'w-8/12',
  9: 'w-9/12',
  10: 'w-10/12',
  11: 'w-11/12',
  12: 'w-full',
};
const OFFSET: Record<number, string> = { 2: 'ms-[16.6667%]', 3: 'ms-[25%]', 4: 'ms-[33.3333%]', 6: 'ms-[50%]' };

const OVERVIEW = [[12], [6, 6], [4, 4, 4], [3, 3, 3, 3], [2, 2, 2, 2, 2, 2]];
const CONCEPT = [
  [8, 4],
  [9, 3],
  [10, 2],
  [5, 7],
  [3, 6, 3],
];
const ALIGN = ['justify-start', 'justify-center', 'justify-end', 'justify-between', 'justify-around'] as const;

const CODE = {
  overview: `<Row>
  <Col className="w-6/12"><Block>6</Block></Col>
  <Col className="w-6/12"><Block>6</Block></Col>
</Row>`,
  concept: `<Row>
  <Col className="w-8/12"><Block>8</Block></Col>
  <Col className="w-4/12"><Block>4</Block></Col>
</Row>`,
  responsive: `<Col className="w-full sm:w-6/12 lg:w-3/12">
  <Block>…</Block>
</Col>
const width = useWidthClass(); // 'xs' | 'sm' | 'md' | 'lg' | 'xl'`,
  flex: `<Row className="flex-nowrap">
  <Col className="w-2/12"><Block>2</Block></Col>
  <Col className="flex-1"><Block>flex-1</Block></Col>
</Row>`,
  align: `<Row className="justify-between">
  <Col className="w-2/12"><Block>1</Block></Col>
  …
</Row>`,
  order: `<Col className="w-4/12 order-3"><Block>1</Block></Col>
<Col className="w-4/12 order-1"><Block>2</Block></Col>`,
  offset: `<Col className="w-6/12 ms-[25%]"><Block>offset 3</Block></Col>`,
};

export default function GridVuesaxPage() {
  const { t } = useTranslation('ui-elements');
  const width = useWidthClass();
  const [reversed, setReversed] = useState(false);
  const orders = reversed ? ['order-1', 'order-2', 'order-3'] : ['order-3', 'order-1', 'order-2'];
  return (
    <div className="grid gap-6">
      <DemoCard title={t('vuesax.overview.title')} description={t('vuesax.overview.text')} code={CODE.overview}>
        {OVERVIEW.map((row) => (
          <Row key={row.length}>
            {row.map((w, i) => (
              <Col key={i} className={W[w]}>
                <Block tone={i}>{w === 12 ? '100%' : `${w}/12`}</Block>
              </Col>
            ))}
          </Row>
        ))}
      </DemoCard>

      <DemoCard title={t('vuesax.concept.title')} description={t('vuesax.concept.text')} code={CODE.concept}>
        {CONCEPT.map((row) => (
          <div key={row.join('-')} className="mt-3 first:mt-0">
            <RowLabel>{row.join(' + ')} = 12</RowLabel>
            <Row>
              {row.map((w, i) => (
                <Col key={i} className={W[w]}>
                  <Block tone={i}>{w}</Block>
                </Col>
              ))}
            </Row>
          </div>
        ))}
      </DemoCard>

      <DemoCard title={t('vuesax.responsive.title')} description={t('vuesax.responsive.text')} code={CODE.responsive}>
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          {t('vuesax.responsive.active')}
          <Badge variant="solid" color="primary">
            {width}
          </Badge>
          <span className="text-muted-foreground">
            {t(`vuesax.responsive.ranges.${width}`, { sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl })}
          </span>
        </p>
        <Row>
          {[1, 2, 3, 4].map((n) => (
            <Col key={n} className="w-full sm:w-6/12 lg:w-3/12">
              <Block tone={n - 1}>{t('vuesax.responsive.cell', { n })}</Block>
            </Col>
          ))}
        </Row>
        <RowLabel>w-full sm:w-6/12 lg:w-3/12</RowLabel>
      </DemoCard>

      <DemoCard title={t('vuesax.flex.title')} description={t('vuesax.flex.text')} code={CODE.flex}>
        <Row className="flex-nowrap">
          <Col className="w-2/12">
            <Block>2</Block>
          </Col>
          <Col className="min-w-0 flex-1">
            <Block tone={1}>flex-1</Block>
          </Col>
          <Col className="w-3/12">
            <Block tone={2}>3</Block>
          </Col>
        </Row>
        <Row className="flex-nowrap">
          <Col className="min-w-0 flex-1">
            <Block>flex-1</Block>
          </Col>
          <Col className="min-w-0 flex-[2]">
            <Block tone={1}>flex-[2]</Block>
          </Col>
        </Row>
      </DemoCard>

      <DemoCard title={t('vuesax.align.title')} description={t('vuesax.align.text')} code={CODE.align}>
        {ALIGN.map((cls) => (
          <div key={cls} className="mt-3 first:mt-0">
            <RowLabel>{cls}</RowLabel>
            <Row className={cn('mx-0 rounded-md bg-muted', cls)}>
              {[1, 2, 3].map((n) => (
                <Col key={n} className="w-3/12 sm:w-2/12">
                  <Block tone={n - 1}>{n}</Block>
                </Col>
              ))}
            </Row>
          </div>
        ))}
      </DemoCard>

      <DemoCard title={t('vuesax.order.title')} description={t('vuesax.order.text')} code={CODE.order}>
        <Button size="sm" variant="outline" className="mb-3" aria-pressed={reversed} onClick={() => setReversed((r) => !r)}>
          <ArrowLeftRight aria-hidden="true" />
          {t('vuesax.order.toggle')}
        </Button>
        <Row>
          {orders.map((o, i) => (
            <Col key={i} className={cn('w-4/12 transition-all', o)}>
              <Block tone={i}>{t('vuesax.order.cell', { n: i + 1, order: o.slice(6) })}</Block>
            </Col>
          ))}
        </Row>
      </DemoCard>

      <DemoCard title={t('vuesax.offset.title')} description={t('vuesax.offset.text')} code={CODE.offset}>
        {[
          [6, 3],
          [4, 4],
          [3, 6],
          [8, 2],
        ].map(([w = 6, o = 0]) => (
          <div key={`${w}-${o}`} className="mt-3 first:mt-0">
            <RowLabel>{`${W[w]} ${OFFSET[o]}`}</RowLabel>
            <Row>
              <Col className={cn(W[w], OFFSET[o])}>
                <Block tone={o}>{t('vuesax.offset.cell', { offset: o })}</Block>
              </Col>
            </Row>
          </div>
        ))}
      </DemoCard>
    </div>
  );
}
