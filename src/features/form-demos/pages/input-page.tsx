import { useRef, useState } from 'react';
import { Search, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from '@/components/ui/input-group';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, DOT, FOCUS } from '../components/colors';
import { DemoGrid } from '../components/demo-grid';
import { FloatingInput } from '../components/floating-input';
import { InputStates } from './input-states';

export default function InputPage() {
  const { t } = useTranslation('form-demos');
  const [search, setSearch] = useState('Tessera');
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <DemoGrid>
      <DemoCard
        title={t('input.default')}
        description={t('input.defaultText')}
        code={`<Input aria-label="Name" placeholder="Placeholder" />\n<Input aria-label="Name" disabled />`}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Input aria-label={t('input.placeholder')} placeholder={t('input.placeholder')} />
          <Input aria-label={t('common.disabled')} placeholder={t('common.disabled')} disabled />
        </div>
      </DemoCard>

      <DemoCard title={t('input.label')} description={t('input.labelText')} code={`<Field label="Full name">\n  <Input />\n</Field>`}>
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <Field label={t('fields.fullName')}>
            <Input placeholder="Jane Roe" />
          </Field>
          <Field label={t('fields.email')} description={t('input.emailHint')}>
            <Input type="email" placeholder="jane@example.com" />
          </Field>
        </div>
      </DemoCard>

      <DemoCard title={t('input.floating')} description={t('input.floatingText')} code={`<FloatingInput label="Username" />`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FloatingInput label={t('fields.username')} />
          <FloatingInput label={t('fields.city')} defaultValue={t('cities.lisbon')} />
        </div>
      </DemoCard>

      <DemoCard
        title={t('input.icons')}
        description={t('input.iconsText')}
        code={`<InputGroup>\n  <InputGroupAddon><Search /></InputGroupAddon>\n  <InputGroupInput value={q} onChange={(e) => setQ(e.target.value)} />\n  {q && <InputGroupAddon align="end"><InputGroupButton aria-label="Clear" onClick={() => { setQ(''); ref.current?.focus(); }}><X /></InputGroupButton></InputGroupAddon>}\n</InputGroup>`}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <InputGroup>
            <InputGroupAddon>
              <Search aria-hidden="true" />
            </InputGroupAddon>
            <InputGroupInput
              ref={searchRef}
              aria-label={t('input.search')}
              placeholder={t('input.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {search && (
              <InputGroupAddon align="end">
                <InputGroupButton
                  aria-label={t('input.clear')}
                  onClick={() => {
                    setSearch('');
                    // The clear button unmounts with the text: keep the keyboard in the field.
                    searchRef.current?.focus();
                  }}
                >
                  <X aria-hidden="true" />
                </InputGroupButton>
              </InputGroupAddon>
            )}
          </InputGroup>
          <InputGroup>
            <InputGroupInput aria-label={t('fields.username')} placeholder={t('fields.username')} />
            <InputGroupAddon align="end" className="pr-3">
              <UserRound aria-hidden="true" />
            </InputGroupAddon>
          </InputGroup>
        </div>
      </DemoCard>

      <DemoCard
        title={t('input.sizes')}
        description={t('input.sizesText')}
        code={`<Input className="h-8 text-xs" />\n<Input />\n<Input className="h-11 text-base" />`}
      >
        <div className="grid gap-3">
          <Input aria-label={t('sizes.sm')} placeholder={t('sizes.sm')} className="h-8 text-xs" />
          <Input aria-label={t('sizes.md')} placeholder={t('sizes.md')} />
          <Input aria-label={t('sizes.lg')} placeholder={t('sizes.lg')} className="h-11 text-base" />
        </div>
      </DemoCard>

      <DemoCard
        title={t('common.colors')}
        description={t('input.colorsText')}
        code={`<InputGroup className="border-success focus-within:border-success focus-within:ring-success/25">\n  <InputGroupInput aria-label="Success" />\n</InputGroup>`}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {COLORS.map((c) => (
            <InputGroup key={c} className={c === 'primary' ? 'border-primary' : FOCUS[c]}>
              <InputGroupAddon>
                <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOT[c])} />
              </InputGroupAddon>
              <InputGroupInput aria-label={t(`colors.${c}`)} placeholder={t(`colors.${c}`)} />
            </InputGroup>
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('input.validation')}
        description={t('input.validationText')}
        code={`<Field label="Email" error="Invalid email">\n  <Input defaultValue="jane@" />\n</Field>`}
        className="xl:col-span-2"
      >
        <InputStates />
      </DemoCard>
    </DemoGrid>
  );
}
