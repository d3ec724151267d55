import { useState } from 'react';
import { CircleAlert, CircleCheck, Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DemoCard } from '@/components/patterns/demo-card';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { BRAND_COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const ICONS = { primary: Info, success: CircleCheck, danger: OctagonAlert, warning: TriangleAlert, dark: CircleAlert } as const;
const LIMIT = 20;

export default function AlertPage() {
  const { t } = useTranslation('component-demos');
  const [open, setOpen] = useState(true);
  // The pressed control disappears (× unmounts, Reopen disables): focus goes to the one button left, its counterpart.
  const refocus = useFocusAfterRemove({ focus: 'button', skipDisabled: true });
  const toggle = (next: boolean, button: HTMLElement | null | undefined) => {
    if (button) refocus.mark(button);
    setOpen(next);
  };
  const [text, setText] = useState('');
  return (
    <DemoGrid>
      <DemoCard
        title={t('alert.default')}
        description={t('alert.defaultText')}
        code={`<Alert>\n  <AlertDescription className="opacity-100">Hello</AlertDescription>\n</Alert>`}
      >
        <Alert>
          <AlertDescription className="opacity-100">{t('alert.sample')}</AlertDescription>
        </Alert>
      </DemoCard>

      <DemoCard title={t('alert.colors')} code={`<Alert color="success">…</Alert>`} contentClassName="grid gap-3">
        {BRAND_COLORS.map((c) => (
          <Alert key={c} color={c} role="note">
            <AlertDescription className="opacity-100">{t('alert.colorSample', { color: t(`colors.${c}`) })}</AlertDescription>
          </Alert>
        ))}
      </DemoCard>

      <DemoCard
        title={t('alert.title')}
        code={`<Alert color="danger">\n  <AlertContent>\n    <AlertTitle>Title</AlertTitle>\n    <AlertDescription className="opacity-100">Text</AlertDescription>\n  </AlertContent>\n</Alert>`}
        contentClassName="grid gap-3"
      >
        <Alert role="note">
          <AlertContent>
            <AlertTitle>{t('alert.titleSample')}</AlertTitle>
            <AlertDescription className="opacity-100">{t('alert.sample')}</AlertDescription>
          </AlertContent>
        </Alert>
        <Alert color="danger" variant="solid" role="note">
          <AlertContent>
            <AlertTitle>{t('alert.solidTitle')}</AlertTitle>
            <AlertDescription className="opacity-100">{t('alert.sample')}</AlertDescription>
          </AlertContent>
        </Alert>
      </DemoCard>

      <DemoCard
        title={t('alert.icon')}
        code={`<Alert color="warning">\n  <TriangleAlert aria-hidden="true" />\n  <AlertDescription className="opacity-100">Careful</AlertDescription>\n</Alert>`}
        contentClassName="grid gap-3"
      >
        {BRAND_COLORS.map((c) => {
          const Icon = ICONS[c];
          return (
            <Alert key={c} color={c} variant="outline" role="note">
              <Icon aria-hidden="true" />
              <AlertDescription className="opacity-100">{t(`alert.iconSample.${c}`)}</AlertDescription>
            </Alert>
          );
        })}
      </DemoCard>

      <DemoCard
        title={t('alert.closable')}
        description={t('alert.closableText')}
        code={`{open && <Alert onClose={() => setOpen(false)}>…</Alert>}`}
        contentClassName="grid gap-3"
      >
        <div ref={refocus.container} className="grid gap-3">
          {open ? (
            <Alert
              color="success"
              onClose={() => toggle(false, refocus.container.current?.querySelector('button'))}
              closeLabel={t('alert.close')}
            >
              <CircleCheck aria-hidden="true" />
              <AlertDescription className="opacity-100">{t('alert.closableSample')}</AlertDescription>
            </Alert>
          ) : (
            <p className="text-sm text-muted-foreground">{t('alert.closed')}</p>
          )}
          <Button variant="outline" className="w-fit" disabled={open} onClick={(e) => toggle(true, e.currentTarget)}>
            {t('alert.reopen')}
          </Button>
        </div>
      </DemoCard>

      <DemoCard
        title={t('alert.example')}
        description={t('alert.exampleText', { count: LIMIT })}
        code={`{value.length > ${LIMIT} && (\n  <Alert color="danger">Too long</Alert>\n)}`}
        contentClassName="grid gap-3"
      >
        <Field label={t('alert.exampleLabel')} description={t('alert.counter', { count: text.length, max: LIMIT })}>
          <Input value={text} onChange={(e) => setText(e.target.value)} aria-invalid={text.length > LIMIT || undefined} />
        </Field>
        {text.length > LIMIT && (
          <Alert color="danger">
            <OctagonAlert aria-hidden="true" />
            <AlertDescription className="opacity-100">{t('alert.tooLong', { count: text.length - LIMIT })}</AlertDescription>
          </Alert>
        )}
      </DemoCard>
    </DemoGrid>
  );
}
