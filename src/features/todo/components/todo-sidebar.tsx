import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Info, Layers, Plus, Star, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TASK_TAGS, type TodoFilter } from '../api/todo.contract';
import { TagDot } from './task-tag-chip';

const FILTER_ICONS = { starred: Star, important: Info, completed: CheckCircle2, trashed: Trash2 } as const;

function FilterLink({ filter, onNavigate, children }: { filter: TodoFilter; onNavigate?: () => void; children: React.ReactNode }) {
  return (
    <NavLink
      to={`/apps/todo/${filter}`}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/25',
          isActive && 'bg-primary-soft font-medium text-primary-text hover:bg-primary-soft',
        )
      }
    >
      {children}
    </NavLink>
  );
}

/** Add button and filter links; `onNavigate` runs when a link is followed (the drawer closes). */
export function TodoSidebar({ onAdd, onNavigate }: { onAdd: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation('todo');
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
      <Button className="w-full" onClick={onAdd}>
        <Plus aria-hidden="true" /> {t('addTask')}
      </Button>
      <nav aria-label={t('nav')} className="flex flex-col gap-4">
        <ul className="flex flex-col gap-0.5">
          <li>
            <FilterLink filter="all" onNavigate={onNavigate}>
              <Layers className="size-4" aria-hidden="true" /> {t('filters.all')}
            </FilterLink>
          </li>
        </ul>
        <div>
          <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('sections.filters')}</h2>
          <ul className="flex flex-col gap-0.5">
            {(['starred', 'important', 'completed', 'trashed'] as const).map((f) => {
              const Icon = FILTER_ICONS[f];
              return (
                <li key={f}>
                  <FilterLink filter={f} onNavigate={onNavigate}>
                    <Icon className="size-4" aria-hidden="true" /> {t(`filters.${f}`)}
                  </FilterLink>
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('sections.labels')}</h2>
          <ul className="flex flex-col gap-0.5">
            {TASK_TAGS.map((tag) => (
              <li key={tag}>
                <FilterLink filter={tag} onNavigate={onNavigate}>
                  <TagDot tag={tag} className="mx-0.5" /> {t(`filters.${tag}`)}
                </FilterLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </div>
  );
}
