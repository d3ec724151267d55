import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import type { TodoToday } from '../api/dashboard.contract';
import { useTodoToday } from '../api/dashboard.queries';
import { CardQuery } from './card-query';

/** Today's tasks with local check-off (demo: not saved). */
export function TodoTodayCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useTodoToday();
  const title = t('todo.title');
  const skeleton = (
    <CardContent className="space-y-4">
      <Skeleton className="h-5 w-32" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-8" />
      ))}
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {(data) => <TodoBody tasks={data.tasks} title={title} className={className} />}
    </CardQuery>
  );
}

function TodoBody({ tasks, title, className }: { tasks: TodoToday['tasks']; title: string; className?: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const [done, setDone] = useState(() => new Set(tasks.filter((x) => x.isCompleted).map((x) => x.id)));
  const titleId = useId();
  const toggle = (id: number) =>
    setDone((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Card className={cn('flex flex-col', className)} aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <span className="text-sm text-muted-foreground">{t('todo.progress', { done: done.size, total: tasks.length })}</span>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {tasks.map((task) => {
            const checked = done.has(task.id);
            const id = `${titleId}-${task.id}`;
            return (
              <li key={task.id} className="flex items-center gap-3 py-3">
                <Checkbox id={id} checked={checked} onCheckedChange={() => toggle(task.id)} />
                <label
                  htmlFor={id}
                  className={cn('min-w-0 flex-1 cursor-pointer text-sm', checked && 'text-muted-foreground line-through')}
                >
                  {task.title}
                </label>
                <time className="text-xs text-muted-foreground" dateTime={task.due}>
                  {formatTime(task.due, i18n.language)}
                </time>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
