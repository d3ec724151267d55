import { useId, type FormEvent } from 'react';
import { Lock, Mail, Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { FloatingInput } from '../components/floating-input';

const FIELDS = [
  { name: 'firstName', type: 'text', icon: UserRound, autoComplete: 'given-name' },
  { name: 'email', type: 'email', icon: Mail, autoComplete: 'email' },
  { name: 'mobile', type: 'tel', icon: Phone, autoComplete: 'tel' },
  { name: 'password', type: 'password', icon: Lock, autoComplete: 'new-password' },
] as const;
/** The multiple-columns form: each field with its autofill token, so browsers and password managers fill it. */
const COLUMNS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'email', autoComplete: 'email' },
] as const;

function useSubmit() {
  const { t } = useTranslation('form-demos');
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()]
        .filter(([k, v]) => k !== 'password' && String(v).trim() !== '')
        .map(([k, v]) => [t(`fields.${k}`), String(v)]),
    );
    const lines = Object.entries(data).map(([k, v]) => `${k}: ${v}`);
    toast.success(t('layouts.submitted'), { description: lines.length ? lines.join(' · ') : t('layouts.empty') });
  };
}

function Actions() {
  const { t } = useTranslation('form-demos');
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit">{t('actions.submit')}</Button>
      <Button type="reset" variant="outline" color="secondary">
        {t('actions.reset')}
      </Button>
    </div>
  );
}

function Remember({ id }: { id: string }) {
  const { t } = useTranslation('form-demos');
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} name="remember" value="✓" />
      <Label htmlFor={id}>{t('fields.remember')}</Label>
    </div>
  );
}

function LayoutForm({ layout, icons = false }: { layout: 'horizontal' | 'vertical' | 'floating'; icons?: boolean }) {
  const { t } = useTranslation('form-demos');
  const uid = useId();
  const onSubmit = useSubmit();
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {FIELDS.map((f) => {
        const id = `${uid}-${f.name}`;
        const Icon = f.icon;
        if (layout === 'floating')
          return (
            <FloatingInput
              key={f.name}
              id={id}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              label={t(`fields.${f.name}`)}
              icon={icons ? <Icon /> : undefined}
            />
          );
        const control = icons ? (
          <InputGroup>
            <InputGroupAddon>
              <Icon aria-hidden="true" />
            </InputGroupAddon>
            <InputGroupInput id={id} name={f.name} type={f.type} autoComplete={f.autoComplete} placeholder={t(`fields.${f.name}`)} />
          </InputGroup>
        ) : (
          <Input id={id} name={f.name} type={f.type} autoComplete={f.autoComplete} placeholder={t(`fields.${f.name}`)} />
        );
        return (
          <div key={f.name} className={cn('grid gap-1.5', layout === 'horizontal' && 'sm:grid-cols-[8rem_1fr] sm:items-center sm:gap-4')}>
            <Label htmlFor={id}>{t(`fields.${f.name}`)}</Label>
            {control}
          </div>
        );
      })}
      <div className={cn(layout === 'horizontal' && 'sm:pl-36')}>
        <Remember id={`${uid}-remember`} />
      </div>
      <div className={cn(layout === 'horizontal' && 'sm:pl-36')}>
        <Actions />
      </div>
    </form>
  );
}

export default function FormLayoutsPage() {
  const { t } = useTranslation('form-demos');
  const uid = useId();
  const onSubmit = useSubmit();
  const code = (l: string) =>
    `<form onSubmit={onSubmit}>\n  <div className="${l}">\n    <Label htmlFor="email">Email</Label>\n    <Input id="email" name="email" />\n  </div>\n  <Button type="submit">Submit</Button>\n  <Button type="reset">Reset</Button>\n</form>`;
  return (
    <DemoGrid>
      <DemoCard
        title={t('layouts.horizontal')}
        description={t('layouts.horizontalText')}
        code={code('grid sm:grid-cols-[8rem_1fr] items-center gap-4')}
      >
        <LayoutForm layout="horizontal" />
      </DemoCard>
      <DemoCard
        title={t('layouts.horizontalIcons')}
        description={t('layouts.horizontalText')}
        code={code('grid sm:grid-cols-[8rem_1fr] items-center gap-4')}
      >
        <LayoutForm layout="horizontal" icons />
      </DemoCard>
      <DemoCard title={t('layouts.vertical')} description={t('layouts.verticalText')} code={code('grid gap-1.5')}>
        <LayoutForm layout="vertical" />
      </DemoCard>
      <DemoCard title={t('layouts.verticalIcons')} description={t('layouts.verticalText')} code={code('grid gap-1.5')}>
        <LayoutForm layout="vertical" icons />
      </DemoCard>
      <DemoCard title={t('layouts.floating')} description={t('layouts.floatingText')} code={`<FloatingInput name="email" label="Email" />`}>
        <LayoutForm layout="floating" />
      </DemoCard>
      <DemoCard
        title={t('layouts.floatingIcons')}
        description={t('layouts.floatingText')}
        code={`<FloatingInput name="email" label="Email" icon={<Mail />} />`}
      >
        <LayoutForm layout="floating" icons />
      </DemoCard>
      <DemoCard
        title={t('layouts.columns')}
        description={t('layouts.columnsText')}
        className="xl:col-span-2"
        code={`<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">\n  <Field label="First name"><Input name="firstName" /></Field>\n  …\n</div>`}
      >
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {COLUMNS.map(({ name, autoComplete }) => (
              <div key={name} className="grid gap-1.5">
                <Label htmlFor={`${uid}-${name}`}>{t(`fields.${name}`)}</Label>
                <Input id={`${uid}-${name}`} name={name} type={name === 'email' ? 'email' : 'text'} autoComplete={autoComplete} />
              </div>
            ))}
          </div>
          <Remember id={`${uid}-col-remember`} />
          <Actions />
        </form>
      </DemoCard>
    </DemoGrid>
  );
}
