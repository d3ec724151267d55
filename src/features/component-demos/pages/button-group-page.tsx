import { useState, type ComponentProps } from 'react';
import { AlignCenter, AlignLeft, AlignRight, Bold, ChevronLeft, ChevronRight, Italic, Search, Underline } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

function Group({ vertical = false, className, ...props }: ComponentProps<'div'> & { vertical?: boolean }) {
  return (
    <div
      role="group"
      className={cn(
        'inline-flex w-fit [&>*]:focus-visible:z-10',
        vertical
          ? 'flex-col [&>*]:rounded-none [&>*:first-child]:rounded-t-md [&>*:last-child]:rounded-b-md [&>*:not(:first-child)]:-mt-px'
          : '[&>*]:rounded-none [&>*:first-child]:rounded-s-md [&>*:last-child]:rounded-e-md [&>*:not(:first-child)]:-ms-px',
        className,
      )}
      {...props}
    />
  );
}

export default function ButtonGroupPage() {
  const { t } = useTranslation('component-demos');
  const [view, setView] = useState('week');
  const [marks, setMarks] = useState<string[]>(['bold']);
  const [align, setAlign] = useState('left');
  const pick = (label: string) => toast(t('button.clicked', { label }));
  const days = ['day', 'week', 'month'] as const;

  return (
    <DemoGrid>
      <DemoCard
        title={t('buttonGroup.basic')}
        code={`<div role="group" aria-label="Actions" className="inline-flex …">\n  <Button variant="outline">Left</Button>\n  <Button variant="outline">Middle</Button>\n  <Button variant="outline">Right</Button>\n</div>`}
        contentClassName="flex flex-wrap gap-4"
      >
        <Group aria-label={t('buttonGroup.actions')}>
          {(['left', 'middle', 'right'] as const).map((k) => (
            <Button key={k} variant="outline" color="secondary" onClick={() => pick(t(`buttonGroup.${k}`))}>
              {t(`buttonGroup.${k}`)}
            </Button>
          ))}
        </Group>
        <Group aria-label={t('buttonGroup.pager')}>
          <Button aria-label={t('buttonGroup.previous')} size="icon" onClick={() => pick(t('buttonGroup.previous'))}>
            <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <Button
            aria-label={t('buttonGroup.next')}
            size="icon"
            className="border-s border-white/25"
            onClick={() => pick(t('buttonGroup.next'))}
          >
            <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </Group>
      </DemoCard>

      <DemoCard
        title={t('buttonGroup.radio')}
        description={t('buttonGroup.radioText')}
        code={`<ToggleGroup type="single" value={view} onValueChange={(v) => v && setView(v)}>\n  <ToggleGroupItem value="day">Day</ToggleGroupItem>\n  …\n</ToggleGroup>`}
        contentClassName="grid gap-3"
      >
        <ToggleGroup type="single" value={view} onValueChange={(v) => v && setView(v)} aria-label={t('buttonGroup.view')}>
          {days.map((d) => (
            <ToggleGroupItem key={d} value={d}>
              {t(`buttonGroup.${d}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('buttonGroup.selected', { value: t(`buttonGroup.${view as (typeof days)[number]}`) })}
        </p>
      </DemoCard>

      <DemoCard
        title={t('buttonGroup.checkbox')}
        description={t('buttonGroup.checkboxText')}
        code={`<ToggleGroup type="multiple" value={marks} onValueChange={setMarks}>\n  <ToggleGroupItem value="bold" aria-label="Bold"><Bold /></ToggleGroupItem>\n</ToggleGroup>`}
        contentClassName="grid gap-3"
      >
        <ToggleGroup type="multiple" value={marks} onValueChange={setMarks} aria-label={t('buttonGroup.formatting')}>
          <ToggleGroupItem value="bold" aria-label={t('buttonGroup.bold')} size="icon">
            <Bold aria-hidden="true" />
          </ToggleGroupItem>
          <ToggleGroupItem value="italic" aria-label={t('buttonGroup.italic')} size="icon">
            <Italic aria-hidden="true" />
          </ToggleGroupItem>
          <ToggleGroupItem value="underline" aria-label={t('buttonGroup.underline')} size="icon">
            <Underline aria-hidden="true" />
          </ToggleGroupItem>
        </ToggleGroup>
        <p
          className={cn(
            'text-sm',
            marks.includes('bold') && 'font-bold',
            marks.includes('italic') && 'italic',
            marks.includes('underline') && 'underline',
          )}
        >
          {t('buttonGroup.preview')}
        </p>
      </DemoCard>

      <DemoCard
        title={t('buttonGroup.sizing')}
        code={`<ToggleGroup type="single" size="sm">…</ToggleGroup>`}
        contentClassName="flex flex-col items-start gap-3"
      >
        {(['sm', 'md', 'lg'] as const).map((s) => (
          <ToggleGroup key={s} type="single" size={s} defaultValue="week" aria-label={`${t('buttonGroup.view')} (${t(`sizes.${s}`)})`}>
            {days.map((d) => (
              <ToggleGroupItem key={d} value={d}>
                {t(`buttonGroup.${d}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        ))}
      </DemoCard>

      <DemoCard
        title={t('buttonGroup.vertical')}
        code={`<ToggleGroup type="single" orientation="vertical">…</ToggleGroup>`}
        contentClassName="flex flex-wrap items-start gap-6"
      >
        <ToggleGroup
          type="single"
          orientation="vertical"
          className="items-stretch"
          value={align}
          onValueChange={(v) => v && setAlign(v)}
          aria-label={t('buttonGroup.alignment')}
        >
          {(
            [
              ['left', AlignLeft],
              ['center', AlignCenter],
              ['right', AlignRight],
            ] as const
          ).map(([k, Icon]) => (
            <ToggleGroupItem key={k} value={k} className="justify-start">
              <Icon aria-hidden="true" />
              {t(`sides.${k}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Group vertical aria-label={t('buttonGroup.actions')}>
          {(['left', 'middle', 'right'] as const).map((k) => (
            <Button key={k} variant="soft" onClick={() => pick(t(`buttonGroup.${k}`))}>
              {t(`buttonGroup.${k}`)}
            </Button>
          ))}
        </Group>
      </DemoCard>

      <DemoCard
        title={t('buttonGroup.toolbar')}
        description={t('buttonGroup.toolbarText')}
        code={`<div role="toolbar" aria-label="Editor">\n  <ToggleGroup type="multiple">…</ToggleGroup>\n  <InputGroup>…</InputGroup>\n</div>`}
      >
        <div role="toolbar" aria-label={t('buttonGroup.editor')} className="flex flex-wrap items-center gap-3">
          <ToggleGroup type="multiple" size="sm" value={marks} onValueChange={setMarks} aria-label={t('buttonGroup.formatting')}>
            <ToggleGroupItem value="bold" aria-label={t('buttonGroup.bold')}>
              <Bold aria-hidden="true" />
            </ToggleGroupItem>
            <ToggleGroupItem value="italic" aria-label={t('buttonGroup.italic')}>
              <Italic aria-hidden="true" />
            </ToggleGroupItem>
          </ToggleGroup>
          <Group aria-label={t('buttonGroup.pager')}>
            <Button size="sm" variant="outline" color="secondary" onClick={() => pick('1')}>
              1
            </Button>
            <Button size="sm" variant="outline" color="secondary" onClick={() => pick('2')}>
              2
            </Button>
            <Button size="sm" variant="outline" color="secondary" onClick={() => pick('3')}>
              3
            </Button>
          </Group>
          <InputGroup className="h-8 w-full sm:w-48">
            <InputGroupAddon>
              <Search aria-hidden="true" />
            </InputGroupAddon>
            <InputGroupInput type="search" aria-label={t('buttonGroup.search')} placeholder={t('buttonGroup.search')} />
          </InputGroup>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
