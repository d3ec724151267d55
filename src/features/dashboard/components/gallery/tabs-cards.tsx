import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const HTML = `<button class="btn" id="greet">Say hello</button>
<p id="out"></p>`;
const JS = `document.querySelector('#greet')
  .addEventListener('click', () => {
    document.querySelector('#out').textContent = 'Hello!';
  });`;

/** A snippet that may scroll sideways: a focusable region, so keyboard users can scroll it. */
const Code = ({ label, children }: { label: string; children: string }) => (
  <pre
    role="region"
    aria-label={label}
    className="overflow-x-auto rounded-md bg-muted p-4 font-mono text-[13px] leading-relaxed"
    tabIndex={0}
  >
    <code>{children}</code>
  </pre>
);

/** HTML / JS / OUTPUT tabs (underline) showing a snippet and its result. */
export function CodeTabsCard() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [greeting, setGreeting] = useState('');
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('basic.codeTabs.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="output">
          <TabsList variant="underline" aria-label={t('basic.codeTabs.title')}>
            <TabsTrigger value="html">HTML</TabsTrigger>
            <TabsTrigger value="js">JS</TabsTrigger>
            <TabsTrigger value="output">{t('basic.codeTabs.output')}</TabsTrigger>
          </TabsList>
          <TabsContent value="html">
            <Code label={t('basic.codeTabs.code', { lang: 'HTML' })}>{HTML}</Code>
          </TabsContent>
          <TabsContent value="js">
            <Code label={t('basic.codeTabs.code', { lang: 'JS' })}>{JS}</Code>
          </TabsContent>
          <TabsContent value="output">
            <div className="space-y-3 rounded-md border border-dashed p-4">
              <p className="text-sm text-muted-foreground">{t('basic.codeTabs.text')}</p>
              <Button size="sm" onClick={() => setGreeting(t('basic.codeTabs.hello'))}>
                {t('basic.codeTabs.button')}
              </Button>
              <p className="min-h-5 text-sm font-medium text-primary-text" aria-live="polite">
                {greeting}
              </p>
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

const SECTIONS = ['general', 'security', 'notifications'] as const;

/** Tabs stacked on the side (on top on phones). */
export function VerticalTabsCard() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('basic.verticalTabs.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="general" orientation="vertical" className="flex-col sm:flex-row">
          <TabsList aria-label={t('basic.verticalTabs.title')} className="sm:w-40 sm:shrink-0">
            {SECTIONS.map((s) => (
              <TabsTrigger key={s} value={s} className="justify-start">
                {t(`basic.verticalTabs.${s}.tab`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {SECTIONS.map((s) => (
            <TabsContent key={s} value={s} className="text-sm">
              <h3 className="mb-2 font-semibold">{t(`basic.verticalTabs.${s}.tab`)}</h3>
              <p>{t(`basic.verticalTabs.${s}.text`)}</p>
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
