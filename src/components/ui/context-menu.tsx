import { ContextMenu as Primitive } from 'radix-ui';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import {
  MenuCheckMark,
  menuContentClass,
  menuIndicatorClass,
  menuItemClass as itemClass,
  menuLabelClass,
  menuSeparatorClass,
} from './dropdown-menu';

/** Non-modal, like DropdownMenu (dropdown-menu.tsx): no aria-hidden over focusable page content while open. */
export function ContextMenu({ modal = false, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root modal={modal} {...props} />;
}
export const ContextMenuGroup = Primitive.Group;
export const ContextMenuSub = Primitive.Sub;
export const ContextMenuRadioGroup = Primitive.RadioGroup;

/** True for the keys that open a context menu from the keyboard: the Menu key and Shift+F10. */
export function isContextMenuKey(e: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10');
}

/**
 * The area that opens the menu on right-click / long-press. Browsers fire `contextmenu` for the Menu key
 * but not always at a useful place (and not for Shift+F10 everywhere), so the trigger also opens the menu
 * from those keys, anchored under the focused element. Give the child `tabIndex={0}` to make it reachable.
 */
export function ContextMenuTrigger({ onKeyDown, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      data-slot="context-menu-trigger"
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.defaultPrevented || !isContextMenuKey(e) || e.currentTarget !== e.target) return;
        e.preventDefault();
        const rect = e.currentTarget.getBoundingClientRect();
        e.currentTarget.dispatchEvent(
          new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: rect.left + 12, clientY: rect.bottom }),
        );
      }}
      {...props}
    />
  );
}

export function ContextMenuContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        data-slot="context-menu-content"
        collisionPadding={8}
        className={cn(menuContentClass, 'max-h-[var(--radix-context-menu-content-available-height)] overflow-y-auto', className)}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function ContextMenuItem({ className, inset, ...props }: ComponentProps<typeof Primitive.Item> & { inset?: boolean }) {
  return <Primitive.Item data-slot="context-menu-item" className={cn(itemClass, inset && 'pl-8', className)} {...props} />;
}

export function ContextMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof Primitive.CheckboxItem>) {
  return (
    <Primitive.CheckboxItem className={cn(itemClass, 'pl-8', className)} {...props}>
      <span className={menuIndicatorClass}>
        <Primitive.ItemIndicator className="group/mark">
          <MenuCheckMark />
        </Primitive.ItemIndicator>
      </span>
      {children}
    </Primitive.CheckboxItem>
  );
}

export function ContextMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Primitive.RadioItem>) {
  return (
    <Primitive.RadioItem className={cn(itemClass, 'pl-8', className)} {...props}>
      <span className={menuIndicatorClass}>
        <Primitive.ItemIndicator>
          <span className="block size-2 rounded-full bg-current" />
        </Primitive.ItemIndicator>
      </span>
      {children}
    </Primitive.RadioItem>
  );
}

export function ContextMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn(menuLabelClass, className)} {...props} />;
}

export function ContextMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn(menuSeparatorClass, className)} {...props} />;
}

export function ContextMenuShortcut({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('ml-auto pl-4 text-xs tracking-wide text-muted-foreground', className)} {...props} />;
}

export function ContextMenuSubTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.SubTrigger>) {
  return (
    <Primitive.SubTrigger className={cn(itemClass, 'data-[state=open]:bg-muted', className)} {...props}>
      {children}
      <ChevronRight className="ml-auto" />
    </Primitive.SubTrigger>
  );
}

export function ContextMenuSubContent({ className, ...props }: ComponentProps<typeof Primitive.SubContent>) {
  return (
    <Primitive.Portal>
      <Primitive.SubContent className={cn(menuContentClass, className)} {...props} />
    </Primitive.Portal>
  );
}
