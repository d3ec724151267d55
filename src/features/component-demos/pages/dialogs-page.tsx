import { useState } from 'react';
import { CircleAlert, CircleCheck, CircleHelp, Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { COLORS, SOFT, type DemoColor } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const ICONS: Record<DemoColor, typeof Info> = {
  primary: Info,
  secondary: CircleHelp,
  success: CircleCheck,
  danger: OctagonAlert,
  warning: TriangleAlert,
  info: Info,
  dark: CircleAlert,
};

function AlertDialog({ color }: { color: DemoColor }) {
  const { t } = useTranslation('component-demos');
  const Icon = ICONS[color];
  const name = t(`colors.${color}`);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button color={color}>{name}</Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" closeLabel={t('dialogs.close')} className="max-w-sm text-center">
        <span
          className={cn('mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-7', SOFT[color])}
          aria-hidden="true"
        >
          <Icon />
        </span>
        <DialogHeader className="items-center pr-0">
          <DialogTitle>{t('dialogs.alertTitle', { color: name })}</DialogTitle>
          <DialogDescription>{t('dialogs.alertText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button color={color}>{t('dialogs.accept')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ConfirmDialog() {
  const { t } = useTranslation('component-demos');
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<boolean | null>(null);
  const answer = (ok: boolean) => {
    setResult(ok);
    setOpen(false);
    toast(ok ? t('dialogs.confirmed') : t('dialogs.cancelled'));
  };
  return (
    <div className="grid gap-3">
      <Dialog open={open} onOpenChange={(o) => (o ? setOpen(true) : answer(false))}>
        <DialogTrigger asChild>
          <Button color="danger" variant="outline" className="w-fit">
            {t('dialogs.deleteFile')}
          </Button>
        </DialogTrigger>
        <DialogContent role="alertdialog" closeLabel={t('dialogs.close')} className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('dialogs.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('dialogs.confirmText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" color="secondary" onClick={() => answer(false)}>
              {t('dialogs.cancel')}
            </Button>
            <Button color="danger" onClick={() => answer(true)}>
              {t('dialogs.accept')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p className="text-sm text-muted-foreground">
        {t('dialogs.result', { value: result === null ? '—' : result ? t('dialogs.accepted') : t('dialogs.cancelledShort') })}
      </p>
    </div>
  );
}

const VALID = /^[A-Za-z0-9_-]{3,16}$/;

function PromptDialog() {
  const { t } = useTranslation('component-demos');
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [result, setResult] = useState('');
  const valid = VALID.test(value);
  const accept = () => {
    if (!valid) return;
    setResult(value);
    setOpen(false);
    toast.success(t('dialogs.promptResult', { value }));
  };
  return (
    <div className="grid gap-3">
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (o) setValue('');
        }}
      >
        <DialogTrigger asChild>
          <Button className="w-fit">{t('dialogs.openPrompt')}</Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('dialogs.close')} className="max-w-md">
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              accept();
            }}
          >
            <DialogHeader>
              <DialogTitle>{t('dialogs.promptTitle')}</DialogTitle>
              <DialogDescription>{t('dialogs.promptText')}</DialogDescription>
            </DialogHeader>
            <Field label={t('dialogs.promptLabel')}>
              <Input
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoComplete="off"
                aria-invalid={(value !== '' && !valid) || undefined}
              />
            </Field>
            {value !== '' && !valid && (
              <Alert color="danger">
                <OctagonAlert aria-hidden="true" />
                <AlertDescription>{t('dialogs.promptInvalid')}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button variant="outline" color="secondary" onClick={() => setOpen(false)}>
                {t('dialogs.cancel')}
              </Button>
              <Button type="submit" disabled={!valid}>
                {t('dialogs.accept')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <p className="text-sm text-muted-foreground">{t('dialogs.result', { value: result || '—' })}</p>
    </div>
  );
}

export default function DialogsPage() {
  const { t } = useTranslation('component-demos');
  return (
    <DemoGrid>
      <DemoCard
        title={t('dialogs.alert')}
        description={t('dialogs.alertDesc')}
        code={`<Dialog>\n  <DialogTrigger asChild><Button color="success">Open</Button></DialogTrigger>\n  <DialogContent role="alertdialog">\n    <DialogTitle>Done</DialogTitle>\n    <DialogClose asChild><Button>Accept</Button></DialogClose>\n  </DialogContent>\n</Dialog>`}
        contentClassName="flex flex-wrap gap-3"
        className="xl:col-span-2"
      >
        {COLORS.map((c) => (
          <AlertDialog key={c} color={c} />
        ))}
      </DemoCard>
      <DemoCard
        title={t('dialogs.confirm')}
        description={t('dialogs.confirmDesc')}
        code={`<Button onClick={() => answer(false)}>Cancel</Button>\n<Button color="danger" onClick={() => answer(true)}>Accept</Button>\n// answer: close, then toast(ok ? 'Accepted' : 'Cancelled')`}
      >
        <ConfirmDialog />
      </DemoCard>
      <DemoCard
        title={t('dialogs.prompt')}
        description={t('dialogs.promptDesc')}
        code={`<Button type="submit" disabled={!schema.safeParse(value).success}>\n  Accept\n</Button>`}
      >
        <PromptDialog />
      </DemoCard>
    </DemoGrid>
  );
}
