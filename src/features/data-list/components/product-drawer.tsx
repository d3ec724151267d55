import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ImageUp, Trash2 } from 'lucide-react';
import { useDiscardGuard } from '@/components/patterns/discard-guard';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { CATEGORIES, ORDER_STATUSES, type Product, type ProductInput } from '../api/data-list.contract';
import { useCreateProduct, useUpdateProduct } from '../api/data-list.queries';
import { clearDrawerDraft, readDrawerDraft, writeDrawerDraft } from './drawer-draft';
import { ProductThumb } from './product-bits';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_IMAGE_BYTES = 1024 * 1024;

/** Messages are keys under data-list:validation. */
const formSchema = z.object({
  img: z.string(),
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  category: z.union([z.enum(CATEGORIES), z.literal('')]).refine((v) => v.length > 0, 'required'),
  order_status: z.enum(ORDER_STATUSES),
  price: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((v) => Number.isFinite(Number(v)), 'number')
    .refine((v) => Number(v) > 0, 'pricePositive')
    .refine((v) => Number(v) <= 1_000_000, 'priceMax'),
});
type FormValues = z.infer<typeof formSchema>;

const toForm = (p: Product | null): FormValues =>
  p
    ? { img: p.img, name: p.name, category: p.category, order_status: p.order_status, price: String(p.price) }
    : { img: '', name: '', category: '', order_status: 'pending', price: '' };

export interface ProductDrawerProps {
  open: boolean;
  product: Product | null;
  onOpenChange: (open: boolean) => void;
}

/** Right drawer "ADD NEW ITEM" / "UPDATE ITEM". Submit is disabled until the form is valid and while the request runs (I2). */
export function ProductDrawer({ open, product, onOpenChange }: ProductDrawerProps) {
  const { t } = useTranslation('data-list');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: toForm(product), mode: 'onTouched' });
  const { register, control, formState, reset, setValue, watch, handleSubmit } = form;
  const pending = create.isPending || update.isPending;
  const inFlight = useRef(false);
  // Closing on purpose (saved, or discarded after asking) drops the draft kept for a session that ends.
  const close = () => {
    clearDrawerDraft();
    onOpenChange(false);
  };
  // Passing isDirty here reads it while rendering, which is what makes react-hook-form keep it current.
  const guard = useDiscardGuard({ dirty: formState.isDirty, onClose: close });

  useEffect(() => {
    if (!open) return;
    inFlight.current = false;
    setImageError(null);
    const draft = readDrawerDraft();
    if (draft && draft.productId === (product?.id ?? null)) {
      reset({ ...toForm(product), ...draft.values } as FormValues, { keepDefaultValues: true });
      toast.info(t('drawer.draftRestored'), { id: 'data-list-drawer-draft' });
    } else reset(toForm(product));
    // t is left out: a language switch must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, product, reset]);

  useEffect(() => {
    if (!open) return;
    const sub = watch((current) => {
      // Compared by value: formState.isDirty may not be updated yet when watch fires.
      if (JSON.stringify(current) !== JSON.stringify(form.formState.defaultValues))
        writeDrawerDraft({ productId: product?.id ?? null, values: current });
      else clearDrawerDraft();
    });
    return () => sub.unsubscribe();
  }, [open, product, watch, form]);

  const readImage = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setImageError(t('drawer.imageType'));
    if (file.size > MAX_IMAGE_BYTES) return setImageError(t('drawer.imageSize'));
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== 'string') return;
      setImageError(null);
      setValue('img', reader.result, { shouldDirty: true });
    };
    reader.readAsDataURL(file);
  };

  const save = async (values: FormValues) => {
    const item: ProductInput = { ...values, category: values.category as ProductInput['category'], price: Number(values.price) };
    try {
      if (product) await update.mutateAsync({ id: product.id, item });
      else await create.mutateAsync(item);
      toast.success(product ? t('drawer.updated') : t('drawer.created'));
      // The guard stays closed until the drawer opens again: a late second click cannot re-submit.
      close();
    } catch (error) {
      inFlight.current = false;
      // Keep what was typed; the drawer stays open.
      toast.error(t('drawer.failed'), { description: errorMessage(error) });
    }
  };

  /** I2: one request per submit, however fast the clicks come. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void handleSubmit(save, () => {
      inFlight.current = false;
    })(event);
  };

  const err = (key: keyof FormValues) => {
    const message = formState.errors[key]?.message;
    return message ? t(`validation.${message as 'required'}`) : undefined;
  };
  const img = watch('img');
  const name = watch('name');

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (next) onOpenChange(true);
    else guard.requestClose();
  };

  return (
    <>
      <Sheet open={open} onOpenChange={changeOpen}>
        <SheetContent
          side="right"
          closeLabel={t('common:actions.close')}
          className="w-[26rem]"
          // Straight to the first field to type in: the image above it is optional.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            form.setFocus('name');
          }}
        >
          <form onSubmit={submit} noValidate className="flex h-full min-h-0 flex-col">
            <div className="border-b px-6 py-5 pr-12">
              <SheetTitle className="text-base font-semibold tracking-wide text-[var(--heading)] uppercase">
                {product ? t('drawer.updateTitle') : t('drawer.addTitle')}
              </SheetTitle>
              <SheetDescription className="text-sm text-muted-foreground">{t('drawer.description')}</SheetDescription>
            </div>
            <div className="grid flex-1 content-start gap-5 overflow-y-auto px-6 py-5">
              <div className="grid gap-3">
                {img ? (
                  <ProductThumb product={{ img, name }} className="h-44 w-full" />
                ) : (
                  <button
                    type="button"
                    onClick={() => fileInput.current?.click()}
                    className="flex h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed text-sm text-muted-foreground transition hover:border-primary hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <ImageUp className="size-6" aria-hidden="true" /> {t('drawer.uploadImage')}
                  </button>
                )}
                {img && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" color="primary" onClick={() => fileInput.current?.click()}>
                      <ImageUp aria-hidden="true" /> {t('drawer.updateImage')}
                    </Button>
                    <Button size="sm" variant="outline" color="danger" onClick={() => setValue('img', '', { shouldDirty: true })}>
                      <Trash2 aria-hidden="true" /> {t('drawer.removeImage')}
                    </Button>
                  </div>
                )}
                <p className="text-xs text-muted-foreground">{t('drawer.imageHint')}</p>
                {imageError && <FieldError>{imageError}</FieldError>}
                <input
                  ref={fileInput}
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  className="sr-only"
                  tabIndex={-1}
                  // The visible button opens it; exposed too, screen readers met a second "Upload Image" button.
                  aria-hidden="true"
                  aria-label={t('drawer.uploadImage')}
                  data-testid="product-image-input"
                  onChange={(e) => {
                    readImage(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </div>
              <Field label={t('drawer.name')} required error={err('name')}>
                <Input autoComplete="off" {...register('name')} />
              </Field>
              <Controller
                control={control}
                name="category"
                render={({ field, fieldState }) => (
                  <div className="grid gap-1.5">
                    <Label htmlFor="product-category">
                      {t('drawer.category')}
                      <span className="ml-0.5 text-danger-text" aria-hidden="true">
                        *
                      </span>
                    </Label>
                    <Select value={field.value ?? ''} onValueChange={field.onChange}>
                      <SelectTrigger
                        id="product-category"
                        aria-required="true"
                        aria-invalid={fieldState.error ? true : undefined}
                        aria-describedby={fieldState.error ? 'product-category-error' : undefined}
                        onBlur={field.onBlur}
                      >
                        <SelectValue placeholder={t('drawer.pickCategory')} />
                      </SelectTrigger>
                      <SelectContent>
                        {CATEGORIES.map((c) => (
                          <SelectItem key={c} value={c}>
                            {t(`categories.${c}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    {fieldState.error && <FieldError id="product-category-error">{err('category')}</FieldError>}
                  </div>
                )}
              />
              <Controller
                control={control}
                name="order_status"
                render={({ field }) => (
                  <div className="grid gap-1.5">
                    <Label htmlFor="product-status">{t('drawer.orderStatus')}</Label>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="product-status">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {ORDER_STATUSES.map((s) => (
                          <SelectItem key={s} value={s}>
                            {t(`status.${s}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </div>
                )}
              />
              <Field label={t('drawer.price')} required error={err('price')}>
                <Input type="number" inputMode="decimal" min="0.01" step="0.01" {...register('price')} />
              </Field>
            </div>
            <div className="flex gap-3 border-t px-6 py-4">
              <Button type="submit" disabled={!formState.isValid} loading={pending}>
                {t('common:actions.submit')}
              </Button>
              <Button variant="outline" color="danger" disabled={pending} onClick={guard.requestClose}>
                {t('common:actions.cancel')}
              </Button>
            </div>
          </form>
        </SheetContent>
      </Sheet>
      {guard.confirm}
    </>
  );
}
