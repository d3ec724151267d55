import { useCallback, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { RotateCcw, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';
import { Tooltip } from '@/components/ui/tooltip';

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

/** The first drag handle in the demo card around `from`. */
const firstHandleIn = (from: Element) =>
  from.closest('section')?.querySelector<HTMLElement>('[data-dnd-item] button[aria-roledescription]');

/**
 * "Reset order": disabled while nothing moved; after a reset, focus goes to the card's first handle.
 * Resetting disables the focused button, and the place to go is the card's first handle, not a neighbouring
 * control (what useFocusAfterRemove finds), so focus moves here once the re-render has disabled it.
 */
export function ResetButton({ disabled, onReset }: { disabled: boolean; onReset: () => void }) {
  const { t } = useTranslation('extension-widgets');
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useLayoutEffect(() => {
    if (!pressed.current || !disabled) return;
    pressed.current = false;
    if (button.current) firstHandleIn(button.current)?.focus();
  }, [disabled]);
  return (
    <div className="mt-4 flex justify-end">
      <Button
        ref={button}
        variant="ghost"
        color="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => {
          pressed.current = true;
          onReset();
        }}
      >
        <RotateCcw aria-hidden="true" />
        {t('dragDrop.reset')}
      </Button>
    </div>
  );
}

/** An icon button at the end of a list row, named by its tooltip text; `action` is its data-action (focus after remove). */
export function RowAction({
  action,
  label,
  onClick,
  children,
}: {
  action: string;
  label: string;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label}>
      <Button variant="ghost" color="secondary" size="icon-sm" className="-mr-1" aria-label={label} onClick={onClick} data-action={action}>
        {children}
      </Button>
    </Tooltip>
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
  end,
  ref,
  children,
  className,
}: {
  id: string;
  label: string;
  count: number;
  highlight?: boolean;
  /** A drop zone after the last card (see ListEnd); `marked` draws the insertion line there. */
  end?: { id: string; marked: boolean };
  ref?: Ref<HTMLUListElement>;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('extension-widgets');
  const { setNodeRef, isOver } = useDroppable({ id, data: { containerId: id, count } });
  const setRefs = useCallback(
    (node: HTMLUListElement | null) => {
      setNodeRef(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [setNodeRef, ref],
  );
  return (
    <ul
      ref={setRefs}
      aria-label={label}
      data-dnd-col=""
      // Focus can land on the list itself, e.g. when its last card is removed.
      tabIndex={-1}
      className={cn(
        'flex min-h-[4.75rem] flex-col gap-2 rounded-xl border border-transparent bg-muted/60 p-2 transition-colors duration-150 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        (highlight ?? isOver) && 'border-dashed border-primary/50 bg-primary-soft',
        className,
      )}
    >
      {children}
      {count === 0 ? (
        <li className="flex flex-1 items-center justify-center gap-2 rounded-lg border border-dashed border-input px-3 py-4 text-center text-sm text-muted-foreground">
          {t('dragDrop.emptyList')}
        </li>
      ) : (
        end && <ListEnd id={end.id} containerId={id} count={count} marked={end.marked} />
      )}
    </ul>
  );
}

/**
 * The strip below a filled list's last card, as a drop target of its own: a card target means "before this card",
 * so without it neither the keyboard nor the pointer could aim after the last card. It sits in the list's bottom
 * padding (no extra height) and is hidden from assistive tech, which hears the position in the announcements.
 */
function ListEnd({ id, containerId, count, marked }: { id: string; containerId: string; count: number; marked: boolean }) {
  const { setNodeRef } = useDroppable({ id, data: { containerId, count, end: true } });
  return (
    <li
      ref={setNodeRef}
      aria-hidden="true"
      data-dnd-end=""
      className={cn(
        'relative -my-2 h-2 shrink-0',
        marked &&
          "before:absolute before:inset-x-2 before:top-[3px] before:h-0.5 before:rounded-full before:bg-primary before:content-['']",
      )}
    />
  );
}
