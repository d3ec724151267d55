import { useId, useState, type ReactNode } from 'react';
import { ArrowDownCircle, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

const ITEMS = ['one', 'two', 'three'] as const;
const TYPES = {
  shadow: { root: 'rounded-lg shadow-card', item: 'border-b px-4 last:border-b-0' },
  border: { root: 'rounded-lg border', item: 'border-b px-4 last:border-b-0' },
  margin: { root: 'grid gap-3', item: 'rounded-lg border-0 bg-muted/60 px-4 shadow-sm' },
} as const;
const CAPTION = 'text-xs font-medium text-muted-foreground';

export default function CollapsePage() {
  const { t } = useTranslation('component-demos');
  const [type, setType] = useState<keyof typeof TYPES>('shadow');
  const [hovered, setHovered] = useState('');
  const body = <p>{t('collapse.body')}</p>;
  // One id per accordion, on the element that names it (card title or caption).
  const ids = { default: useId(), accordion: useId(), type: useId(), hover: useId(), plus: useId(), circle: useId() };
  /**
   * Panels are regions named by their own trigger, then by their accordion: the same three questions open in several
   * demos at once, and two regions may not share a name.
   */
  const panel = (group: string, k: (typeof ITEMS)[number], icon?: ReactNode) => (
    <>
      <AccordionTrigger id={`${group}-${k}`} icon={icon}>
        {t(`collapse.items.${k}`)}
      </AccordionTrigger>
      <AccordionContent aria-labelledby={`${group}-${k} ${group}`}>{body}</AccordionContent>
    </>
  );
  const items = (group: string, props: { itemClass?: string; icon?: ReactNode } = {}) =>
    ITEMS.map((k) => (
      <AccordionItem key={k} value={k} className={props.itemClass}>
        {panel(group, k, props.icon)}
      </AccordionItem>
    ));
  const title = (id: string, text: string) => <span id={id}>{text}</span>;

  return (
    <DemoGrid>
      <DemoCard
        title={title(ids.default, t('collapse.default'))}
        description={t('collapse.defaultText')}
        code={`<Accordion type="multiple">\n  <AccordionItem value="a">\n    <AccordionTrigger>Title</AccordionTrigger>\n    <AccordionContent>Body</AccordionContent>\n  </AccordionItem>\n</Accordion>`}
      >
        <Accordion type="multiple" defaultValue={['one']}>
          {items(ids.default)}
        </Accordion>
      </DemoCard>

      <DemoCard
        title={title(ids.accordion, t('collapse.accordion'))}
        description={t('collapse.accordionText')}
        code={`<Accordion type="single" collapsible>…</Accordion>`}
      >
        <Accordion type="single" collapsible defaultValue="one">
          {items(ids.accordion)}
        </Accordion>
      </DemoCard>

      <DemoCard
        title={title(ids.type, t('collapse.type'))}
        code={`<Accordion type="single" collapsible className="rounded-lg border">…</Accordion>`}
        contentClassName="grid gap-4"
      >
        <ToggleGroup
          type="single"
          size="sm"
          value={type}
          onValueChange={(v) => v && setType(v as keyof typeof TYPES)}
          aria-label={t('collapse.type')}
        >
          {(Object.keys(TYPES) as (keyof typeof TYPES)[]).map((k) => (
            <ToggleGroupItem key={k} value={k}>
              {t(`collapse.types.${k}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Accordion type="single" collapsible className={TYPES[type].root}>
          {items(ids.type, { itemClass: TYPES[type].item })}
        </Accordion>
      </DemoCard>

      <DemoCard
        title={title(ids.hover, t('collapse.hover'))}
        description={t('collapse.hoverText')}
        code={`<AccordionItem onMouseEnter={() => setValue('a')}>…</AccordionItem>`}
      >
        <Accordion type="single" collapsible value={hovered} onValueChange={setHovered} onMouseLeave={() => setHovered('')}>
          {ITEMS.map((k) => (
            <AccordionItem key={k} value={k} onMouseEnter={() => setHovered(k)}>
              {panel(ids.hover, k)}
            </AccordionItem>
          ))}
        </Accordion>
      </DemoCard>

      <DemoCard
        title={t('collapse.arrow')}
        description={t('collapse.arrowText')}
        code={`<AccordionTrigger icon={<Plus />}>Title</AccordionTrigger>`}
        contentClassName="grid gap-6"
      >
        <div>
          <p id={ids.plus} className={CAPTION}>
            {t('collapse.arrowPlus')}
          </p>
          <Accordion type="single" collapsible>
            {items(ids.plus, { icon: <Plus /> })}
          </Accordion>
        </div>
        <div>
          <p id={ids.circle} className={CAPTION}>
            {t('collapse.arrowCircle')}
          </p>
          <Accordion type="single" collapsible>
            {items(ids.circle, { icon: <ArrowDownCircle className="text-primary-text" /> })}
          </Accordion>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
