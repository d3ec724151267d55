import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Maximize2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

const BACKDROPS = {
  primary: 'bg-primary/45',
  success: 'bg-success/45',
  danger: 'bg-danger/45',
  warning: 'bg-warning/45',
  dark: 'bg-black/80',
} as const;

function Lorem() {
  const { t } = useTranslation('component-demos');
  return <p className="text-sm leading-relaxed text-muted-foreground">{t('popup.lorem')}</p>;
}

/** The inner popup's form: mounted with the popup, so each opening starts empty; the error is ours, not the browser's. */
function InnerForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('component-demos');
  const schema = z.object({ name: z.string().trim().min(1, t('popup.nameRequired')) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { name: '' } });
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSaved)}>
      <DialogHeader>
        <DialogTitle>{t('popup.innerTitle')}</DialogTitle>
        <DialogDescription>{t('popup.innerDesc')}</DialogDescription>
      </DialogHeader>
      <Field label={t('popup.name')} required error={form.formState.errors.name?.message}>
        <Input {...form.register('name')} />
      </Field>
      <DialogFooter>
        <Button type="submit">{t('popup.save')}</Button>
      </DialogFooter>
    </form>
  );
}

export default function PopupPage() {
  const { t } = useTranslation('component-demos');
  const [inner, setInner] = useState(false);
  return (
    <DemoGrid>
      <DemoCard
        title={t('popup.default')}
        description={t('popup.defaultText')}
        code={`<Dialog>\n  <DialogTrigger asChild><Button>Open</Button></DialogTrigger>\n  <DialogContent>\n    <DialogTitle>Title</DialogTitle>\n    …\n  </DialogContent>\n</Dialog>`}
      >
        <Dialog>
          <DialogTrigger asChild>
            <Button>{t('popup.open')}</Button>
          </DialogTrigger>
          <DialogContent closeLabel={t('popup.close')}>
            <DialogHeader>
              <DialogTitle>{t('popup.title')}</DialogTitle>
              <DialogDescription>{t('popup.subtitle')}</DialogDescription>
            </DialogHeader>
            <Lorem />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" color="secondary">
                  {t('popup.close')}
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DemoCard>

      <DemoCard
        title={t('popup.background')}
        description={t('popup.backgroundText')}
        code={`<DialogContent overlayClassName="bg-success/45">…</DialogContent>`}
        contentClassName="flex flex-wrap gap-3"
      >
        {(Object.keys(BACKDROPS) as (keyof typeof BACKDROPS)[]).map((c) => (
          <Dialog key={c}>
            <DialogTrigger asChild>
              <Button color={c} variant="soft">
                {t(`colors.${c}`)}
              </Button>
            </DialogTrigger>
            <DialogContent closeLabel={t('popup.close')} overlayClassName={BACKDROPS[c]}>
              <DialogHeader>
                <DialogTitle>{t('popup.backdropTitle', { color: t(`colors.${c}`) })}</DialogTitle>
                <DialogDescription>{t('popup.subtitle')}</DialogDescription>
              </DialogHeader>
              <Lorem />
            </DialogContent>
          </Dialog>
        ))}
      </DemoCard>

      <DemoCard
        title={t('popup.fullscreen')}
        code={`<DialogContent className="h-dvh max-h-none w-screen max-w-none rounded-none">…</DialogContent>`}
      >
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">
              <Maximize2 aria-hidden="true" />
              {t('popup.openFullscreen')}
            </Button>
          </DialogTrigger>
          <DialogContent
            closeLabel={t('popup.close')}
            className="h-dvh max-h-none w-screen max-w-none content-start rounded-none border-0 sm:p-10"
          >
            <DialogHeader>
              <DialogTitle>{t('popup.fullscreenTitle')}</DialogTitle>
              <DialogDescription>{t('popup.subtitle')}</DialogDescription>
            </DialogHeader>
            <div className="grid max-w-3xl gap-4">
              <Lorem />
              <Lorem />
            </div>
            <DialogFooter className="sm:justify-start">
              <DialogClose asChild>
                <Button>{t('popup.done')}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DemoCard>

      <DemoCard
        title={t('popup.inner')}
        description={t('popup.innerText')}
        code={`<Dialog>\n  <DialogContent>\n    <Dialog>\n      <DialogTrigger asChild><Button>Open inner</Button></DialogTrigger>\n      <DialogContent>…</DialogContent>\n    </Dialog>\n  </DialogContent>\n</Dialog>`}
      >
        <Dialog>
          <DialogTrigger asChild>
            <Button color="success">{t('popup.openOuter')}</Button>
          </DialogTrigger>
          <DialogContent closeLabel={t('popup.close')}>
            <DialogHeader>
              <DialogTitle>{t('popup.outerTitle')}</DialogTitle>
              <DialogDescription>{t('popup.outerText')}</DialogDescription>
            </DialogHeader>
            <Dialog open={inner} onOpenChange={setInner}>
              <DialogTrigger asChild>
                <Button variant="soft" color="success" className="w-fit">
                  {t('popup.openInner')}
                </Button>
              </DialogTrigger>
              <DialogContent closeLabel={t('popup.close')} className={cn('max-w-sm')} overlayClassName="bg-black/30">
                <InnerForm
                  onSaved={() => {
                    setInner(false);
                    toast.success(t('popup.innerSaved'));
                  }}
                />
              </DialogContent>
            </Dialog>
          </DialogContent>
        </Dialog>
      </DemoCard>
    </DemoGrid>
  );
}
