import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogOverlay, useReturnFocus } from './dialog';

/** A drawer sliding over the content from one side (built on the dialog primitive: focus trap, Esc). */
export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;
export const SheetTitle = Primitive.Title;
export const SheetDescription = Primitive.Description;

const sides = {
  left: 'inset-y-0 left-0 h-full w-80 max-w-[85vw] border-r data-[state=open]:animate-[sheet-left_200ms_ease-out]',
  right: 'inset-y-0 right-0 h-full w-96 max-w-[90vw] border-l data-[state=open]:animate-[sheet-right_200ms_ease-out]',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] border-t rounded-t-xl',
} as const;

export function SheetContent({
  className,
  side = 'right',
  children,
  closeLabel = 'Close',
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof Primitive.Content> & { side?: keyof typeof sides; closeLabel?: string; hideClose?: boolean }) {
  const { origin, ...focus } = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <Primitive.Portal>
      <DialogOverlay />
      <Primitive.Content
        className={cn('fixed z-50 flex flex-col bg-card shadow-2xl outline-none', sides[side], className)}
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
