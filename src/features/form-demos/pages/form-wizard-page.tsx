import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { CalendarDays, FileText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { Steps, useStepFocus, type StepDef } from '../components/steps';
import { isAlpha, isEmail } from '../validation/rules';
import { SimpleWizard } from './simple-wizard';

const CITIES = ['newYork', 'london', 'paris', 'lisbon', 'berlin', 'tokyo'] as const;
const STATUSES = ['planning', 'confirmed', 'cancelled'] as const;

const schema = z.object({
  firstName: z.string().trim().min(1, 'required').refine(isAlpha, 'lettersOnly'),
  lastName: z.string().trim().min(1, 'required').refine(isAlpha, 'lettersOnly'),
  email: z.string().trim().min(1, 'required').refine(isEmail, 'email'),
  city: z.string().min(1, 'required'),
  proposalTitle: z.string().trim().min(1, 'required'),
  jobTitle: z.string().trim().min(1, 'required'),
  description: z.string().trim().min(10, 'min10'),
  eventName: z.string().trim().min(1, 'required'),
  location: z.string().trim().min(1, 'required'),
  status: z.string().min(1, 'required'),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  city: '',
  proposalTitle: '',
  jobTitle: '',
  description: '',
  eventName: '',
  location: '',
  status: '',
};
const STEP_FIELDS: FieldPath<Values>[][] = [
  ['firstName', 'lastName', 'email', 'city'],
  ['proposalTitle', 'jobTitle', 'description'],
  ['eventName', 'location', 'status'],
];

function ValidatedWizard() {
  const { t } = useTranslation('form-demos');
  const [step, setStep] = useState(0);
  const [invalid, setInvalid] = useState<number[]>([]);
  const [review, setReview] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onBlur', shouldFocusError: true });
  const { panel, moveFocus } = useStepFocus(review ? 3 : step);
  const { register, control, formState, trigger, getValues, reset } = form;
  // A step stays red only while one of its fields still has an error: fixing them clears it before Next.
  const shownInvalid = invalid.filter((i) => (STEP_FIELDS[i] ?? []).some((f) => formState.errors[f]));
  const err = (name: keyof Values) => {
    const m = formState.errors[name]?.message;
    return m ? t(`errors.${m}`) : undefined;
  };
  const steps: StepDef[] = [
    { title: t('wizard.steps.personal'), subtitle: t('wizard.steps.personalText'), icon: UserRound },
    { title: t('wizard.steps.job'), subtitle: t('wizard.steps.jobText'), icon: FileText },
    { title: t('wizard.steps.event'), subtitle: t('wizard.steps.eventText'), icon: CalendarDays },
  ];

  const next = async () => {
    const ok = await trigger(STEP_FIELDS[step], { shouldFocus: true });
    setInvalid((l) => (ok ? l.filter((i) => i !== step) : [...new Set([...l, step])]));
    if (!ok) return;
    // The field that had focus goes away with its step: focus the next step's first field (or the summary).
    moveFocus();
    if (step < 2) setStep(step + 1);
    else setReview(true);
  };

  const submit = () => {
    toast.success(t('wizard.submitted'));
    moveFocus();
    reset(EMPTY);
    setStep(0);
    setReview(false);
    setInvalid([]);
  };

  const v = getValues();
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Steps
        steps={steps}
        current={review ? 3 : step}
        invalid={shownInvalid}
        label={t('wizard.progress')}
        onSelect={(i) => {
          moveFocus();
          setReview(false);
          setStep(i);
        }}
      />
      {review ? (
        <section ref={panel} tabIndex={-1} aria-labelledby="wizard-summary" className="grid animate-fade-in gap-3 outline-hidden">
          <h3 id="wizard-summary" className="text-base font-semibold">
            {t('wizard.summary')}
          </h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {(Object.keys(EMPTY) as (keyof Values)[]).map((k) => (
              <div key={k} className="grid min-w-0">
                <dt className="text-muted-foreground">{t(`fields.${k}`)}</dt>
                <dd className="font-medium break-words">
                  {k === 'city' ? t(`cities.${v.city}`) : k === 'status' ? t(`wizard.status.${v.status}`) : v[k]}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : (
        <div key={step} ref={panel} className="grid animate-fade-in items-start gap-4 sm:grid-cols-2">
          {step === 0 && (
            <>
              <Field label={t('fields.firstName')} error={err('firstName')} required>
                <Input autoComplete="given-name" {...register('firstName')} />
              </Field>
              <Field label={t('fields.lastName')} error={err('lastName')} required>
                <Input autoComplete="family-name" {...register('lastName')} />
              </Field>
              <Field label={t('fields.email')} error={err('email')} required>
                <Input type="email" autoComplete="email" {...register('email')} />
              </Field>
              <Controller
                control={control}
                name="city"
                render={({ field }) => (
                  <Field label={t('fields.city')} error={err('city')} required>
                    <Select
                      value={field.value}
                      onValueChange={(x) => {
                        field.onChange(x);
                        void trigger('city');
                      }}
                    >
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder={t('select.choose')} />
                      </SelectTrigger>
                      <SelectContent>
                        {CITIES.map((c) => (
                          <SelectItem key={c} value={c}>
                            {t(`cities.${c}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </Field>
                )}
              />
            </>
          )}
          {step === 1 && (
            <>
              <Field label={t('fields.proposalTitle')} error={err('proposalTitle')} required>
                <Input {...register('proposalTitle')} />
              </Field>
              <Field label={t('fields.jobTitle')} error={err('jobTitle')} required>
                <Input {...register('jobTitle')} />
              </Field>
              <Field label={t('fields.description')} error={err('description')} required className="sm:col-span-2">
                <Textarea rows={4} {...register('description')} />
              </Field>
            </>
          )}
          {step === 2 && (
            <>
              <Field label={t('fields.eventName')} error={err('eventName')} required>
                <Input {...register('eventName')} />
              </Field>
              <Field label={t('fields.location')} error={err('location')} required>
                <Input {...register('location')} />
              </Field>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Field label={t('fields.status')} error={err('status')} required>
                    <Select
                      value={field.value}
                      onValueChange={(x) => {
                        field.onChange(x);
                        void trigger('status');
                      }}
                    >
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder={t('select.choose')} />
                      </SelectTrigger>
                      <SelectContent>
                        {STATUSES.map((s) => (
                          <SelectItem key={s} value={s}>
                            {t(`wizard.status.${s}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </Field>
                )}
              />
            </>
          )}
        </div>
      )}
      <div className="mt-6 flex justify-between gap-3">
        <Button
          variant="outline"
          color="secondary"
          disabled={step === 0 && !review}

          onClick={() => {
            moveFocus();
            if (review) setReview(false);
            else setStep(step - 1);
          }}
        >
          {t('wizard.back')}
        </Button>
        {review ? (
          <Button color="success" onClick={submit}>
            {t('wizard.submit')}
          </Button>
        ) : (
          <Button onClick={() => void next()}>{step === 2 ? t('wizard.review') : t('wizard.next')}</Button>
        )}
      </div>
    </form>
  );
}

export default function FormWizardPage() {
  const { t } = useTranslation('form-demos');
  return (
    <div className="grid min-w-0 gap-6">
      <DemoCard
        title={t('wizard.validation')}
        description={t('wizard.validationText')}
        code={`const ok = await trigger(STEP_FIELDS[step], { shouldFocus: true });\nif (ok) setStep(step + 1);\nelse setInvalid((l) => [...l, step]);`}
      >
        <ValidatedWizard />
      </DemoCard>
      <DemoCard
        title={t('wizard.numberTabs')}
        description={t('wizard.numberTabsText')}
        code={`<Steps steps={steps} current={step} label="Progress" />`}
      >
        <SimpleWizard icons={false} id="wz-num" />
      </DemoCard>
      <DemoCard
        title={t('wizard.iconTabs')}
        description={t('wizard.iconTabsText')}
        code={`<Steps steps={[{ title: 'Personal', icon: UserRound }, …]} current={step} label="Progress" />`}
      >
        <SimpleWizard icons id="wz-icon" />
      </DemoCard>
    </div>
  );
}
