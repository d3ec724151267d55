import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import type { Task, TaskPatch } from '../api/todo.contract';
import { useUpdateTask } from '../api/todo.queries';

export type TaskActions = ReturnType<typeof useTaskActions>;

/** Row and dialog actions: optimistic update, rollback with a message on failure, Undo after trash. */
export function useTaskActions() {
  const { t } = useTranslation('todo');
  const { t: tc } = useTranslation();
  const update = useUpdateTask();

  const change = (id: number, patch: TaskPatch, success?: string) =>
    update.mutateAsync({ id, patch }).then(
      () => {
        if (success) toast.success(success);
        return true;
      },
      (error: unknown) => {
        toast.error(t('toast.updateFailed'), { description: errorMessage(error) });
        return false;
      },
    );

  const trash = (task: Task) =>
    update.mutateAsync({ id: task.id, patch: { isTrashed: true } }).then(
      () => {
        toast(t('toast.trashed'), {
          action: { label: tc('actions.undo'), onClick: () => void change(task.id, { isTrashed: false }, t('toast.restored')) },
        });
      },
      (error: unknown) => toast.error(t('toast.updateFailed'), { description: errorMessage(error) }),
    );

  /** Runs one POST per task (as the row actions do); resolves true when every call succeeded. */
  const patchMany = (tasks: Task[], patch: TaskPatch) =>
    Promise.allSettled(tasks.map((task) => update.mutateAsync({ id: task.id, patch }))).then((results) => {
      const failed = results.find((r) => r.status === 'rejected');
      const ok = !failed;
      if (failed) toast.error(t('toast.updateFailed'), { description: errorMessage(failed.reason) });
      return ok;
    });

  /** Bulk trash: one toast with one Undo for the whole batch. */
  const trashMany = (tasks: Task[]) =>
    patchMany(tasks, { isTrashed: true }).then((ok) => {
      if (!ok) return;
      toast(t('toast.trashedMany', { count: tasks.length }), {
        action: {
          label: tc('actions.undo'),
          onClick: () =>
            void patchMany(tasks, { isTrashed: false }).then((done) => {
              if (done) toast.success(t('toast.restoredMany', { count: tasks.length }));
            }),
        },
      });
    });

  return {
    completeMany: (tasks: Task[]) =>
      patchMany(
        tasks.filter((task) => !task.isCompleted),
        { isCompleted: true },
      ),
    trashMany,
    restoreMany: (tasks: Task[]) =>
      patchMany(tasks, { isTrashed: false }).then((ok) => {
        if (ok) toast.success(t('toast.restoredMany', { count: tasks.length }));
      }),
    toggle: (task: Task, key: 'isCompleted' | 'isStarred' | 'isImportant') => change(task.id, { [key]: !task[key] }),
    trash,
    restore: (task: Task) => change(task.id, { isTrashed: false }, t('toast.restored')),
    save: (id: number, patch: TaskPatch) => update.mutateAsync({ id, patch }),
  };
}
