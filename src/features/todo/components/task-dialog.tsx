import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Info, RotateCcw, Star, Trash2 } from 'lucide-react';
import { useDiscardGuard } from '@/components/patterns/discard-guard';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { DESC_MAX, TASK_TAGS, TITLE_MAX, taskTagValueSchema, type Task } from '../api/todo.contract';
import { useCreateTask } from '../api/todo.queries';
import { TagDot } from './task-tag-chip';
import { useTaskActions, type TaskActions } from './use-task-actions';

const formSchema = z.object({
  title: z.string().trim().min(1, 'required').max(TITLE_MAX),
  desc: z.string().max(DESC_MAX),
  tags: z.array(taskTagValueSchema),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  isCompleted: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

const EMPTY: FormValues = { title: '', desc: '', tags: [], isImportant: false, isStarred: false, isCompleted: false };
const toValues = (task: Task | null): FormValues =>
  task
    ? {
        title: task.title,
        desc: task.desc,
        tags: task.tags,
        isImportant: task.isImportant,
        isStarred: task.isStarred,
        isCompleted: task.isCompleted,
      }
    : EMPTY;

interface ToggleProps {
  pressed: boolean;
  onChange: (value: boolean) => void;
  label: string;
  icon: React.ReactNode;
  tone: string;
}
function FlagToggle({ pressed, onChange, label, icon, tone }: ToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/25 [&_svg]:size-4',
        pressed ? tone : 'text-muted-foreground',
      )}
    >
      {icon}
      {label}
    </button>
  );
}

/** The list's current row title. */
const currentRow = () => document.querySelector<HTMLElement>('[data-task-row] [data-task-open][tabindex="0"]');

interface TaskDialogProps {
  open: boolean;
  task: Task | null;
  onOpenChange: (open: boolean) => void;
  /** The list's Trash / Restore, which move keyboard focus on once the row has gone (TaskList's onOpen passes them). */
  listActions?: Pick<TaskActions, 'trash' | 'restore'>;
}

/** Add Task (task = null) or Edit Task. The form keeps what was typed when the save fails. */
export function TaskDialog({ open, task, onOpenChange, listActions }: TaskDialogProps) {
  const { t } = useTranslation('todo');
  const { t: tc } = useTranslation();
  const create = useCreateTask();
  const actions = useTaskActions();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onTouched', defaultValues: toValues(task) });
  const { register, control, handleSubmit, reset, watch, setFocus, formState } = form;
  // Read while rendering: react-hook-form only tracks the dirty state once it has been read here.
  const { isDirty } = formState;
  const guard = useDiscardGuard({ dirty: isDirty, onClose: () => onOpenChange(false) });

  useEffect(() => {
    if (open) reset(toValues(task));
  }, [open, task, reset]);

  const title = watch('title');
  const editing = task !== null;
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (task) {
        await actions.save(task.id, values);
        toast.success(t('toast.saved'));
      } else {
        await create.mutateAsync({ ...values, isCompleted: false });
        toast.success(t('toast.added'));
      }
      onOpenChange(false);
    } catch (error) {
      toast.error(t('toast.saveFailed'), { description: errorMessage(error) });
    }
  });

  // Remove / Restore take the task out of the list, and with it the row that opened the dialog. The dialog closes
  // first (focus goes back to that row), then the list's own action runs: once the row has gone, focus moves on to
  // the row now in its place, as after a row's own Trash (useFocusAfterRemove in TaskList), not to <body>.
  const leave = (action: 'trash' | 'restore') => {
    if (!task) return;
    onOpenChange(false);
    void (listActions ?? actions)[action](task);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}>
        <DialogContent
          closeLabel={tc('actions.close')}
          className="max-w-xl"
          // The first field takes focus on open; on close, focus returns to the opener (useReturnFocus).
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            setFocus('title');
          }}
          // Add Task in the phone drawer closed the drawer, and a saved edit can take the task out of this filter: with
          // the opener gone, focus goes to the list's current row. (Remove / Restore close while their row is still there:
          // see `leave`.)
          focusWhenOpenerGone={currentRow}
        >
          <DialogHeader>
            <DialogTitle>{editing ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
            <DialogDescription>{t('dialog.description')}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">{t('dialog.flags')}</legend>
              <Controller
                control={control}
                name="isImportant"
                render={({ field }) => (
                  <FlagToggle
                    pressed={field.value}
                    onChange={field.onChange}
                    label={t('dialog.important')}
                    icon={<Info aria-hidden="true" />}
                    tone="border-success bg-success-soft text-success-text"
                  />
                )}
              />
              <Controller
                control={control}
                name="isStarred"
                render={({ field }) => (
                  <FlagToggle
                    pressed={field.value}
                    onChange={field.onChange}
                    label={t('dialog.starred')}
                    icon={<Star aria-hidden="true" className={cn(field.value && 'fill-current')} />}
                    tone="border-warning bg-warning-soft text-warning-text"
                  />
                )}
              />
              {editing && (
                <Controller
                  control={control}
                  name="isCompleted"
                  render={({ field }) => (
                    <FlagToggle
                      pressed={field.value}
                      onChange={field.onChange}
                      label={t('dialog.completed')}
                      icon={<CheckCircle2 aria-hidden="true" />}
                      tone="border-primary bg-primary-soft text-primary-text"
                    />
                  )}
                />
              )}
            </fieldset>
            <Field label={t('dialog.title')} required error={formState.errors.title ? t('dialog.titleRequired') : undefined}>
              <Input {...register('title')} placeholder={t('dialog.titlePlaceholder')} maxLength={TITLE_MAX} autoComplete="off" />
            </Field>
            <Field label={t('dialog.desc')}>
              <Textarea
                {...register('desc')}
                rows={4}
                autoGrow
                maxRows={10}
                placeholder={t('dialog.descPlaceholder')}
                maxLength={DESC_MAX}
              />
            </Field>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <fieldset className="grid gap-1.5">
                  <legend className="mb-1.5 text-sm font-medium">{t('dialog.tags')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {TASK_TAGS.map((tag) => {
                      const on = field.value.includes(tag);
                      return (
                        <button
                          key={tag}
                          type="button"
                          aria-pressed={on}
                          onClick={() => field.onChange(on ? field.value.filter((v) => v !== tag) : [...field.value, tag])}
                          className={cn(
                            'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/25',
                            on ? 'border-primary bg-primary-soft font-medium text-primary-text' : 'text-muted-foreground',
                          )}
                        >
                          <TagDot tag={tag} />
                          {t(`filters.${tag}`)}
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              )}
            />
            <DialogFooter className="gap-2 sm:justify-between">
              <div className="flex">
                {task && !task.isTrashed && (
                  <Button variant="ghost" color="danger" onClick={() => leave('trash')}>
                    <Trash2 aria-hidden="true" /> {t('dialog.remove')}
                  </Button>
                )}
                {task?.isTrashed && (
                  <Button variant="ghost" color="primary" onClick={() => leave('restore')}>
                    <RotateCcw aria-hidden="true" /> {t('dialog.restore')}
                  </Button>
                )}
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" color="secondary" onClick={guard.requestClose}>
                  {tc('actions.cancel')}
                </Button>
                <Button type="submit" disabled={!title?.trim()} loading={formState.isSubmitting}>
                  {editing ? t('dialog.save') : t('dialog.add')}
                </Button>
              </div>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {guard.confirm}
    </>
  );
}
