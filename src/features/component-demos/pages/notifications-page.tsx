import { useState } from 'react';
import { BellRing, CircleCheck, Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { toast, type ExternalToast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

type Position = NonNullable<ExternalToast['position']>;
const POSITIONS: Position[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'];
const KINDS = [
  ['default', 'secondary'],
  ['success', 'success'],
  ['info', 'info'],
  ['warning', 'warning'],
  ['error', 'danger'],
] as const;

export default function NotificationsPage() {
  const { t, i18n } = useTranslation('component-demos');
  const seconds = (ms: number) => formatNumber(ms / 1000, i18n.language);
  const [fixedClicks, setFixedClicks] = useState(0);
  const show = (kind: (typeof KINDS)[number][0], options: ExternalToast = {}) => {
    const title = t(`notifications.kinds.${kind}`);
    const description = t('notifications.text');
    if (kind === 'default') toast(title, { description, ...options });
    else toast[kind](title, { description, ...options });
  };

  return (
    <DemoGrid>
      <DemoCard
        title={t('notifications.default')}
        description={t('notifications.defaultText')}
        code={`import { toast } from '@/components/ui/toast';\n\ntoast.success('Saved', { description: 'All changes are stored.' });`}
        contentClassName="flex flex-wrap gap-3"
      >
        {KINDS.map(([kind, color]) => (
          <Button key={kind} color={color} onClick={() => show(kind)}>
            {t(`notifications.kinds.${kind}`)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('notifications.icon')}
        code={`toast('New message', { icon: <BellRing /> });`}
        contentClassName="flex flex-wrap gap-3"
      >
        {(
          [
            ['bell', BellRing, 'primary'],
            ['check', CircleCheck, 'success'],
            ['info', Info, 'info'],
            ['warn', TriangleAlert, 'warning'],
            ['stop', OctagonAlert, 'danger'],
          ] as const
        ).map(([key, Icon, color]) => (
          <Button
            key={key}
            variant="soft"
            color={color}
            onClick={() => toast(t(`notifications.icons.${key}`), { icon: <Icon className="size-4" aria-hidden="true" /> })}
          >
            <Icon aria-hidden="true" />
            {t(`notifications.icons.${key}`)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('notifications.positions')}
        description={t('notifications.positionsText')}
        code={`toast('Hello', { position: 'bottom-left' });`}
      >
        <div className="grid grid-cols-3 gap-2">
          {POSITIONS.map((position) => (
            <Button
              key={position}
              variant="outline"
              size="sm"
              className="h-auto min-h-8 py-1 leading-tight whitespace-normal"
              onClick={() => toast(t('notifications.at', { position: t(`notifications.pos.${position}`) }), { position })}
            >
              {t(`notifications.pos.${position}`)}
            </Button>
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('notifications.time')}
        description={t('notifications.timeText')}
        code={`toast('Short', { duration: 1500 });`}
        contentClassName="flex flex-wrap gap-3"
      >
        {[1500, 4000, 10000].map((ms) => (
          <Button key={ms} variant="soft" onClick={() => toast(t('notifications.for', { s: seconds(ms) }), { duration: ms })}>
            {t('notifications.seconds', { s: seconds(ms) })}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('notifications.fixed')}
        description={t('notifications.fixedText')}
        code={`toast('Update ready', {\n  duration: Infinity,\n  action: { label: 'Reload', onClick: () => reload() },\n});`}
        contentClassName="grid gap-3"
      >
        <Button
          color="warning"
          className="w-fit"
          onClick={() =>
            toast(t('notifications.fixedTitle'), {
              description: t('notifications.fixedDesc'),
              duration: Number.POSITIVE_INFINITY,
              action: { label: t('notifications.fixedAction'), onClick: () => setFixedClicks((n) => n + 1) },
            })
          }
        >
          {t('notifications.showFixed')}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('notifications.callbackRan', { count: fixedClicks })}
        </p>
        <Button variant="ghost" color="secondary" size="sm" className="w-fit" onClick={() => toast.dismiss()}>
          {t('notifications.dismissAll')}
        </Button>
      </DemoCard>
    </DemoGrid>
  );
}
