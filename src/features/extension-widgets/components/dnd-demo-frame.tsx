import { type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { RotateCcw, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';

export function KeyboardHint() {
  const { t } = useTranslation('extension-widgets');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border/60 bg-card px-4 py-3 text-sm text-muted-foreground shadow-card">
      <span className="font-medium text-[var(--heading)]">{t('dragDrop.keys.title')}</span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd>{t('dragDrop.keys.space')}</Kbd> {t('dragDrop.keys.lift')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd aria-hidden="true">↑</Kbd>
        <Kbd aria-hidden="true">↓</Kbd>
        <Kbd aria-hidden="true">←</Kbd>
        <Kbd aria-hidden="true">→</Kbd> {t('dragDrop.keys.move')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd>{t('dragDrop.keys.space')}</Kbd> {t('dragDrop.keys.drop')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd>Esc</Kbd> {t('dragDrop.keys.cancel')}
      </span>
    </p>
  );
}

/** dnd-kit accessibility props: translated instructions and announcements. */
export function useA11y() {
  const { t } = useTranslation('extension-widgets');
  return { t, instructions: { draggable: t('dragDrop.instructions') } };
}

/**
 * Focuses what `find` returns once React has re-rendered. Remove, Clear and Reset take away (or disable) the
 * focused button, which would otherwise drop keyboard focus on <body>.
 */
export function focusSoon(find: () => HTMLElement | null | undefined) {
  setTimeout(() => find()?.focus(), 0);
}

/** The first drag handle in the demo card around `from`. */
const firstHandleIn = (from: Element) =>
  from.closest('section')?.querySelector<HTMLElement>('[data-dnd-item] button[aria-roledescription]');

/** "Reset order": disabled while nothing moved; after a reset, focus goes to the card's first handle. */
export function ResetButton({ disabled, onReset }: { disabled: boolean; onReset: () => void }) {
  const { t } = useTranslation('extension-widgets');
  return (
    <div className="mt-4 flex justify-end">
      <Button
        variant="ghost"
        color="secondary"
        size="sm"
        disabled={disabled}
        onClick={(e) => {
          const button = e.currentTarget;
          onReset();
          focusSoon(() => firstHandleIn(button));
        }}
      >
        <RotateCcw aria-hidden="true" />
        {t('dragDrop.reset')}
      </Button>
    </div>
  );
}

export function ListFrame({ title, count, children, action }: { title: string; count: number; children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation('extension-widgets');
  return (
    <div className="min-w-0">
      <div className="mb-2 flex min-h-8 items-center gap-2">
        <Users className="size-4 text-muted-foreground" aria-hidden="true" />
        <h3 className="truncate text-sm font-semibold text-[var(--heading)]">{title}</h3>
        <Badge variant="soft" color="secondary">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('dragDrop.count', { count })}</span>
        </Badge>
        <span className="ml-auto">{action}</span>
      </div>
      {children}
    </div>
  );
}

/** A list column that also accepts drops when empty (or below its last card). */
export function DroppableList({
  id,
  label,
  count,
  highlight,
  children,
  className,
}: {
  id: string;
  label: string;
  count: number;
  highlight?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('extension-widgets');
  const { setNodeRef, isOver } = useDroppable({ id, data: { containerId: id, count } });
  return (
    <ul
      ref={setNodeRef}
      aria-label={label}
      data-dnd-col=""
      // Focus lands on the list itself when its last card is removed (see focusSoon).
      tabIndex={-1}
      className={cn(
        'flex min-h-[4.75rem] flex-col gap-2 rounded-xl border border-transparent bg-muted/60 p-2 transition-colors duration-150 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        (highlight ?? isOver) && 'border-dashed border-primary/50 bg-primary-soft',
        className,
      )}
    >
      {children}
      {count === 0 && (
        <li className="flex flex-1 items-center justify-center gap-2 rounded-lg border border-dashed border-input px-3 py-4 text-center text-sm text-muted-foreground">
          {t('dragDrop.emptyList')}
        </li>
      )}
    </ul>
  );
}

// ————— Simple reorder —————
