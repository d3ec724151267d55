import { DropdownMenu as Primitive } from 'radix-ui';
import { Check, ChevronRight, Minus } from 'lucide-react';
import { createContext, useContext, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import type { LazyTriggerState } from './lazy-overlay';

/**
 * Non-modal by default: a modal menu hides the rest of the page with aria-hidden while it still holds focusable
 * controls (axe aria-hidden-focus), and swallows the outside click. Escape, outside click and Tab still close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Primitive.Trigger;

/** Set by LazyDropdownMenu: the menu was first opened by a key pressed before its code had loaded. */
const FocusFirstItem = createContext<RefObject<boolean> | null>(null);

/**
 * A menu whose trigger is rendered by the shell and whose code arrives on first use (`LazyTrigger` in
 * lazy-overlay.tsx, kind `menu`): the shell's element becomes the trigger; the open state is the shell's.
 */
export function LazyDropdownMenu({
  lazy,
  wrapTrigger = (trigger) => trigger,
  children,
}: {
  lazy: LazyTriggerState;
  /** E.g. a `<Tooltip>` around the trigger. */
  wrapTrigger?: (trigger: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  return (
    <DropdownMenu open={lazy.open} onOpenChange={lazy.onOpenChange}>
      {wrapTrigger(<DropdownMenuTrigger asChild>{lazy.trigger}</DropdownMenuTrigger>)}
      <FocusFirstItem value={lazy.focusFirstItem}>{children}</FocusFirstItem>
    </DropdownMenu>
  );
}
export const DropdownMenuGroup = Primitive.Group;
export const DropdownMenuSub = Primitive.Sub;
export const DropdownMenuRadioGroup = Primitive.RadioGroup;

export const menuLabelClass = 'px-2.5 py-1.5 text-xs font-semibold text-muted-foreground';
export const menuSeparatorClass = '-mx-1 my-1 h-px bg-border';
export const menuIndicatorClass = 'absolute left-2 flex size-4 items-center justify-center';

/**
 * A checkbox item's mark, inside its ItemIndicator (class `group/mark`): a tick when checked, a dash when
 * `checked="indeterminate"` (e.g. a label on some of the selected mails), as the ARIA state already says.
 * Shared with context-menu.tsx.
 */
export function MenuCheckMark() {
  return (
    <>
      <Check className="group-data-[state=indeterminate]/mark:hidden" />
      <Minus className="hidden group-data-[state=indeterminate]/mark:block" />
    </>
  );
}

export const menuContentClass =
  'z-50 min-w-44 overflow-hidden rounded-lg border bg-popover p-1 text-foreground shadow-lg outline-none data-[state=open]:animate-fade-in';
/** Shared with context-menu.tsx: both menus look and behave alike. */
export const menuItemClass =
  'relative flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-text [&_svg]:size-4 [&_svg]:shrink-0';

export function DropdownMenuContent({ className, sideOffset = 6, onFocus, ...props }: ComponentProps<typeof Primitive.Content>) {
  const focusFirstItem = useContext(FocusFirstItem);
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(menuContentClass, 'max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto', className)}
        onFocus={(e) => {
          onFocus?.(e);
          // Radix moves focus from the opened menu to its first item only for a key it saw; a lazily loaded menu
          // missed the key that opened it.
          if (e.defaultPrevented || e.target !== e.currentTarget || !focusFirstItem?.current) return;
          focusFirstItem.current = false;
          const first = e.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
          if (!first) return;
          e.preventDefault();
          first.focus({ preventScroll: true });
        }}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function DropdownMenuItem({ className, inset, ...props }: ComponentProps<typeof Primitive.Item> & { inset?: boolean }) {
  return <Primitive.Item className={cn(menuItemClass, inset && 'pl-8', className)} {...props} />;
}

export function DropdownMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof Primitive.CheckboxItem>) {
  return (
    <Primitive.CheckboxItem className={cn(menuItemClass, 'pl-8', className)} {...props}>
      <span className={menuIndicatorClass}>
        <Primitive.ItemIndicator className="group/mark">
          <MenuCheckMark />
        </Primitive.ItemIndicator>
      </span>
      {children}
    </Primitive.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Primitive.RadioItem>) {
  return (
    <Primitive.RadioItem className={cn(menuItemClass, 'pl-8', className)} {...props}>
      <span className={menuIndicatorClass}>
        <Primitive.ItemIndicator>
          <span className="block size-2 rounded-full bg-current" />
        </Primitive.ItemIndicator>
      </span>
      {children}
    </Primitive.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn(menuLabelClass, className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn(menuSeparatorClass, className)} {...props} />;
}

export function DropdownMenuSubTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.SubTrigger>) {
  return (
    <Primitive.SubTrigger className={cn(menuItemClass, 'data-[state=open]:bg-muted', className)} {...props}>
      {children}
      <ChevronRight className="ml-auto" />
    </Primitive.SubTrigger>
  );
}

export function DropdownMenuSubContent({ className, ...props }: ComponentProps<typeof Primitive.SubContent>) {
  return (
    <Primitive.Portal>
      <Primitive.SubContent className={cn(menuContentClass, className)} {...props} />
    </Primitive.Portal>
  );
}
