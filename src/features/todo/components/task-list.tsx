import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import type { Task, TodoFilter } from '../api/todo.contract';
import { useTasks } from '../api/todo.queries';
import { TaskBulkBar } from './task-bulk-bar';
import { SortableTasks } from './sortable-tasks';
import { TaskRow } from './task-row';
import { useTaskActions, type TaskActions } from './use-task-actions';

function ListSkeleton() {
  return (
    <ul aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <li key={i} className="flex items-start gap-3 border-b px-4 py-3.5">
          <Skeleton className="size-4.5" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-6 w-20" />
        </li>
      ))}
    </ul>
  );
}

interface TaskListProps {
  filter: TodoFilter;
  q: string;
  /** Opens Edit Task; `listActions` are the row actions that keep keyboard focus in the list when the task leaves it. */
  onOpen: (task: Task, listActions: TaskActions) => void;
}

export function TaskList({ filter, q, onOpen }: TaskListProps) {
  const { t } = useTranslation('todo');
  const query = useTasks(filter, q);
  const actions = useTaskActions();
  const [activeId, setActiveId] = useState<number | null>(null);
  // Trash / Restore take the row out of this list: focus moves on to the title of the row now in its place (or the
  // new last one), not to <body>.
  const refocus = useFocusAfterRemove<HTMLUListElement>({ item: '[data-task-row]', focus: '[data-task-open]' });
  const listRef = refocus.container;
  const tasks = query.data ?? [];
  // Selection belongs to one filter + search: a change of either starts empty. Ids no longer listed drop out.
  const scope = `${filter}\u0000${q}`;
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: new Set() });
  const selectedIds = selection.scope === scope ? selection.ids : new Set<number>();
  const selected = tasks.filter((task) => selectedIds.has(task.id));
  const setSelected = (ids: Iterable<number>) => setSelection({ scope, ids: new Set(ids) });
  const toggleSelected = (id: number) => setSelected(selectedIds.has(id) ? [...selectedIds].filter((x) => x !== id) : [...selectedIds, id]);
  const active = tasks.some((task) => task.id === activeId) ? activeId : (tasks[0]?.id ?? null);

  useEffect(() => listRef.current?.parentElement?.scrollTo?.({ top: 0 }), [filter, listRef]);

  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(query);
  if (loadError) return <ErrorState message={t('list.loadError')} {...retryProps(query, loadError)} />;
  if (query.isPending) return <ListSkeleton />;
  // A failed refresh (after a fault, or a rolled-back change) keeps the tasks that were loaded on screen.
  const refreshFailed = query.isError && query.data ? <RefreshFailedNotice {...retryProps(query, query.error)} /> : null;
  if (tasks.length === 0)
    return (
      <>
        {refreshFailed}
        {q ? (
          <EmptyState icon={<SearchX />} title={t('empty.search')} description={t('empty.searchHint')} />
        ) : (
          <EmptyState icon={<ClipboardList />} title={t(`empty.${filter}`)} description={filter === 'all' ? t('empty.hint') : undefined} />
        )}
      </>
    );

  const leaveRow = (task: Task) => {
    const row = listRef.current?.querySelector<HTMLElement>(`[data-task-row="${task.id}"]`);
    if (row) refocus.mark(row);
  };
  const rowActions: TaskActions = {
    ...actions,
    trash: (task) => {
      leaveRow(task);
      return actions.trash(task);
    },
    restore: (task) => {
      leaveRow(task);
      return actions.restore(task);
    },
  };

  // ↑/↓/Home/End from any control of a row moves to that row's title button.
  const onNavigate = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp' && e.key !== 'Home' && e.key !== 'End') return;
    const rows = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-task-row]') ?? []);
    const current = rows.findIndex((row) => row.contains(e.currentTarget));
    if (current < 0) return;
    e.preventDefault();
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? rows.length - 1
          : Math.min(rows.length - 1, Math.max(0, current + (e.key === 'ArrowDown' ? 1 : -1)));
    rows[next]?.querySelector<HTMLElement>('[data-task-open]')?.focus();
  };

  return (
    <>
      {refreshFailed}
      <p className="sr-only" aria-live="polite">
        {t('list.count', { count: tasks.length })}
      </p>
      <TaskBulkBar
        filter={filter}
        tasks={tasks}
        selected={selected}
        actions={actions}
        onSelectAll={(all) => setSelected(all ? tasks.map((task) => task.id) : [])}
      />
      <SortableTasks tasks={tasks} listRef={listRef}>
        {(ordered) =>
          ordered.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              active={task.id === active}
              selected={selectedIds.has(task.id)}
              onSelect={() => toggleSelected(task.id)}
              actions={rowActions}
              onOpen={(task) => onOpen(task, rowActions)}
              onFocusRow={() => setActiveId(task.id)}
              onNavigate={onNavigate}
            />
          ))
        }
      </SortableTasks>
      <p id="todo-keys" className="hidden px-4 py-3 text-xs text-muted-foreground lg:block">
        {t('list.hint')}
      </p>
    </>
  );
}
