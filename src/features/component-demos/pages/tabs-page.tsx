import { useState } from 'react';
import { Bell, House, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { DemoCard } from '@/components/patterns/demo-card';
import { ClosableTabs } from '../components/closable-tabs';
import { ColorPicker } from '../components/color-picker';
import { type DemoColor } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const KEYS = ['home', 'profile', 'settings'] as const;
const ICONS = { home: House, profile: UserRound, settings: Settings };
const ACTIVE: Record<DemoColor, string> = {
  primary: 'data-[state=active]:bg-primary-solid!',
  secondary: 'data-[state=active]:bg-secondary-solid!',
  success: 'data-[state=active]:bg-success-solid!',
  danger: 'data-[state=active]:bg-danger-solid!',
  warning: 'data-[state=active]:bg-warning-solid!',
  info: 'data-[state=active]:bg-info-solid!',
  dark: 'data-[state=active]:bg-dark-solid!',
};
const ALIGN = { left: 'self-start', center: 'self-center', right: 'self-end', fixed: 'flex w-full [&>*]:flex-1' } as const;
const POSITION = {
  top: { orientation: 'horizontal', root: '' },
  bottom: { orientation: 'horizontal', root: 'flex-col-reverse!' },
  left: { orientation: 'vertical', root: 'flex-row' },
  right: { orientation: 'vertical', root: 'flex-row-reverse' },
} as const;

export default function TabsPage() {
  const { t } = useTranslation('component-demos');
  const [color, setColor] = useState<DemoColor>('primary');
  const [align, setAlign] = useState<keyof typeof ALIGN>('left');
  const [position, setPosition] = useState<keyof typeof POSITION>('top');
  const panels = (icons = false) =>
    KEYS.map((k) => (
      <TabsContent key={k} value={k} className="min-w-0 rounded-md bg-muted/60 p-4 text-sm">
        {icons && <span className="sr-only">{t(`tabs.items.${k}`)}</span>}
        {t(`tabs.body.${k}`)}
      </TabsContent>
    ));
  // Icon tabs are wider: tighter padding on phones keeps all four in one row without scrolling.
  const compact = 'px-2 sm:px-3';
  const triggers = (icons = false) =>
    KEYS.map((k) => {
      const Icon = ICONS[k];
      return (
        <TabsTrigger key={k} value={k} className={cn(icons && compact)}>
          {icons && <Icon aria-hidden="true" />}
          {t(`tabs.items.${k}`)}
        </TabsTrigger>
      );
    });

  return (
    <DemoGrid>
      <DemoCard
        title={t('tabs.default')}
        description={t('tabs.defaultText')}
        code={`<Tabs defaultValue="home">\n  <TabsList>\n    <TabsTrigger value="home">Home</TabsTrigger>\n  </TabsList>\n  <TabsContent value="home">…</TabsContent>\n</Tabs>`}
      >
        <Tabs defaultValue="home">
          <TabsList aria-label={t('tabs.default')}>{triggers()}</TabsList>
          {panels()}
        </Tabs>
      </DemoCard>

      <DemoCard
        title={t('tabs.colors')}
        code={`<TabsTrigger className="data-[state=active]:bg-success-solid!" …/>`}
        contentClassName="grid gap-4"
      >
        <ColorPicker value={color} onChange={setColor} label={t('tabs.colors')} />
        <Tabs defaultValue="home">
          <TabsList aria-label={t('tabs.colors')}>
            {KEYS.map((k) => (
              <TabsTrigger key={k} value={k} className={ACTIVE[color]}>
                {t(`tabs.items.${k}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {panels()}
        </Tabs>
      </DemoCard>

      <DemoCard title={t('tabs.icons')} code={`<TabsTrigger value="home"><House aria-hidden="true" />Home</TabsTrigger>`}>
        <Tabs defaultValue="profile">
          <TabsList variant="underline" className="gap-0 sm:gap-1" aria-label={t('tabs.icons')}>
            {triggers(true)}
            <TabsTrigger value="alerts" className={compact}>
              <Bell aria-hidden="true" />
              <span className="sr-only">{t('tabs.items.alerts')}</span>
            </TabsTrigger>
          </TabsList>
          {panels()}
          <TabsContent value="alerts" className="rounded-md bg-muted/60 p-4 text-sm">
            {t('tabs.body.alerts')}
          </TabsContent>
        </Tabs>
      </DemoCard>

      <DemoCard title={t('tabs.alignment')} code={`<TabsList className="self-center">…</TabsList>`} contentClassName="grid gap-4">
        <ToggleGroup
          type="single"
          size="sm"
          value={align}
          onValueChange={(v) => v && setAlign(v as keyof typeof ALIGN)}
          aria-label={t('tabs.alignment')}
        >
          {(Object.keys(ALIGN) as (keyof typeof ALIGN)[]).map((a) => (
            <ToggleGroupItem key={a} value={a}>
              {t(`tabs.align.${a}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Tabs defaultValue="home">
          <TabsList variant="underline" className={ALIGN[align]} aria-label={t('tabs.alignment')}>
            {triggers()}
          </TabsList>
          {panels()}
        </Tabs>
      </DemoCard>

      <DemoCard
        title={t('tabs.position')}
        description={t('tabs.positionText')}
        code={`<Tabs orientation="vertical" className="flex-row">…</Tabs>`}
        contentClassName="grid gap-4"
      >
        <ToggleGroup
          type="single"
          size="sm"
          value={position}
          onValueChange={(v) => v && setPosition(v as keyof typeof POSITION)}
          aria-label={t('tabs.position')}
        >
          {(Object.keys(POSITION) as (keyof typeof POSITION)[]).map((p) => (
            <ToggleGroupItem key={p} value={p}>
              {t(`sides.${p}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Tabs key={position} defaultValue="home" orientation={POSITION[position].orientation} className={cn(POSITION[position].root)}>
          <TabsList aria-label={t('tabs.position')} className={cn(POSITION[position].orientation === 'vertical' && 'shrink-0 self-start')}>
            {triggers()}
          </TabsList>
          {panels()}
        </Tabs>
      </DemoCard>

      <DemoCard
        title={t('tabs.closable')}
        description={t('tabs.closableText')}
        code={`const [docs, setDocs] = useState(initial);\n<TabsTrigger onKeyDown={(e) => e.key === 'Delete' && close(id)} />`}
      >
        <ClosableTabs />
      </DemoCard>
    </DemoGrid>
  );
}
