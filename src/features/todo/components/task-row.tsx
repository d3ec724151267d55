import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Info, RotateCcw, Star, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { Task } from '../api/todo.contract';
import { TaskTagChip } from './task-tag-chip';
import type { useTaskActions } from './use-task-actions';

interface TaskRowProps {
  task: Task;
  active: boolean;
  /** Bulk selection (separate from completion). */
  selected: boolean;
  onSelect: () => void;
  actions: ReturnType<typeof useTaskActions>;
  onOpen: (task: Task) => void;
  onFocusRow: () => void;
  /** Arrow/Home/End keys on the row's controls (the list moves between rows). */
  onNavigate: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * One task: the title is the row's button (it opens the task; its hit area covers the whole row). Space on it
 * completes the task (list shortcut, see list.hint). The row's controls share one roving tab stop. The grip
 * handle reorders: drag it, or Space on it, arrows, Space (TaskList owns the drag context).
 * Layout follows the row's own width (a container query): on one line when wide; when narrow (a phone), the title and
 * description take the full width beside the checkboxes and the tags and actions move to a line below them.
 */
export function TaskRow({ task, active, selected, onSelect, actions, onOpen, onFocusRow, onNavigate }: TaskRowProps) {
  const { t } = useTranslation('todo');
  const titleId = useId();
  const sortable = useSortable({ id: task.id });
  const { isDragging } = sortable;
  // Arrow keys belong to dnd-kit while a keyboard drag is on; otherwise they move between rows.
  const onHandleKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    sortable.listeners?.onKeyDown?.(e);
    if (!isDragging && !e.defaultPrevented) onNavigate(e);
  };
  const onTitleKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === ' ') {
      e.preventDefault();
      if (!task.isTrashed) void actions.toggle(task, 'isCompleted');
    } else onNavigate(e);
  };
  // The row's action buttons: one tab stop per row (roving), arrows move between rows.
  const rowAction = { variant: 'ghost', size: 'icon-sm', tabIndex: active ? 0 : -1, onKeyDown: onNavigate } as const;

  return (
    <li
      ref={sortable.setNodeRef}
      data-task-row={task.id}
      onFocus={onFocusRow}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'group @container relative cursor-pointer border-b transition-colors hover:bg-muted/60 has-[[data-task-open]:focus-visible]:bg-primary-soft/60 animate-fade-in',
        selected && 'bg-primary-soft/40',
        isDragging && 'z-10 rounded-md bg-card shadow-lg ring-1 ring-border hover:bg-card',
      )}
    >
      {/* Columns: checkboxes | text | actions. Narrow rows: title and description span text + actions columns,
          tags and actions share a third line. DOM (and tab) order is the same at every width. */}
      <div data-task-layout className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 py-3 ps-2 pe-4 @lg:gap-x-3">
        <span className="relative z-[1] col-start-1 row-start-1 flex h-6 items-center gap-2">
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            data-task-drag
            {...sortable.attributes}
            {...sortable.listeners}
            onKeyDown={onHandleKeyDown}
            tabIndex={active ? 0 : -1}
            aria-label={t('row.drag', { title: task.title })}
            className="flex h-6 w-4 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground/70 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
          <span className="flex items-center gap-2 @lg:gap-3">
            <Checkbox
              data-task-select
              checked={selected}
              aria-label={t('bulk.select', { title: task.title })}
              onCheckedChange={onSelect}
              tabIndex={active ? 0 : -1}
              onKeyDown={onNavigate}
            />
            <span aria-hidden="true" className="h-5 w-px bg-border" />
            <Checkbox
              data-task-complete
              checked={task.isCompleted}
              disabled={task.isTrashed}
              aria-labelledby={titleId}
              onCheckedChange={() => void actions.toggle(task, 'isCompleted')}
              tabIndex={active ? 0 : -1}
              onKeyDown={onNavigate}
            />
          </span>
        </span>
        {/* Wide: title and tags flow on one line; narrow: this box dissolves and its parts take their own grid cells. */}
        <div className="contents @lg:col-start-2 @lg:row-start-1 @lg:flex @lg:min-w-0 @lg:flex-wrap @lg:items-center @lg:gap-x-2 @lg:gap-y-1">
          {/* The ::after box stretches the button over the row: a click anywhere opens the task; the ring marks the row. */}
          <button
            type="button"
            data-task-open
            tabIndex={active ? 0 : -1}
            onClick={() => onOpen(task)}
            onKeyDown={onTitleKeyDown}
            className="col-[2/4] row-start-1 min-w-0 cursor-pointer text-start outline-none after:absolute after:inset-0 focus-visible:after:ring-2 focus-visible:after:ring-primary focus-visible:after:ring-inset"
          >
            <span
              id={titleId}
              className={cn(
                'min-w-0 font-medium break-words [overflow-wrap:anywhere] line-clamp-2',
                task.isCompleted && 'text-muted-foreground line-through',
              )}
            >
              {task.title}
            </span>
          </button>
          {task.tags.length > 0 && (
            <span data-task-tags className="col-start-2 row-start-3 mt-1.5 flex flex-wrap gap-1 self-center @lg:contents">
              {task.tags.map((tag) => (
                <TaskTagChip key={tag} tag={tag} />
              ))}
            </span>
          )}
        </div>
        {task.desc && (
          <p
            dir="auto"
            className="col-[2/4] row-start-2 mt-0.5 line-clamp-2 text-sm break-words text-muted-foreground @lg:col-[2/3] @lg:line-clamp-1 ltr:text-left rtl:text-right"
          >
            {task.desc}
          </p>
        )}
        <div
          data-task-actions
          className="relative z-[1] col-start-3 row-start-3 mt-1.5 -me-1.5 flex items-center gap-0.5 self-center @lg:row-[1/3] @lg:mt-0 @lg:me-0 @lg:self-start"
        >
          {task.isTrashed ? (
            <Tooltip content={t('row.restore')}>
              <Button {...rowAction} color="primary" aria-label={t('row.restore')} onClick={() => void actions.restore(task)}>
                <RotateCcw aria-hidden="true" />
              </Button>
            </Tooltip>
          ) : (
            <>
              <Button
                {...rowAction}
                color={task.isImportant ? 'success' : 'secondary'}
                aria-label={t('row.important')}
                aria-pressed={task.isImportant}
                onClick={() => void actions.toggle(task, 'isImportant')}
                className={cn(!task.isImportant && 'text-muted-foreground')}
              >
                <Info aria-hidden="true" />
              </Button>
              <Button
                {...rowAction}
                color={task.isStarred ? 'warning' : 'secondary'}
                aria-label={t('row.star')}
                aria-pressed={task.isStarred}
                onClick={() => void actions.toggle(task, 'isStarred')}
                className={cn(!task.isStarred && 'text-muted-foreground')}
              >
                <Star aria-hidden="true" className={cn(task.isStarred && 'fill-current')} />
              </Button>
              <Button
                {...rowAction}
                color="danger"
                aria-label={t('row.trash')}
                onClick={() => void actions.trash(task)}
                className="text-muted-foreground"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
