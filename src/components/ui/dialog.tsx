import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

type AutoFocusHandlers = Pick<ComponentProps<typeof Primitive.Content>, 'onOpenAutoFocus' | 'onCloseAutoFocus'>;
type ReturnFocusOptions = AutoFocusHandlers & {
  /** Where focus goes when the dialog's action removed its opener (a sent draft, a deleted row), or when no opener was
   *  focused (opened from a drawer that closed first): the element now in its place. Without it, or when it finds
   *  nothing, Radix's default applies. */
  focusWhenOpenerGone?: () => HTMLElement | null | undefined;
};

const focusedElement = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * On close, focus goes back to where it was when the dialog or sheet opened. Radix returns it to the Trigger, and
 * to <body> when the dialog was opened from code (a row action, a shortcut, a menu item): the next Tab would then
 * start over at the top of the page. A caller's onCloseAutoFocus that prevents the default keeps control.
 * Render `origin` first inside the content: it notes the opener before a field inside with autoFocus takes focus.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
  focusWhenOpenerGone,
}: ReturnFocusOptions): Required<AutoFocusHandlers> & {
  origin: ReactNode;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    origin: <FocusOrigin opener={opener} />,
    onOpenAutoFocus: (event) => {
      // Focus outside the content now is the newest opener (a closing menu hands focus back to its trigger);
      // focus inside means a field took it with autoFocus, and the element noted while rendering stands.
      const active = focusedElement();
      if (active && !(event.currentTarget as Node).contains(active)) opener.current = active;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const el = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      // No opener noted: the dialog opened as focus left a closing drawer (its button went with it).
      const target = el?.isConnected ? el : focusWhenOpenerGone?.();
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}

/** Mounts with the content; its first render comes before React applies autoFocus inside, so the focused element
 *  is still the opener. */
function FocusOrigin({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useState(() => {
    opener.current = focusedElement();
  });
  return null;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof Primitive.Overlay>) {
  return (
    <Primitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/45 backdrop-blur-[1px] data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  hideClose = false,
  overlayClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
  focusWhenOpenerGone,
  ...props
}: ComponentProps<typeof Primitive.Content> &
  Pick<ReturnFocusOptions, 'focusWhenOpenerGone'> & {
    closeLabel?: string;
    hideClose?: boolean;
    /** e.g. a tinted backdrop. */ overlayClassName?: string;
  }) {
  const { origin, ...focus } = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus, focusWhenOpenerGone });
  return (
    <Primitive.Portal>
      <DialogOverlay className={overlayClassName} />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-2xl outline-none data-[state=open]:animate-slide-up',
          className,
        )}
        {...props}
        {...focus}
      >
        {origin}
        {children}
        {!hideClose && (
          <Primitive.Close className="absolute end-4 top-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </Primitive.Close>
        )}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pe-6', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('text-lg font-semibold text-[var(--heading)]', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
