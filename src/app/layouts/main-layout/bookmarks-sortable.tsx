import { useMemo, useRef, type MutableRefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cn } from '@/lib/cn';
import { Tooltip } from '@/components/ui/tooltip';
import { bookmarkLinkClass, type BookmarkItem } from './bookmarks';

interface Props {
  items: readonly BookmarkItem[];
  onReorder: (urls: string[]) => void;
}

/**
 * The starred-pages bar with drag to reorder. Pointer: drag starts after 6 px, so a click still opens the page.
 * Keyboard: Space picks the focused bookmark up, ←/→ move it, Space or Enter drops, Esc cancels
 * (Enter alone still follows the link); each step is announced.
 */
export default function SortableBookmarks({ items, onReorder }: Props) {
  const { t } = useTranslation();
  const urls = items.map((i) => i.url);
  const labelOf = (id: string | number) => items.find((i) => i.url === id)?.label ?? String(id);
  const positionOf = (id: string | number) => urls.indexOf(String(id)) + 1;
  const justDragged = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('bookmarks.dnd.picked', { name: labelOf(active.id), position: positionOf(active.id), total: urls.length }),
    onDragOver: ({ active, over }) =>
      over ? t('bookmarks.dnd.over', { name: labelOf(active.id), position: positionOf(over.id), total: urls.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('bookmarks.dnd.dropped', { name: labelOf(active.id), position: positionOf(over?.id ?? active.id), total: urls.length }),
    onDragCancel: ({ active }) => t('bookmarks.dnd.cancelled', { name: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // The pointerup that ends a drag is followed by a click on the link: swallow that one click.
    window.setTimeout(() => {
      justDragged.current = false;
    }, 0);
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(urls, urls.indexOf(String(active.id)), urls.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('bookmarks.dnd.instructions') } }}
      onDragStart={() => {
        justDragged.current = true;
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        justDragged.current = false;
      }}
    >
      <SortableContext items={urls} strategy={horizontalListSortingStrategy}>
        {items.map((item) => (
          <SortableBookmark key={item.url} item={item} justDragged={justDragged} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableBookmark({ item, justDragged }: { item: BookmarkItem; justDragged: MutableRefObject<boolean> }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.url });
  const Icon = item.icon;
  const style = useMemo(() => ({ transform: CSS.Translate.toString(transform), transition }), [transform, transition]);
  return (
    <Tooltip content={item.label} side="bottom">
      <Link
        ref={setNodeRef}
        to={item.url}
        aria-label={item.label}
        aria-describedby={attributes['aria-describedby']}
        data-bookmark={item.url}
        {...listeners}
        onClick={(e) => {
          if (justDragged.current) e.preventDefault();
        }}
        style={style}
        className={cn(
          bookmarkLinkClass,
          'touch-none',
          isDragging && 'z-10 cursor-grabbing bg-muted text-primary-text shadow-md ring-1 ring-border',
        )}
      >
        <Icon className="size-[18px]" aria-hidden="true" />
      </Link>
    </Tooltip>
  );
}
