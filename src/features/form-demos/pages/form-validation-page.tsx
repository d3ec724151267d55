import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DateInput } from '../components/date-input';
import { FileInput } from '../components/file-input';
import { ValidationSummary, type SummaryState } from '../components/validation-summary';
import * as r from '../validation/rules';

const FRAMEWORKS = ['react', 'vue', 'angular', 'svelte'] as const;
const FILE_TYPES = ['image/png', 'image/jpeg'] as const;
const MAX_FILE = 200 * 1024;

const simpleSchema = z
  .object({
    name: z.string().trim().min(1, 'required').refine(r.isAlphaSpaces, 'alphaSpaces'),
    email: z.string().trim().min(1, 'required').refine(r.isEmail, 'email'),
    password: z.string().min(1, 'required').refine(r.isStrongPassword, 'password'),
    confirm: z.string().min(1, 'required'),
  })
  .refine((v) => r.isConfirmed(v.confirm, v.password), { path: ['confirm'], message: 'confirmed' });
type Simple = z.infer<typeof simpleSchema>;
/** The simple form's fields in page order, with their label keys (for the summary's links). */
const SIMPLE_FIELDS = [
  ['name', 'fields.fullName'],
  ['email', 'fields.email'],
  ['password', 'fields.password'],
  ['confirm', 'fields.confirmPassword'],
] as const;

const str = z.string();
const req = (s: z.ZodString = str) => s.trim().min(1, 'required');
const rulesSchema = z
  .object({
    required: req(),
    alpha: req().refine(r.isAlpha, 'alpha'),
    alphaDash: req().refine(r.isAlphaDash, 'alphaDash'),
    alphaNum: req().refine(r.isAlphaNum, 'alphaNum'),
    alphaSpaces: req().refine(r.isAlphaSpaces, 'alphaSpaces'),
    numeric: req().refine(r.isNumeric, 'numeric'),
    digits: req().refine((v) => r.hasDigits(v, 4), 'digits'),
    between: req().refine((v) => r.isBetween(v, 1, 10), 'between'),
    minLength: req().refine((v) => r.hasMinLength(v, 3), 'minLength'),
    maxLength: str.refine((v) => r.hasMaxLength(v, 5), 'maxLength'),
    minValue: req().refine((v) => r.hasMinValue(v, 18), 'minValue'),
    maxValue: req().refine((v) => r.hasMaxValue(v, 99), 'maxValue'),
    email: req().refine(r.isEmail, 'email'),
    url: req().refine(r.isUrl, 'url'),
    creditCard: req().refine(r.isCreditCard, 'creditCard'),
    dateFormat: req().refine(r.isDateFormat, 'dateFormat'),
    dateBetween: req().refine((v) => r.isDateBetween(v, '2024-01-01', '2024-12-31'), 'dateBetween'),
    includedIn: req().refine((v) => r.isIncludedIn(v.toLowerCase(), FRAMEWORKS), 'includedIn'),
    secret: req(),
    secretConfirm: req(),
    file: z
      .custom<FileList>()
      .refine((f) => f && f.length > 0, 'fileRequired')
      .refine((f) => !f?.[0] || r.hasFileType(f[0], FILE_TYPES), 'fileType')
      .refine((f) => !f?.[0] || r.hasMaxFileSize(f[0], MAX_FILE), 'fileSize'),
  })
  .refine((v) => r.isConfirmed(v.secretConfirm, v.secret), { path: ['secretConfirm'], message: 'confirmed' });
type Rules = z.infer<typeof rulesSchema>;
type RuleName = Exclude<keyof Rules, 'file'>;
const RULE_FIELDS: { name: RuleName; type?: string; inputMode?: 'numeric' | 'decimal' }[] = [
  { name: 'required' },
  { name: 'alpha' },
  { name: 'alphaDash' },
  { name: 'alphaNum' },
  { name: 'alphaSpaces' },
  { name: 'numeric', inputMode: 'decimal' },
  { name: 'digits', inputMode: 'numeric' },
  { name: 'between', inputMode: 'numeric' },
  { name: 'minLength' },
  { name: 'maxLength' },
  { name: 'minValue', inputMode: 'numeric' },
  { name: 'maxValue', inputMode: 'numeric' },
  { name: 'email', type: 'email' },
  { name: 'url', type: 'url' },
  { name: 'creditCard', inputMode: 'numeric' },
  { name: 'dateFormat' },
  { name: 'dateBetween' },
  { name: 'includedIn' },
  { name: 'secret', type: 'password' },
  { name: 'secretConfirm', type: 'password' },
];

const PASSWORD_RULES = [
  { key: 'length', test: (v: string) => v.length >= 8 },
  { key: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { key: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'digit', test: (v: string) => /\d/.test(v) },
] as const;

/** The password rules, each ticked off live as the user types (read with the field's description). */
function PasswordRules({ value }: { value: string }) {
  const { t } = useTranslation('form-demos');
  return (
    <span className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1">
      {PASSWORD_RULES.map(({ key, test }) => {
        const ok = test(value);
        const Icon = ok ? Check : X;
        return (
          <span
            key={key}
            data-met={ok}
            className={cn('inline-flex items-center gap-1 transition-colors', ok ? 'text-success-text' : 'text-muted-foreground')}
          >
            <Icon className="size-3.5 shrink-0" aria-hidden="true" />
            {t(`validation.passwordRules.${key}`)}
            <span className="sr-only">({ok ? t('validation.ruleMet') : t('validation.ruleNotMet')})</span>
            {key !== 'digit' && <span className="sr-only">, </span>}
          </span>
        );
      })}
    </span>
  );
}

function SimpleForm() {
  const { t } = useTranslation('form-demos');
  const [state, setState] = useState<SummaryState>('idle');
  const { register, handleSubmit, formState, reset, watch, setFocus } = useForm<Simple>({
    resolver: zodResolver(simpleSchema),
    mode: 'onBlur',
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });
  const password = watch('password');
  const err = (k: keyof Simple) => {
    const m = formState.errors[k]?.message;
    return m ? t(`errors.${m}`) : undefined;
  };
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(
        () => {
          setState('valid');
          toast.success(t('validation.submitted'));
        },
        (e) => setState(Object.keys(e).length ? 'invalid' : 'idle'),
      )}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.fullName')} error={err('name')} required>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t('fields.email')} error={err('email')} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label={t('fields.password')} description={<PasswordRules value={password} />} error={err('password')} required>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t('fields.confirmPassword')} error={err('confirm')} required>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </Field>
      </div>
      <ValidationSummary
        state={state}
        invalid={SIMPLE_FIELDS.filter(([k]) => formState.errors[k]).map(([name, label]) => ({ name, label: t(label) }))}
        onPick={setFocus}
      />
      <FormActions
        onReset={() => {
          reset();
          setState('idle');
        }}
      />
    </form>
  );
}

function FormActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('form-demos');
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit">{t('actions.submit')}</Button>
      <Button variant="outline" color="secondary" onClick={onReset}>
        {t('actions.reset')}
      </Button>
    </div>
  );
}

function RulesForm() {
  const { t } = useTranslation('form-demos');
  const [state, setState] = useState<SummaryState>('idle');
  const defaults = Object.fromEntries(RULE_FIELDS.map((f) => [f.name, ''])) as Omit<Rules, 'file'>;
  const { register, handleSubmit, formState, reset, setValue, setFocus } = useForm<Rules>({
    resolver: zodResolver(rulesSchema),
    mode: 'onBlur',
    defaultValues: defaults,
  });
  const err = (k: keyof Rules) => {
    const m = formState.errors[k]?.message;
    return m ? t(`errors.${m}`) : undefined;
  };
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(
        () => {
          setState('valid');
          toast.success(t('validation.submitted'));
        },
        () => setState('invalid'),
      )}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {RULE_FIELDS.map((f) => (
          <Field
            key={f.name}
            label={t(`validation.rules.${f.name}`)}
            description={t(`validation.hints.${f.name}`)}
            error={err(f.name)}
            required={f.name !== 'maxLength'}
          >
            {f.name === 'dateBetween' ? (
              <DateInput
                autoComplete="off"
                from="2024-01-01"
                to="2024-12-31"
                pickLabel={t('validation.pickDate')}
                onPick={(iso) => setValue('dateBetween', iso, { shouldValidate: true, shouldDirty: true, shouldTouch: true })}
                {...register('dateBetween')}
              />
            ) : (
              <Input type={f.type ?? 'text'} inputMode={f.inputMode} autoComplete="off" {...register(f.name)} />
            )}
          </Field>
        ))}
        <Field label={t('validation.rules.file')} description={t('validation.hints.file')} error={err('file')} required>
          <FileInput
            accept={FILE_TYPES.join(',')}
            buttonLabel={t('validation.browse')}
            emptyLabel={t('validation.noFile')}
            {...register('file')}
          />
        </Field>
      </div>
      <ValidationSummary
        state={state}
        invalid={[...RULE_FIELDS.map((f) => f.name), 'file' as const]
          .filter((k) => formState.errors[k])
          .map((name) => ({ name, label: t(`validation.rules.${name}`) }))}
        onPick={setFocus}
      />
      <FormActions
        onReset={() => {
          reset();
          setState('idle');
        }}
      />
    </form>
  );
}

export default function FormValidationPage() {
  const { t } = useTranslation('form-demos');
  return (
    <div className="grid min-w-0 gap-6">
      <DemoCard
        title={t('validation.simple')}
        description={t('validation.simpleText')}
        code={`const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onBlur' });\n<Field label="Email" error={errors.email?.message}>\n  <Input {...register('email')} />\n</Field>`}
      >
        <SimpleForm />
      </DemoCard>
      <DemoCard
        title={t('validation.types')}
        description={t('validation.typesText')}
        code={`alpha: z.string().trim().min(1, 'Required').refine(isAlpha, 'Letters only'),\ncreditCard: z.string().refine(isCreditCard, 'Invalid card number'),`}
      >
        <RulesForm />
      </DemoCard>
    </div>
  );
}
