import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ChevronDown, Copy, LogIn, Pencil, Share2, Trash2 } from 'lucide-react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const ACTIONS = [
  ['edit', Pencil],
  ['duplicate', Copy],
  ['share', Share2],
] as const;

function LoginDropdown() {
  const { t } = useTranslation('component-demos');
  const [open, setOpen] = useState(false);
  // Our own translated messages instead of the browser's bubbles (which speak the browser's language).
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, t('dropdown.emailRequired'))
      .pipe(z.email(t('dropdown.emailInvalid'))),
    password: z.string().min(1, t('dropdown.passwordRequired')),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ email }) => {
    setOpen(false);
    form.reset();
    toast.success(t('dropdown.welcome', { email }));
  });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <LogIn aria-hidden="true" />
          {t('dropdown.login')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={t('dropdown.login')}>
        <form className="grid gap-3" noValidate onSubmit={submit}>
          <Field label={t('dropdown.email')} required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label={t('dropdown.password')} required error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          <Button type="submit">{t('dropdown.signIn')}</Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

export default function DropdownPage() {
  const { t } = useTranslation('component-demos');
  // Submenus open towards the reading direction: → in LTR, ← in RTL.
  const rtl = Direction.useDirection() === 'rtl';
  const [sort, setSort] = useState('newest');
  const [columns, setColumns] = useState({ name: true, email: true, role: false });
  const run = (key: string) => toast(t('dropdown.chose', { item: t(`dropdown.items.${key}`) }));

  const actionItems = ACTIONS.map(([key, Icon]) => (
    <DropdownMenuItem key={key} onSelect={() => run(key)}>
      <Icon aria-hidden="true" />
      {t(`dropdown.items.${key}`)}
    </DropdownMenuItem>
  ));

  return (
    <DemoGrid>
      <DemoCard
        title={t('dropdown.default')}
        description={t('dropdown.defaultText')}
        code={`<DropdownMenu>\n  <DropdownMenuTrigger asChild><Button>Actions</Button></DropdownMenuTrigger>\n  <DropdownMenuContent>\n    <DropdownMenuItem onSelect={edit}>Edit</DropdownMenuItem>\n  </DropdownMenuContent>\n</DropdownMenu>`}
      >
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button>
              {t('dropdown.actions')}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {actionItems}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => run('delete')}
              className="text-danger-text data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger-text"
            >
              <Trash2 aria-hidden="true" />
              {t('dropdown.items.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </DemoCard>

      <DemoCard
        title={t('dropdown.colors')}
        code={`<DropdownMenuTrigger asChild>\n  <Button color="success">…</Button>\n</DropdownMenuTrigger>`}
        contentClassName="flex flex-wrap gap-3"
      >
        {COLORS.map((c) => (
          <DropdownMenu key={c}>
            <DropdownMenuTrigger asChild>
              <Button color={c} variant="soft">
                {t(`colors.${c}`)}
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">{actionItems}</DropdownMenuContent>
          </DropdownMenu>
        ))}
      </DemoCard>

      <DemoCard
        title={t('dropdown.split')}
        description={t('dropdown.splitText')}
        code={`<div role="group" className="inline-flex">\n  <Button onClick={save}>Save</Button>\n  <DropdownMenu>\n    <DropdownMenuTrigger asChild>\n      <Button size="icon" aria-label="More save options"><ChevronDown /></Button>\n    </DropdownMenuTrigger>\n    …\n  </DropdownMenu>\n</div>`}
        contentClassName="flex flex-wrap gap-3"
      >
        {(['primary', 'success'] as const).map((c) => (
          <div key={c} role="group" aria-label={t('dropdown.saveGroup')} className="inline-flex">
            <Button color={c} className="rounded-e-none focus-visible:z-10" onClick={() => toast.success(t('dropdown.saved'))}>
              {t('dropdown.save')}
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button color={c} size="icon" className="rounded-s-none border-s border-white/30" aria-label={t('dropdown.moreSave')}>
                  <ChevronDown aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => run('saveDraft')}>{t('dropdown.items.saveDraft')}</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => run('saveCopy')}>{t('dropdown.items.saveCopy')}</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => run('schedule')}>{t('dropdown.items.schedule')}</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        ))}
      </DemoCard>

      <DemoCard
        title={t('dropdown.custom')}
        description={t('dropdown.customText')}
        code={`<Popover>\n  <PopoverTrigger asChild><Button>Login</Button></PopoverTrigger>\n  <PopoverContent><form>…</form></PopoverContent>\n</Popover>`}
      >
        <LoginDropdown />
      </DemoCard>

      <DemoCard
        title={t('dropdown.groups')}
        description={t('dropdown.groupsText')}
        code={`<DropdownMenuLabel>Sort by</DropdownMenuLabel>\n<DropdownMenuRadioGroup value={sort} onValueChange={setSort}>…</DropdownMenuRadioGroup>\n<DropdownMenuCheckboxItem checked={on}>Name</DropdownMenuCheckboxItem>`}
        contentClassName="grid gap-2"
      >
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" color="secondary" className="w-fit">
              {t('dropdown.view')}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-56">
            <DropdownMenuLabel>{t('dropdown.sortBy')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
              {(['newest', 'oldest', 'name'] as const).map((k) => (
                <DropdownMenuRadioItem key={k} value={k}>
                  {t(`dropdown.sort.${k}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('dropdown.columns')}</DropdownMenuLabel>
            <DropdownMenuGroup>
              {(['name', 'email', 'role'] as const).map((k) => (
                <DropdownMenuCheckboxItem
                  key={k}
                  checked={columns[k]}
                  onCheckedChange={(v) => setColumns((c) => ({ ...c, [k]: v === true }))}
                  onSelect={(e) => e.preventDefault()}
                >
                  {t(`dropdown.col.${k}`)}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuGroup>
          </DropdownMenuContent>
        </DropdownMenu>
        <p className="text-sm text-muted-foreground">
          {t('dropdown.summary', {
            sort: t(`dropdown.sort.${sort as 'newest'}`),
            columns:
              (Object.keys(columns) as (keyof typeof columns)[])
                .filter((k) => columns[k])
                .map((k) => t(`dropdown.col.${k}`))
                .join(', ') || '—',
          })}
        </p>
      </DemoCard>

      <DemoCard
        title={t('dropdown.collapsible')}
        description={t('dropdown.collapsibleText', { open: rtl ? '←' : '→', close: rtl ? '→' : '←' })}
        code={`<DropdownMenuSub>\n  <DropdownMenuSubTrigger>Share</DropdownMenuSubTrigger>\n  <DropdownMenuSubContent>…</DropdownMenuSubContent>\n</DropdownMenuSub>`}
      >
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="soft">
              {t('dropdown.file')}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => run('edit')}>{t('dropdown.items.edit')}</DropdownMenuItem>
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>{t('dropdown.items.share')}</DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                {(['email', 'link', 'team'] as const).map((k) => (
                  <DropdownMenuItem key={k} onSelect={() => run(k)}>
                    {t(`dropdown.items.${k}`)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>{t('dropdown.items.export')}</DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                {(['pdf', 'csv'] as const).map((k) => (
                  <DropdownMenuItem key={k} onSelect={() => run(k)}>
                    {t(`dropdown.items.${k}`)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          </DropdownMenuContent>
        </DropdownMenu>
      </DemoCard>
    </DemoGrid>
  );
}
