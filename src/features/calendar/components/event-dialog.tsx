import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '@/components/patterns/discard-guard';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { safeHref } from '@/lib/safe-url';
import { compareFloating, isFloating } from '../api/calendar-dates';
import { DESCRIPTION_MAX, eventUrlSchema, LABEL_COLOR, TITLE_MAX, type CalendarEvent, type EventLabel } from '../api/calendar.contract';
import type { NewEvent } from '../api/calendar.queries';
import { ALL_LABELS, labelKey } from './calendar-sidebar';

export type DialogState = { mode: 'add'; start: string } | { mode: 'edit'; event: CalendarEvent } | null;

interface FormValues {
  title: string;
  label: string;
  allDay: boolean;
  startDate: string;
  endDate: string;
  url: string;
  description: string;
}

const DOT: Record<string, string> = { success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger', primary: 'bg-primary' };
const toLabel = (key: string): EventLabel => (key === 'none' ? '' : (ALL_LABELS.find((l) => l === key) ?? ''));

function initialValues(state: NonNullable<DialogState>): FormValues {
  if (state.mode === 'edit') {
    const e = state.event;
    return {
      title: e.title,
      label: labelKey(e.label),
      allDay: e.allDay,
      startDate: e.startDate,
      endDate: e.endDate,
      url: e.url,
      description: e.description,
    };
  }
  return { title: '', label: 'none', allDay: true, startDate: state.start, endDate: state.start, url: '', description: '' };
}

interface EventDialogProps {
  state: DialogState;
  onClose: () => void;
  /** Resolves when saved; rejects to keep the dialog (and everything typed) open. */
  onSubmit: (event: NewEvent) => Promise<unknown>;
  onDelete: (event: CalendarEvent) => void;
  /** Where focus goes on close when the event it was opened from is no longer on the page (an edit re-made it). */
  focusWhenOpenerGone?: () => HTMLElement | null;
}

export function EventDialog({ state, onClose, onSubmit, onDelete, focusWhenOpenerGone }: EventDialogProps) {
  const { t } = useTranslation('calendar');
  // The form lives below (keyed per event, so it starts fresh) and reports whether closing would lose input.
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard({ dirty: state !== null && dirty, onClose });
  return (
    <>
      <Dialog open={state !== null} onOpenChange={(open) => !open && guard.requestClose()}>
        <DialogContent closeLabel={t('common:actions.close')} className="max-w-xl" focusWhenOpenerGone={focusWhenOpenerGone}>
          {state && (
            <EventForm
              key={state.mode === 'edit' ? state.event.id : state.start}
              state={state}
              onClose={onClose}
              onCancel={guard.requestClose}
              onDirtyChange={setDirty}
              onSubmit={onSubmit}
              onDelete={onDelete}
            />
          )}
        </DialogContent>
      </Dialog>
      {guard.confirm}
    </>
  );
}

interface EventFormProps extends Omit<EventDialogProps, 'focusWhenOpenerGone'> {
  state: NonNullable<DialogState>;
  /** Cancel: asks before dropping input (onClose is for a successful save). */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EventForm({ state, onClose, onCancel, onDirtyChange, onSubmit, onDelete }: EventFormProps) {
  const { t } = useTranslation('calendar');
  const schema = useMemo(
    () =>
      z
        .object({
          title: z
            .string()
            .trim()
            .min(1, t('form.errors.titleRequired'))
            .max(TITLE_MAX, t('form.errors.titleTooLong', { max: TITLE_MAX })),
          label: z.string(),
          allDay: z.boolean(),
          startDate: z.string().refine(isFloating, t('form.errors.invalidDate')),
          endDate: z.string().refine(isFloating, t('form.errors.invalidDate')),
          url: z.string(),
          description: z.string().max(DESCRIPTION_MAX),
        })
        .superRefine((v, ctx) => {
          if (!eventUrlSchema.safeParse(v.url).success)
            ctx.addIssue({ code: 'custom', path: ['url'], message: t('form.errors.invalidUrl') });
          if (isFloating(v.startDate) && isFloating(v.endDate) && compareFloating(v.endDate, v.startDate) < 0) {
            ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('form.errors.endBeforeStart') });
          }
        }),
    [t],
  );
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(state),
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setValue, getValues, formState } = form;
  // isDirty is read while rendering: react-hook-form only keeps it current once it has been read.
  const { errors, isSubmitting, isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const allDay = useWatch({ control, name: 'allDay' });
  const startDate = useWatch({ control, name: 'startDate' });
  const url = useWatch({ control, name: 'url' });
  const link = safeHref(url);

  const switchAllDay = (on: boolean) => {
    const day = (v: string) => v.slice(0, 10);
    const { startDate: s, endDate: e } = getValues();
    setValue('allDay', on);
    setValue('startDate', on ? day(s) : `${day(s)}T09:00`);
    setValue('endDate', on ? day(e) : `${day(e)}T10:00`, { shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit({
        title: v.title.trim(),
        label: toLabel(v.label),
        allDay: v.allDay,
        startDate: v.startDate,
        endDate: v.endDate,
        url: v.url.trim(),
        description: v.description,
      });
      onClose();
    } catch {
      /* the caller showed a toast; the form keeps its values */
    }
  });

  const dateType = allDay ? 'date' : 'datetime-local';
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{state.mode === 'edit' ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
        <DialogDescription>{t('form.description')}</DialogDescription>
      </DialogHeader>
      <Field label={t('form.title')} required error={errors.title?.message}>
        <Input {...register('title')} autoComplete="off" maxLength={TITLE_MAX + 20} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.label')}>
          <Controller
            control={control}
            name="label"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ALL_LABELS.map((l) => (
                    <SelectItem key={labelKey(l)} value={labelKey(l)}>
                      <span className="flex items-center gap-2">
                        <span className={cn('size-2.5 rounded-full', DOT[LABEL_COLOR[l]])} aria-hidden="true" />
                        {t(`labels.${labelKey(l)}`)}
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
        <Field label={t('form.allDay')} orientation="horizontal" className="self-end pb-2">
          <Switch checked={allDay} onCheckedChange={switchAllDay} />
        </Field>
      </div>
      {/* Controlled, so All day changes the type and the value in one go: written into the still-"date" input, a value
          with a time is dropped (blank fields and a console warning). */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <Field label={t('form.start')} required error={errors.startDate?.message}>
              <Input type={dateType} {...field} />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <Field label={t('form.end')} required error={errors.endDate?.message}>
              <Input type={dateType} min={startDate} {...field} />
            </Field>
          )}
        />
      </div>
      <Field label={t('form.url')} description={t('form.urlHint')} error={errors.url?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...register('url')} />
      </Field>
      <Field label={t('form.details')} error={errors.description?.message}>
        <Textarea rows={3} maxLength={DESCRIPTION_MAX} {...register('description')} />
      </Field>
      <DialogFooter className="items-center sm:justify-between">
        <div className="flex gap-2">
          {state.mode === 'edit' && (
            <Button variant="outline" color="danger" onClick={() => onDelete(state.event)}>
              <Trash2 aria-hidden="true" />
              {t('form.remove')}
            </Button>
          )}
          {link && state.mode === 'edit' && (
            <Button asChild variant="ghost" color="primary">
              <a href={link} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('form.openLink')}
              </a>
            </Button>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" color="secondary" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {state.mode === 'edit' ? t('form.save') : t('form.add')}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
