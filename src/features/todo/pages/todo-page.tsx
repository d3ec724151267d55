import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { isTodoFilter, type Task } from '../api/todo.contract';
import { TaskDialog } from '../components/task-dialog';
import { TaskList } from '../components/task-list';
import { TodoSidebar } from '../components/todo-sidebar';

export default function TodoPage() {
  const { t } = useTranslation('todo');
  const { t: tc } = useTranslation();
  const params = useParams();
  const filter = isTodoFilter(params.filter) ? params.filter : 'all';
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [text, setText] = useState(q);
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; task: Task | null }>({ open: false, task: null });

  // Debounced search kept in the URL (?q=) so it survives reloads and back/forward.
  useEffect(() => {
    const id = setTimeout(() => {
      if (text.trim() === q) return;
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, 250);
    return () => clearTimeout(id);
  }, [text, q, setSearchParams]);

  const openAdd = () => {
    setDrawer(false);
    setDialog({ open: true, task: null });
  };

  return (
    <div className="flex h-[calc(100dvh-12rem)] min-h-[26rem] overflow-hidden rounded-xl border bg-card shadow-card">
      <aside className="hidden w-64 shrink-0 border-r lg:block">
        <TodoSidebar onAdd={openAdd} />
      </aside>
      <Sheet open={drawer} onOpenChange={setDrawer}>
        <SheetContent side="left" className="w-72 pt-10" closeLabel={tc('actions.close')} aria-describedby={undefined}>
          <SheetTitle className="sr-only">{t('nav')}</SheetTitle>
          <div className="min-h-0 flex-1">
            <TodoSidebar onAdd={openAdd} onNavigate={() => setDrawer(false)} />
          </div>
        </SheetContent>
      </Sheet>
      <section className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b px-3 py-2 sm:px-4">
          <Button
            variant="ghost"
            color="secondary"
            size="icon"
            className="lg:hidden"
            aria-label={t('openFilters')}
            onClick={() => setDrawer(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              maxLength={200}
              className="border-transparent bg-transparent pl-9 shadow-none focus-visible:border-primary"
            />
          </div>
          {text && (
            <Button variant="ghost" color="secondary" size="icon-sm" aria-label={t('search.clear')} onClick={() => setText('')}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <TaskList filter={filter} q={q} onOpen={(task) => setDialog({ open: true, task })} />
        </div>
      </section>
      <TaskDialog open={dialog.open} task={dialog.task} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </div>
  );
}
