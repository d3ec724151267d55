import { useState } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from '@/components/ui/input-group';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

const SCOPES = ['all', 'users', 'files'] as const;

export default function FormInputGroupPage() {
  const { t } = useTranslation('form-demos');
  const [scope, setScope] = useState<(typeof SCOPES)[number]>('all');
  const [q, setQ] = useState('');
  return (
    <DemoGrid>
      <DemoCard
        title={t('inputGroup.basic')}
        description={t('inputGroup.basicText')}
        code={`<InputGroup>\n  <InputGroupAddon variant="text">@</InputGroupAddon>\n  <InputGroupInput aria-label="Username" />\n</InputGroup>`}
      >
        <div className="grid gap-3">
          <InputGroup>
            <InputGroupAddon variant="text">@</InputGroupAddon>
            <InputGroupInput aria-label={t('fields.username')} placeholder={t('fields.username')} />
          </InputGroup>
          <InputGroup>
            <InputGroupInput aria-label={t('inputGroup.recipient')} placeholder={t('inputGroup.recipient')} />
            <InputGroupAddon variant="text" align="end">
              @example.com
            </InputGroupAddon>
          </InputGroup>
          <InputGroup>
            <InputGroupAddon variant="text">$</InputGroupAddon>
            <InputGroupInput aria-label={t('inputGroup.amount')} inputMode="decimal" placeholder="100" />
            <InputGroupAddon variant="text" align="end">
              .00
            </InputGroupAddon>
          </InputGroup>
        </div>
      </DemoCard>

      <DemoCard
        title={t('inputGroup.sizing')}
        description={t('inputGroup.sizingText')}
        code={`<InputGroup className="h-11 text-base">…</InputGroup>`}
      >
        <div className="grid gap-3">
          {(
            [
              ['sm', 'h-8 text-xs'],
              ['md', ''],
              ['lg', 'h-11 text-base'],
            ] as const
          ).map(([s, cls]) => (
            <InputGroup key={s} className={cls}>
              <InputGroupAddon variant="text">@</InputGroupAddon>
              <InputGroupInput aria-label={t(`sizes.${s}`)} placeholder={t(`sizes.${s}`)} />
            </InputGroup>
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('inputGroup.buttons')}
        description={t('inputGroup.buttonsText')}
        code={`<InputGroup>\n  <InputGroupInput aria-label="Search" />\n  <InputGroupAddon align="end"><InputGroupButton>Go</InputGroupButton></InputGroupAddon>\n</InputGroup>`}
      >
        <div className="grid gap-3">
          <InputGroup>
            <InputGroupAddon align="start" className="pl-1">
              <InputGroupButton
                className="bg-primary-solid text-white hover:bg-primary-solid/90"
                onClick={() => toast(t('inputGroup.clicked'))}
              >
                {t('inputGroup.button')}
              </InputGroupButton>
            </InputGroupAddon>
            <InputGroupInput aria-label={t('inputGroup.message')} placeholder={t('inputGroup.message')} />
          </InputGroup>
          <InputGroup>
            <InputGroupInput aria-label={t('input.search')} placeholder={t('input.search')} />
            <InputGroupAddon align="end" className="pr-1">
              <InputGroupButton aria-label={t('input.search')} onClick={() => toast(t('inputGroup.clicked'))}>
                <Search aria-hidden="true" />
              </InputGroupButton>
              <InputGroupButton
                className="bg-primary-solid text-white hover:bg-primary-solid/90"
                onClick={() => toast(t('inputGroup.clicked'))}
              >
                {t('inputGroup.go')}
              </InputGroupButton>
            </InputGroupAddon>
          </InputGroup>
        </div>
      </DemoCard>

      <DemoCard
        title={t('inputGroup.multiple')}
        description={t('inputGroup.multipleText')}
        code={`<InputGroup>\n  <InputGroupAddon variant="text">$</InputGroupAddon>\n  <InputGroupAddon variant="text">0.00</InputGroupAddon>\n  <InputGroupInput />\n</InputGroup>`}
      >
        <div className="grid gap-3">
          <InputGroup>
            <InputGroupAddon variant="text">$</InputGroupAddon>
            <InputGroupAddon variant="text" className="order-first">
              USD
            </InputGroupAddon>
            <InputGroupInput aria-label={t('inputGroup.amount')} inputMode="decimal" />
          </InputGroup>
          <InputGroup>
            <InputGroupInput aria-label={t('inputGroup.amount')} inputMode="decimal" />
            <InputGroupAddon variant="text" align="end">
              .00
            </InputGroupAddon>
            <InputGroupAddon variant="text" align="end" className="order-last">
              EUR
            </InputGroupAddon>
          </InputGroup>
        </div>
      </DemoCard>

      <DemoCard
        title={t('inputGroup.elements')}
        description={t('inputGroup.elementsText')}
        code={`<InputGroup>\n  <InputGroupAddon variant="text"><Checkbox aria-label="Enable" /></InputGroupAddon>\n  <InputGroupInput aria-label="Value" />\n</InputGroup>`}
      >
        <div className="grid gap-3">
          <InputGroup>
            <InputGroupAddon variant="text">
              <Checkbox aria-label={t('inputGroup.enable')} defaultChecked />
            </InputGroupAddon>
            <InputGroupInput aria-label={t('inputGroup.message')} placeholder={t('inputGroup.message')} />
          </InputGroup>
          <InputGroup>
            <InputGroupAddon variant="text">
              <RadioGroup defaultValue="a" aria-label={t('inputGroup.choice')} className="flex gap-2">
                <RadioGroupItem value="a" aria-label="A" />
                <RadioGroupItem value="b" aria-label="B" />
              </RadioGroup>
            </InputGroupAddon>
            <InputGroupInput aria-label={t('inputGroup.message')} placeholder={t('inputGroup.message')} />
          </InputGroup>
        </div>
      </DemoCard>

      <DemoCard
        title={t('inputGroup.dropdown')}
        description={t('inputGroup.dropdownText')}
        code={`<InputGroup>\n  <InputGroupAddon className="pl-1">\n    <DropdownMenu>\n      <DropdownMenuTrigger asChild><InputGroupButton>All</InputGroupButton></DropdownMenuTrigger>\n      …\n    </DropdownMenu>\n  </InputGroupAddon>\n  <InputGroupInput aria-label="Search" />\n</InputGroup>`}
      >
        <InputGroup>
          <InputGroupAddon className="border-r pr-1 pl-1">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <InputGroupButton aria-label={`${t('inputGroup.scope')}: ${t(`inputGroup.scopes.${scope}`)}`}>
                  {t(`inputGroup.scopes.${scope}`)}
                  <ChevronDown aria-hidden="true" />
                </InputGroupButton>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {SCOPES.map((s) => (
                  <DropdownMenuItem key={s} onSelect={() => setScope(s)}>
                    {t(`inputGroup.scopes.${s}`)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </InputGroupAddon>
          <InputGroupInput
            aria-label={t('input.search')}
            placeholder={t('input.search')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </InputGroup>
      </DemoCard>
    </DemoGrid>
  );
}
