import type { CSSProperties, KeyboardEventHandler, PointerEventHandler, ReactNode } from 'react';
import { useSortable, defaultAnimateLayoutChanges, type AnimateLayoutChanges } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { avatarSrc, type Person } from './dnd-people';
import { useReducedMotion } from '@/hooks/use-media-query';

const CARD =
  'relative flex min-w-0 items-center gap-3 rounded-lg border bg-card py-2 pr-3 pl-1.5 text-left transition-[box-shadow,border-color,background-color] duration-150';

/** The face of a person row: grip, avatar, name and role. Used in lists and in the drag overlay. */
function PersonCardBody({ person, handle, trailing }: { person: Person; handle: ReactNode; trailing?: ReactNode }) {
  const { t } = useTranslation('extension-widgets');
  return (
    <>
      {handle}
      <Avatar src={avatarSrc(person.avatar)} name={person.name} size="sm" decorative />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-[var(--heading)]">{person.name}</span>
        <span className="block truncate text-xs text-muted-foreground">{t(`dragDrop.roles.${person.role}`)}</span>
      </span>
      {trailing}
    </>
  );
}

const GRIP = 'grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground';

/** Static copy of a card shown under the pointer / keyboard while dragging. */
export function PersonOverlay({ person, className }: { person: Person; className?: string }) {
  return (
    <div className={cn(CARD, 'cursor-grabbing border-primary/50 shadow-xl ring-1 ring-primary/20', className)}>
      <PersonCardBody
        person={person}
        handle={
          <span className={GRIP}>
            <GripVertical className="size-4" aria-hidden="true" />
          </span>
        }
      />
    </div>
  );
}

export interface SortablePersonProps {
  person: Person;
  /** Transition of neighbours moving aside; null disables it (reduced motion). */
  transition?: { duration: number; easing: string } | null;
  /** Animate every index change (e.g. after a shuffle), not only the ones caused by dragging. */
  animateAll?: boolean;
  /** Shows an insertion line above the card (clone target). */
  insertBefore?: boolean;
  /** Source list of a clone demo: the card stays in place while its copy is dragged. */
  staysInPlace?: boolean;
  trailing?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

const animateAllChanges: AnimateLayoutChanges = (args) => defaultAnimateLayoutChanges({ ...args, wasDragging: true });

/**
 * A sortable person row. The grip is the keyboard activator (Space lifts, arrows move, Space drops, Esc cancels);
 * the whole card can be dragged with a mouse, but on touch only the grip captures the gesture (touch-action: none),
 * so the page still scrolls when a finger swipes across a card.
 */
export function SortablePerson({
  person,
  transition,
  animateAll,
  insertBefore,
  staysInPlace,
  trailing,
  className,
  style: extraStyle,
}: SortablePersonProps) {
  const { t } = useTranslation('extension-widgets');
  const reduced = useReducedMotion();
  const sortable = useSortable({
    id: person.id,
    transition: reduced ? null : transition === undefined ? { duration: 200, easing: 'ease' } : transition,
    animateLayoutChanges: animateAll ? animateAllChanges : undefined,
    attributes: { roleDescription: t('dragDrop.roleDescription') },
  });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = sortable;
  const style: CSSProperties = staysInPlace
    ? { ...extraStyle }
    : { ...extraStyle, transform: CSS.Translate.toString(transform), transition: sortable.transition };
  // dnd-kit types its listeners as `Function`; these are React's pointer/keyboard handlers.
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  const placeholder = isDragging && !staysInPlace;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-dnd-item=""
      onPointerDown={onPointerDown}
      className={cn(
        CARD,
        'cursor-grab shadow-xs select-none hover:border-primary/40 hover:shadow-md active:cursor-grabbing',
        placeholder && 'border-dashed border-primary/60 bg-primary-soft shadow-none hover:shadow-none [&>*]:opacity-0',
        isDragging && staysInPlace && 'border-primary/40 ring-2 ring-primary/15',
        insertBefore &&
          "before:absolute before:inset-x-2 before:-top-[5px] before:h-0.5 before:rounded-full before:bg-primary before:content-['']",
        className,
      )}
    >
      <PersonCardBody
        person={person}
        trailing={trailing}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={onKeyDown}
            aria-label={t('dragDrop.handle', { name: person.name })}
            className={cn(
              GRIP,
              'cursor-grab touch-none transition-colors hover:bg-muted hover:text-[var(--heading)] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            )}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
      />
    </li>
  );
}
