import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

export type CardAction = 'collapse' | 'refresh' | 'remove';

export interface ActionCardProps {
  title: string;
  actions: readonly CardAction[];
  children: ReactNode;
  /** Called after the fade-out; the parent stops rendering the card. */
  onRemove?: () => void;
  /** Reload work; the overlay stays at least `refreshMs`. */
  onRefresh?: () => unknown;
  refreshMs?: number;
  className?: string;
  /** Focus the first header action on mount: a restored card takes the focus of the "Restore" button it replaces. */
  focusOnMount?: boolean;
}

const FADE_MS = 250;

/** A card with header actions: collapse (animated, aria-expanded), refresh (spinner overlay, aria-busy), remove (fade out). */
export function ActionCard({ title, actions, children, onRemove, onRefresh, refreshMs = 3000, className, focusOnMount }: ActionCardProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    if (focusOnMount) actionsRef.current?.querySelector('button')?.focus();
  }, [focusOnMount]);

  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    const wait = new Promise((resolve) => timers.current.push(setTimeout(resolve, refreshMs)));
    await Promise.allSettled([onRefresh?.(), wait]);
    setBusy(false);
  };
  const remove = () => {
    setLeaving(true);
    timers.current.push(setTimeout(() => onRemove?.(), FADE_MS));
  };

  const button = (label: string, icon: ReactNode, onClick: () => void, extra: Partial<ButtonProps> = {}) => (
    <Tooltip content={label}>
      <Button variant="ghost" color="secondary" size="icon-sm" aria-label={label} onClick={onClick} {...extra}>
        {icon}
      </Button>
    </Tooltip>
  );

  return (
    <Card
      className={cn('relative transition-[opacity,transform] duration-250', leaving && 'scale-95 opacity-0', className)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <CardHeader className={cn('items-center', !open && 'pb-5')}>
        <CardTitle id={titleId}>{title}</CardTitle>
        <div ref={actionsRef} className="flex items-center gap-1">
          {actions.includes('collapse') &&
            button(
              open ? t('actions.collapse') : t('actions.expand'),
              <ChevronDown className={cn('transition-transform duration-200', !open && '-rotate-90')} aria-hidden="true" />,
              () => setOpen((o) => !o),
              { 'aria-expanded': open, 'aria-controls': bodyId },
            )}
          {actions.includes('refresh') &&
            button(t('actions.refresh'), <RotateCw aria-hidden="true" />, () => void refresh(), {
              disabled: busy,
              focusableWhenDisabled: true,
            })}
          {actions.includes('remove') &&
            // Focusable while the card fades out, so the keyboard focus stays here until the parent moves it on.
            button(t('actions.remove'), <X aria-hidden="true" />, remove, { disabled: leaving, focusableWhenDisabled: true })}
        </div>
      </CardHeader>
      <div
        id={bodyId}
        className={cn('grid transition-[grid-template-rows] duration-300 ease-out', open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]')}
        inert={!open}
        data-state={open ? 'open' : 'closed'}
      >
        <div className="overflow-hidden">
          <CardContent>{children}</CardContent>
        </div>
      </div>
      {busy && (
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-card/75 backdrop-blur-[1px] animate-fade-in">
          <Spinner className="size-8 text-primary-text" label={t('actions.refreshing')} />
        </div>
      )}
    </Card>
  );
}
