import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppSplitView } from '@/components/patterns/app-split-view';
import { useUrlSearch } from '@/hooks/use-url-search';
import { isTodoFilter, type Task } from '../api/todo.contract';
import { TaskDialog } from '../components/task-dialog';
import { TaskList } from '../components/task-list';
import type { TaskActions } from '../components/use-task-actions';
import { TodoSidebar } from '../components/todo-sidebar';

export default function TodoPage() {
  const { t } = useTranslation('todo');
  const params = useParams();
  const filter = isTodoFilter(params.filter) ? params.filter : 'all';
  const { text, setText, q } = useUrlSearch();
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; task: Task | null; listActions?: TaskActions }>({
    open: false,
    task: null,
  });

  const openAdd = () => {
    setDrawer(false);
    setDialog({ open: true, task: null });
  };

  return (
    <>
      <AppSplitView
        className="min-h-[26rem]"
        sidebar={(onNavigate) => <TodoSidebar onAdd={openAdd} onNavigate={onNavigate} />}
        drawerOpen={drawer}
        onDrawerOpenChange={setDrawer}
        navTitle={t('nav')}
        openNavLabel={t('openFilters')}
        search={{
          value: text,
          onChange: setText,
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          clearLabel: t('search.clear'),
        }}
      >
        <div className="min-h-0 flex-1 overflow-y-auto">
          <TaskList filter={filter} q={q} onOpen={(task, listActions) => setDialog({ open: true, task, listActions })} />
        </div>
      </AppSplitView>
      <TaskDialog
        open={dialog.open}
        task={dialog.task}
        listActions={dialog.listActions}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}
