import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/toast';

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const addressSchema = z.object({
  // Letters in any script, with their combining marks (Devanagari vowel signs, decomposed accents), spaces and the
  // hyphen, apostrophe and period names carry (Anne-Marie O'Brien Jr.).
  fullName: required(80).regex(/^\p{L}[\p{L}\p{M}\s.'’-]*$/u, 'lettersOnly'),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'mobile'),
  flat: required(120),
  landmark: z.string().trim().max(120, 'tooLong'),
  city: required(80),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{3,6}$/, 'pincode'),
  state: required(80),
  type: z.enum(['home', 'office']),
});
export type Address = z.infer<typeof addressSchema>;

const EMPTY: Address = { fullName: '', mobile: '', flat: '', landmark: '', city: '', pincode: '', state: '', type: 'home' };
/** The demo's saved address (Vuexy-style), offered before the user saves one. */
const DEMO_ADDRESS: Address = {
  fullName: 'John Doe',
  mobile: '2025550143',
  flat: '9447 Glen Eagles Drive',
  landmark: 'Near Lewis Center',
  city: 'Columbus',
  pincode: '43035',
  state: 'Ohio',
  type: 'home',
};

const FIELDS = [
  { name: 'fullName', autoComplete: 'name', required: true },
  { name: 'mobile', autoComplete: 'tel-national', required: true, inputMode: 'numeric' },
  { name: 'flat', autoComplete: 'address-line1', required: true },
  { name: 'landmark', autoComplete: 'address-line2', required: false },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'pincode', autoComplete: 'postal-code', required: true, inputMode: 'numeric' },
  { name: 'state', autoComplete: 'address-level1', required: true },
] as const;

const INVALID_TOAST = 'checkout-address-invalid';

interface AddressStepProps {
  saved: Address | null;
  onSubmit: (address: Address) => void;
  /** What the user typed when they last left this step (back to the cart), restored when they return. */
  draft?: Address | null;
  onDraft?: (draft: Address) => void;
}

export function CheckoutAddressStep({ saved, onSubmit, draft = null, onDraft }: AddressStepProps) {
  const { t } = useTranslation('shop');
  const form = useForm<Address>({ resolver: zodResolver(addressSchema), defaultValues: draft ?? saved ?? EMPTY, mode: 'onTouched' });
  const { getValues } = form;
  // Going back to the cart unmounts the form: hand what was typed to the page, so nothing typed is lost.
  useEffect(() => () => onDraft?.(getValues()), [getValues, onDraft]);
  const deliver = (address: Address) => {
    // A warning left from an earlier try would outlive the step and contradict it.
    toast.dismiss(INVALID_TOAST);
    onSubmit(address);
  };
  const { errors } = form.formState;
  const type = form.watch('type');
  const card = saved ?? DEMO_ADDRESS;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('address.title')}</CardTitle>
            <CardDescription>{t('address.subtitle')}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={form.handleSubmit(deliver, () => toast.warning(t('address.invalid'), { id: INVALID_TOAST }))}
            className="grid items-start gap-4 sm:grid-cols-2"
          >
            {FIELDS.map((f) => (
              <Field
                key={f.name}
                label={t(`address.fields.${f.name}`)}
                required={f.required}
                error={errors[f.name]?.message && t(`address.errors.${errors[f.name]?.message}`)}
              >
                <Input
                  {...form.register(f.name)}
                  autoComplete={f.autoComplete}
                  inputMode={'inputMode' in f ? f.inputMode : undefined}
                  maxLength={120}
                />
              </Field>
            ))}
            <fieldset className="grid gap-2">
              <legend className="mb-1.5 text-sm font-medium">{t('address.fields.type')}</legend>
              <RadioGroup value={type} onValueChange={(v) => form.setValue('type', v as Address['type'])} className="flex gap-5">
                {(['home', 'office'] as const).map((v) => (
                  <div key={v} className="flex items-center gap-2">
                    <RadioGroupItem value={v} id={`address-type-${v}`} />
                    <Label htmlFor={`address-type-${v}`} className="font-normal">
                      {t(`address.types.${v}`)}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
            <div className="sm:col-span-2">
              <Button type="submit">{t('address.save')}</Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {card && (
        <Card>
          <CardHeader>
            <CardTitle as="h3" dir="auto" className="break-words">
              {card.fullName}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p dir="auto" className="break-words text-muted-foreground">
              {[card.flat, card.landmark, card.city, card.state, card.pincode].filter(Boolean).join(', ')}
            </p>
            <p>{t('address.phone', { phone: card.mobile })}</p>
            <Button variant="outline" onClick={() => deliver(card)}>
              {t('address.deliverHere')}
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
