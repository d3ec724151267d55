import { useRef, useState, type ReactNode, type RefObject } from 'react';
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
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import type { Task } from '../api/todo.contract';
import { useMoveTask } from '../api/todo.queries';

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface Props {
  tasks: Task[];
  listRef: RefObject<HTMLUListElement | null>;
  children: (ordered: Task[]) => ReactNode;
}

/**
 * The task list's drag to reorder (FEATURES todo "Added"): pointer on a row's grip (after 6 px, so a tap still
 * works) or keyboard (Space on the grip, ↑/↓, Space to drop, Esc to cancel), each step announced. A drop puts
 * the task before its new lower neighbour (or last) in the stored order; the rows keep the dropped order on
 * screen until the list data catches up, so nothing jumps back for a frame.
 */
export function SortableTasks({ tasks, listRef, children }: Props) {
  const { t } = useTranslation('todo');
  const move = useMoveTask();
  const [dropped, setDropped] = useState<{ base: Task[]; ids: number[] } | null>(null);
  const ordered = dropped?.base === tasks ? dropped.ids.flatMap((id) => tasks.filter((task) => task.id === id)) : tasks;
  const ids = ordered.map((task) => task.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) => ordered.find((task) => task.id === id)?.title ?? '';
  const place = (id: UniqueIdentifier | undefined) => ({ position: ids.indexOf(Number(id)) + 1, total: ids.length });
  // dnd-kit reports "over itself" right after a pick-up; saying so would replace the pick-up message.
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return t('dnd.picked', { title: titleOf(active.id), ...place(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return t('dnd.over', { title: titleOf(active.id), ...place(over.id) });
    },
    onDragEnd: ({ active, over }) => t('dnd.dropped', { title: titleOf(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id), ...place(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(Number(active.id));
    const to = over ? ids.indexOf(Number(over.id)) : -1;
    if (from < 0 || to < 0 || from === to) return;
    const next = arrayMove(ids, from, to);
    setDropped({ base: tasks, ids: next });
    move.mutate(
      { id: Number(active.id), before: next[to + 1] ?? null },
      {
        onError: (error) => {
          setDropped(null);
          toast.error(t('toast.moveFailed'), { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={listRef} aria-label={t('list.label')} aria-describedby="todo-keys">
          {children(ordered)}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
