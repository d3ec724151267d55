import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isIsoDay } from '../api/search-page.contract';

const day = z.string().min(1, 'required').refine(isIsoDay, 'invalid');
// Messages are locale keys under custom.errors.
const rangeSchema = z
  .object({ from: day, to: day })
  .refine((v) => !isIsoDay(v.from) || !isIsoDay(v.to) || v.from <= v.to, { path: ['to'], message: 'order' });
type RangeForm = z.infer<typeof rangeSchema>;

interface CustomRangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  from?: string;
  to?: string;
  onApply: (range: RangeForm) => void;
  /** Where focus goes when the dialog closes (it was opened from a menu item that no longer exists). */
  onCloseAutoFocus: (event: Event) => void;
}

/** "Custom range…": two date inputs, both required, real dates, start not after end. */
export function CustomRangeDialog({ open, onOpenChange, from = '', to = '', onApply, onCloseAutoFocus }: CustomRangeDialogProps) {
  const { t } = useTranslation('search-page');
  const form = useForm<RangeForm>({ resolver: zodResolver(rangeSchema), defaultValues: { from, to } });
  const { reset } = form;
  // Each opening starts from the range in force, not from an abandoned edit.
  useEffect(() => {
    if (open) reset({ from, to });
  }, [open, from, to, reset]);
  const error = (key: 'from' | 'to') => {
    const message = form.formState.errors[key]?.message;
    return message ? t(`custom.errors.${message as 'required' | 'invalid' | 'order'}`) : undefined;
  };
  const submit = form.handleSubmit((range) => {
    onApply(range);
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('custom.cancel')} onCloseAutoFocus={onCloseAutoFocus} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('custom.title')}</DialogTitle>
          <DialogDescription>{t('custom.description')}</DialogDescription>
        </DialogHeader>
        <form id="search-custom-range" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field label={t('custom.from')} error={error('from')} required>
            <Input type="date" {...form.register('from')} />
          </Field>
          <Field label={t('custom.to')} error={error('to')} required>
            <Input type="date" {...form.register('to')} />
          </Field>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="secondary">
              {t('custom.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form="search-custom-range">
            {t('custom.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
