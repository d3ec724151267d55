import { useMemo, useRef, useState, type ComponentProps, type MutableRefObject, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';
import { bookmarkLinkClass, moveBookmark, OVERFLOW_DROP_ID, type BookmarkItem } from './bookmarks';

interface Props {
  /** Every visible bookmark in stored order: the first `shown` sit in the bar, the rest in the overflow list. */
  items: readonly BookmarkItem[];
  shown: number;
  onReorder: (urls: string[]) => void;
}

/** Items do not slide while dragging (bar and list have different axes): the overlay follows the pointer and
 * the target shows a drop marker. */
const noShift = () => null;

/**
 * The starred-pages bar and its overflow list, with drag to reorder within and across them. Pointer: drag starts
 * after 6 px, so a click still opens the page; dropping a bar bookmark on ⌄ sends it to the overflow list.
 * Keyboard: Space picks the focused bookmark up, the arrow keys move it (↓ from the bar into the open list),
 * Space or Enter drops, Esc cancels (Enter alone still follows the link); each step is announced.
 */
export default function SortableBookmarks({ items, shown, onReorder }: Props) {
  // Its strings travel with this chunk (overlays namespace), not in the entry.
  const { t } = useTranslation('overlays');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const urls = items.map((i) => i.url);
  const inline = items.slice(0, shown);
  const overflow = items.slice(shown);
  const labelOf = (id: UniqueIdentifier) => items.find((i) => i.url === id)?.label ?? String(id);
  const positionOf = (id: UniqueIdentifier) => (id === OVERFLOW_DROP_ID ? shown + 1 : urls.indexOf(String(id)) + 1);
  const justDragged = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const total = urls.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('bookmarks.dnd.picked', { name: labelOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      if (over.id === OVERFLOW_DROP_ID) return t('bookmarks.dnd.overMore', { name: labelOf(active.id), shown });
      return t('bookmarks.dnd.over', { name: labelOf(active.id), position: positionOf(over.id), total });
    },
    onDragEnd: ({ active, over }) =>
      t('bookmarks.dnd.dropped', {
        name: labelOf(active.id),
        position: Math.min(positionOf(over?.id ?? active.id), total),
        total,
      }),
    onDragCancel: ({ active }) => t('bookmarks.dnd.cancelled', { name: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    // The pointerup that ends a drag is followed by a click on the link: swallow that one click.
    window.setTimeout(() => {
      justDragged.current = false;
    }, 0);
    if (!over) return;
    const next = moveBookmark(urls, String(active.id), String(over.id), shown);
    if (next.some((url, i) => url !== urls[i])) onReorder(next);
  };
  const dragged = items.find((i) => i.url === activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('bookmarks.dnd.instructions') } }}
      onDragStart={({ active }) => {
        justDragged.current = true;
        setActiveId(active.id);
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        justDragged.current = false;
        setActiveId(null);
      }}
    >
      <SortableContext items={urls} strategy={noShift}>
        {inline.map((item) => (
          <Tooltip key={item.url} content={item.label} side="bottom">
            <SortableBookmark item={item} justDragged={justDragged} className={bookmarkLinkClass}>
              <item.icon className="size-[18px]" aria-hidden="true" />
            </SortableBookmark>
          </Tooltip>
        ))}
        {overflow.length > 0 && (
          <Popover open={open} onOpenChange={setOpen}>
            <OverflowTrigger label={t('bookmarks.more', { count: overflow.length })} />
            <PopoverContent
              align="start"
              aria-label={t('bookmarks.more', { count: overflow.length })}
              className="w-60 p-1"
              // A drag that starts on the bar must not close the list it is heading for.
              onInteractOutside={(e) => {
                if ((e.target as Element | null)?.closest?.('[data-bookmark]')) e.preventDefault();
              }}
            >
              <ul className="grid max-h-80 gap-0.5 overflow-y-auto">
                {overflow.map((item) => (
                  <li key={item.url}>
                    <SortableBookmark
                      item={item}
                      justDragged={justDragged}
                      onNavigate={() => setOpen(false)}
                      className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-foreground hover:bg-muted hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0"
                    >
                      <item.icon aria-hidden="true" />
                      <span className="truncate">{item.label}</span>
                    </SortableBookmark>
                  </li>
                ))}
              </ul>
            </PopoverContent>
          </Popover>
        )}
      </SortableContext>
      {/* In <body>: the navbar's backdrop filter would otherwise be the containing block of the fixed overlay. */}
      {createPortal(
        <DragOverlay dropAnimation={null}>
          {dragged && (
            // The overlay box has the size of the dragged row: the chip sits at its centre, under the pointer.
            <div className="flex size-full cursor-grabbing items-center justify-center">
              <span className="inline-flex rounded-md bg-card p-2 text-primary-text shadow-lg ring-1 ring-border">
                <dragged.icon className="size-[18px]" aria-hidden="true" />
              </span>
            </div>
          )}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}

/** ⌄ opens the overflow list; it is also the drop target that sends a bar bookmark there. */
function OverflowTrigger({ label }: { label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: OVERFLOW_DROP_ID });
  return (
    <PopoverTrigger asChild>
      <Button
        ref={setNodeRef}
        variant="ghost"
        color="secondary"
        size="icon"
        aria-label={label}
        className={cn(isOver && 'bg-primary-soft text-primary-text ring-2 ring-primary')}
      >
        <ChevronDown aria-hidden="true" />
      </Button>
    </PopoverTrigger>
  );
}

interface SortableBookmarkProps extends Omit<ComponentProps<typeof Link>, 'to' | 'className'> {
  item: BookmarkItem;
  justDragged: MutableRefObject<boolean>;
  className: string;
  onNavigate?: () => void;
  /** Set by a wrapping Tooltip (Slot), merged with dnd-kit's node ref. */
  ref?: Ref<HTMLAnchorElement>;
}

function SortableBookmark({ item, justDragged, className, onNavigate, children, ref, ...slotProps }: SortableBookmarkProps) {
  const { attributes, listeners, setNodeRef, isDragging, isOver } = useSortable({ id: item.url });
  const style = useMemo(() => ({ opacity: isDragging ? 0.4 : undefined }), [isDragging]);
  return (
    <Link
      {...slotProps}
      ref={(el) => {
        setNodeRef(el);
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      to={item.url}
      aria-label={item.label}
      aria-describedby={attributes['aria-describedby']}
      data-bookmark={item.url}
      {...listeners}
      onClick={(e) => {
        if (justDragged.current) e.preventDefault();
        else onNavigate?.();
      }}
      style={style}
      className={cn(className, 'touch-none', isOver && !isDragging && 'bg-primary-soft ring-2 ring-primary')}
    >
      {children}
    </Link>
  );
}
