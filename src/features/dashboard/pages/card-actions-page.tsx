import { useEffect, useRef, useState } from 'react';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { Button } from '@/components/ui/button';
import { ActionCard, type CardAction } from '../components/gallery/action-card';

const ROWS = [
  { action: 'collapse', icon: ChevronDown },
  { action: 'refresh', icon: RotateCw },
  { action: 'remove', icon: X },
] as const;

const DEMOS: { key: string; actions: CardAction[] }[] = [
  { key: 'collapsible', actions: ['collapse'] },
  { key: 'refresh', actions: ['refresh'] },
  { key: 'removable', actions: ['remove'] },
  { key: 'all', actions: ['collapse', 'refresh', 'remove'] },
];

const CODE = `<ActionCard
  title="Card actions"
  actions={['collapse', 'refresh', 'remove']}
  onRefresh={() => refetch()}
  onRemove={() => setVisible(false)}
>
  <p>Any content</p>
</ActionCard>`;

export default function CardActionsPage() {
  const { t } = useTranslation('dashboard');
  const [removed, setRemoved] = useState<string[]>([]);
  // The first card brought back takes the focus from "Restore cards", which disappears.
  const [restoredFirst, setRestoredFirst] = useState<string>();
  const restore = useRef<HTMLButtonElement>(null);
  // The removed card's button is gone: keep keyboard focus on the page by moving it to "Restore cards".
  useEffect(() => {
    if (removed.length) restore.current?.focus();
  }, [removed.length]);
  return (
    <div className="grid grid-cols-12 gap-6">
      <DemoCard
        title={t('cardActions.reference.title')}
        description={t('cardActions.reference.subtitle')}
        code={CODE}
        className="col-span-12"
      >
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('cardActions.reference.title')}</caption>
            <thead>
              <tr className="border-b text-start text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-2 pe-4 text-start font-semibold">
                  {t('cardActions.reference.action')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start font-semibold">
                  {t('cardActions.reference.icon')}
                </th>
                <th scope="col" className="py-2 text-start font-semibold">
                  {t('cardActions.reference.details')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(({ action, icon: Icon }) => (
                <tr key={action} className="border-b last:border-0">
                  <th scope="row" className="py-3 pe-4 text-start font-medium text-[var(--heading)]">
                    {t(`actions.${action}`)}
                  </th>
                  <td className="py-3 pe-4">
                    <Icon className="size-4" aria-hidden="true" />
                  </td>
                  <td className="py-3">{t(`cardActions.reference.${action}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DemoCard>
      {removed.length > 0 && (
        <div
          className="col-span-12 flex flex-wrap items-center gap-3 rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning-text"
          role="status"
        >
          {t('cardActions.removedCount', { count: removed.length })}
          <Button
            ref={restore}
            variant="link"
            color="primary"
            onClick={() => {
              setRestoredFirst(DEMOS.find((d) => removed.includes(d.key))?.key);
              setRemoved([]);
            }}
          >
            {t('cardActions.restore')}
          </Button>
        </div>
      )}
      {DEMOS.filter((d) => !removed.includes(d.key)).map(({ key, actions }) => (
        <ActionCard
          key={key}
          title={t(`cardActions.demos.${key}.title`)}
          actions={actions}
          onRemove={() => setRemoved((r) => [...r, key])}
          focusOnMount={key === restoredFirst}
          className="col-span-12 md:col-span-6 self-start"
        >
          <p className="text-sm">{t(`cardActions.demos.${key}.text`)}</p>
          <p className="mt-3 text-sm text-muted-foreground">{t('cardActions.demos.filler')}</p>
        </ActionCard>
      ))}
    </div>
  );
}
