import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { Task, TaskPatch } from '../api/todo.contract';
import { useUpdateTask } from '../api/todo.queries';

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
      () => {
        toast.error(t('toast.updateFailed'));
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
      () => toast.error(t('toast.updateFailed')),
    );

  return {
    toggle: (task: Task, key: 'isCompleted' | 'isStarred' | 'isImportant') => change(task.id, { [key]: !task[key] }),
    trash,
    restore: (task: Task) => change(task.id, { isTrashed: false }, t('toast.restored')),
    save: (id: number, patch: TaskPatch) => update.mutateAsync({ id, patch }),
  };
}
