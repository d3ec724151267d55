import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { TaskTag, TaskTagValue } from '../api/todo.contract';
import { useTags } from '../api/todo.queries';

const TAG_COLORS: Record<TaskTagValue, TaskTag['color']> = {
  frontend: 'primary',
  backend: 'warning',
  doc: 'success',
  bug: 'danger',
};

const DOT_CLASS: Record<TaskTag['color'], string> = {
  primary: 'bg-primary',
  warning: 'bg-warning',
  success: 'bg-success',
  danger: 'bg-danger',
  info: 'bg-info',
};

/** The tag's colour from GET tags (constants until it arrives). */
function useTagColor(tag: TaskTagValue): TaskTag['color'] {
  const { data } = useTags();
  return data?.find((t) => t.value === tag)?.color ?? TAG_COLORS[tag];
}

export function TagDot({ tag, className }: { tag: TaskTagValue; className?: string }) {
  const color = useTagColor(tag);
  return <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', DOT_CLASS[color], className)} />;
}

export function TaskTagChip({ tag }: { tag: TaskTagValue }) {
  const { t } = useTranslation('todo');
  return <Badge color={useTagColor(tag)}>{t(`filters.${tag}`)}</Badge>;
}
