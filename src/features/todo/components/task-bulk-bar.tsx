import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCheck, RotateCcw, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { Task, TodoFilter } from '../api/todo.contract';
import type { useTaskActions } from './use-task-actions';

interface TaskBulkBarProps {
  filter: TodoFilter;
  tasks: Task[];
  selected: Task[];
  actions: ReturnType<typeof useTaskActions>;
  onSelectAll: (all: boolean) => void;
}

/** List header: select-all checkbox, and the bulk actions once at least one task is selected. */
export function TaskBulkBar({ filter, tasks, selected, actions, onSelectAll }: TaskBulkBarProps) {
  const { t } = useTranslation('todo');
  const id = useId();
  const count = selected.length;
  const all = count > 0 && count === tasks.length;
  const selectAll = useRef<HTMLButtonElement>(null);
  // Clearing the selection removes the action buttons: focus moves to the select-all box, not to <body>.
  const clear = () => {
    onSelectAll(false);
    selectAll.current?.focus();
  };
  const run = (action: (tasks: Task[]) => Promise<unknown>) => {
    clear();
    void action(selected);
  };

  return (
    <div className="sticky top-0 z-[2] flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 border-b bg-card py-1.5 ps-8 pe-4">
      <span className="flex h-6 items-center">
        <Checkbox
          ref={selectAll}
          id={id}
          checked={all ? true : count > 0 ? 'indeterminate' : false}
          aria-label={t('bulk.selectAll')}
          onCheckedChange={() => onSelectAll(!all)}
        />
      </span>
      {count === 0 ? (
        <label htmlFor={id} className="cursor-pointer text-sm text-muted-foreground">
          {t('bulk.selectAll')}
        </label>
      ) : (
        <div role="group" aria-label={t('bulk.toolbar')} className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1 gap-y-1">
          <span className="me-2 text-sm font-medium" aria-live="polite">
            {t('bulk.selected', { count })}
          </span>
          {filter === 'trashed' ? (
            <Button variant="ghost" color="primary" size="sm" onClick={() => run(actions.restoreMany)}>
              <RotateCcw aria-hidden="true" />
              {t('bulk.restore')}
            </Button>
          ) : (
            <>
              <Button
                variant="ghost"
                color="primary"
                size="sm"
                disabled={selected.every((task) => task.isCompleted)}
                onClick={() => run(actions.completeMany)}
              >
                <CheckCheck aria-hidden="true" />
                {t('bulk.complete')}
              </Button>
              <Button variant="ghost" color="danger" size="sm" onClick={() => run(actions.trashMany)}>
                <Trash2 aria-hidden="true" />
                {t('bulk.trash')}
              </Button>
            </>
          )}
          {/* Phones: the icon alone (the name stays for screen readers), so the bar keeps to two lines in German. */}
          <Button variant="ghost" color="secondary" size="sm" className="ms-auto" onClick={clear}>
            <X aria-hidden="true" />
            <span className="max-sm:sr-only">{t('bulk.clear')}</span>
          </Button>
        </div>
      )}
    </div>
  );
}
